import { kitchenTicketPreviewBodySchema, type TicketPreview, ticketPreviewBodySchema } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client";
import { fileIdFromUrl } from "../../platform/files/files.service";
import { ok } from "../../platform/http/envelope";
import { loadTicketImages } from "../printing/tickets/load-ticket-images";
import { previewTarget } from "../printing/tickets/preview-printer";
import { clientTicketPreview, kitchenTicketPreview } from "../printing/tickets/ticket-preview";
import type { SettingsService } from "./settings.service";

/**
 * The ticket tabs' live preview: a sample order drawn with the settings on the form (not
 * saved) by the printers' renderer, in the local's saved language, time zone, currency and
 * logo, at the width of the printer chosen.
 */
export function registerTicketPreviewRoutes(
  app: FastifyInstance,
  deps: { db: Db; settings: SettingsService },
) {
  const { db, settings } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["settings"];

  async function globalOf(request: FastifyRequest) {
    const global = await settings.get(request.local.id, "global");
    return {
      locale: { language: global.language, timezone: global.timezone, currency: global.currency },
      logo: fileIdFromUrl(global.logo) ?? null,
    };
  }

  r.post(
    "/api/v1/settings/ticket/preview",
    { schema: { tags, body: ticketPreviewBodySchema } },
    async (request) => {
      const { settings: ticket, ...choice } = request.body;
      const localId = request.local.id;
      const target = await previewTarget(db, localId, choice, { group: "ticket", tpv: ticket.tpv });
      const { locale, logo } = await globalOf(request);
      const html = await clientTicketPreview(ticket, request.local.name, locale, target.columns, {
        fileId: logo,
        load: (document) => loadTicketImages(db, localId, document),
      });
      return ok<TicketPreview>({ html, ...target });
    },
  );

  r.post(
    "/api/v1/settings/ticket_kitchen/preview",
    { schema: { tags, body: kitchenTicketPreviewBodySchema } },
    async (request) => {
      const { settings: kitchen, ...choice } = request.body;
      const target = await previewTarget(db, request.local.id, choice, { group: "ticket_kitchen" });
      const { locale } = await globalOf(request);
      return ok<TicketPreview>({
        html: await kitchenTicketPreview(kitchen, locale, target.columns),
        ...target,
      });
    },
  );
}
