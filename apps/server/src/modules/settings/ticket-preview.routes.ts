import { kitchenTicketPreviewBodySchema, type TicketPreview, ticketPreviewBodySchema } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../platform/http/envelope";
import { clientTicketPreview, kitchenTicketPreview } from "../printing/tickets/ticket-preview";
import type { SettingsService } from "./settings.service";

/**
 * The ticket tabs' live preview: a sample order drawn with the settings on the form (not
 * saved) by the printers' renderer, in the local's saved language, time zone and currency.
 */
export function registerTicketPreviewRoutes(app: FastifyInstance, settings: SettingsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["settings"];

  async function localeOf(request: FastifyRequest) {
    const global = await settings.get(request.local.id, "global");
    return { language: global.language, timezone: global.timezone, currency: global.currency };
  }

  r.post(
    "/api/v1/settings/ticket/preview",
    { schema: { tags, body: ticketPreviewBodySchema } },
    async (request) => {
      const { settings: ticket, columns } = request.body;
      const html = await clientTicketPreview(ticket, request.local.name, await localeOf(request), columns);
      return ok<TicketPreview>({ html });
    },
  );

  r.post(
    "/api/v1/settings/ticket_kitchen/preview",
    { schema: { tags, body: kitchenTicketPreviewBodySchema } },
    async (request) => {
      const { settings: kitchen, columns } = request.body;
      return ok<TicketPreview>({
        html: await kitchenTicketPreview(kitchen, await localeOf(request), columns),
      });
    },
  );
}
