import { clientSearchQuerySchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../platform/http/envelope";
import type { ClientsService } from "./clients.service";

const listed = <T>(results: T[]) => ({ results, total: results.length });
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The clients' named actions (spec §7 clients); the generic calls, delete_all among them, come from the entity. */
export function registerClientsRoutes(app: FastifyInstance, clients: ClientsService) {
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
  r.get("/api/v1/clients/download", { schema: { tags: ["clients"] } }, async (request, reply) =>
    reply
      .type(XLSX_TYPE)
      .header("content-disposition", 'attachment; filename="clients.xlsx"')
      .send(await clients.download(local(request), request.language)),
  );
}
