import {
  idField,
  loyaltyPeriodQuerySchema,
  promotionCheckCodeQuerySchema,
  promotionIsEnabledBodySchema,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { documentLanguage } from "../../platform/errors/messages";
import { ok } from "../../platform/http/envelope";
import type { SettingsService } from "../settings/settings.service";
import { clientLoyalty } from "./client-loyalty";
import { loyaltyPeriod } from "./loyalty-period";
import { renderOfferCard } from "./offer-qr";
import { offers as offersTable } from "./offers.schema";
import type { OffersService } from "./offers.service";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });

/**
 * Promotions (spec §7): whether a code can be used now. Asked while taking an order, so
 * whoever may see orders may ask; the offers' own CRUD is the entity's, under `offers`.
 * Also an offer's printable QR card and a client's loyalty (points and offers used).
 */
export function registerOffersRoutes(
  app: FastifyInstance,
  offers: OffersService,
  {
    db,
    settings,
    clock = () => new Date(),
  }: { db: Db; settings: Pick<SettingsService, "get">; clock?: () => Date },
) {
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

  r.get(
    "/api/v1/offers/:id/qr",
    { schema: { tags: ["offers"], params: idParams } },
    async (request, reply) => {
      const [offer] = await db
        .select()
        .from(offersTable)
        .where(
          and(
            eq(offersTable.local_id, request.local.id),
            eq(offersTable.id, request.params.id),
            isNull(offersTable.deleted_at),
          ),
        );
      if (!offer) throw errors.notFound();
      const { currency, language } = await settings.get(request.local.id, "global");
      const pdf = await renderOfferCard(offer, { currency, language: documentLanguage(language) });
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="qr-${offer.code}.pdf"; filename*=UTF-8''${encodeURIComponent(`QR ${offer.code}.pdf`)}`,
        )
        .send(pdf);
    },
  );

  r.get(
    "/api/v1/loyalty/summary",
    { schema: { tags: ["loyalty"], querystring: loyaltyPeriodQuerySchema } },
    async (request) => {
      const { timezone } = await settings.get(request.local.id, "global");
      return ok(await loyaltyPeriod(db, request.local.id, request.query, timezone));
    },
  );

  r.get("/api/v1/loyalty/clients/:id", { schema: { tags: ["loyalty"], params: idParams } }, async (request) =>
    ok(await clientLoyalty({ db, settings, clock }, request.local.id, request.params.id)),
  );
}
