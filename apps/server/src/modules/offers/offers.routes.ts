import { promotionCheckCodeQuerySchema, promotionIsEnabledBodySchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../platform/http/envelope";
import type { OffersService } from "./offers.service";

/**
 * Promotions (spec §7): whether a code can be used now. Asked while taking an order, so
 * whoever may see orders may ask; the offers' own CRUD is the entity's, under `offers`.
 */
export function registerOffersRoutes(app: FastifyInstance, offers: OffersService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["promotions"];

  r.post(
    "/api/v1/promotions/is_enabled",
    { schema: { tags, body: promotionIsEnabledBodySchema } },
    async (request) =>
      ok(await offers.check(request.local.id, request.body.code, request.body.client ?? undefined)),
  );
  r.get(
    "/api/v1/promotions/check_code",
    { schema: { tags, querystring: promotionCheckCodeQuerySchema } },
    async (request) => ok(await offers.check(request.local.id, request.query.code)),
  );
}
