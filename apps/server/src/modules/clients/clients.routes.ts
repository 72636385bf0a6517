import { clientSearchQuerySchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../platform/http/envelope";
import type { SettingsService } from "../settings/settings.service";
import type { ClientsService } from "./clients.service";

const listed = <T>(results: T[]) => ({ results, total: results.length });
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The clients' named actions (spec §7 clients); the generic calls, delete_all among them, come from the entity. */
export function registerClientsRoutes(
  app: FastifyInstance,
  clients: ClientsService,
  settings: Pick<SettingsService, "get">,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const local = (request: { local: { id: number } }) => request.local.id;

  r.get(
    "/api/v1/clients/search",
    {
      schema: { tags: ["clients"], querystring: clientSearchQuerySchema },
    },
    async (request) => ok(listed(await clients.search(local(request), request.query.q))),
  );
  r.get("/api/v1/clients/list_bar", { schema: { tags: ["clients"] } }, async (request) =>
    ok(listed(await clients.listBar(local(request)))),
  );
  // A document of the local: in its language (spec §9), whatever the browser's.
  r.get("/api/v1/clients/download", { schema: { tags: ["clients"] } }, async (request, reply) => {
    const { language } = await settings.get(local(request), "global");
    return reply
      .type(XLSX_TYPE)
      .header("content-disposition", 'attachment; filename="clients.xlsx"')
      .send(await clients.download(local(request), language));
  });
}
