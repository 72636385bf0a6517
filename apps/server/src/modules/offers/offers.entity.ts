import { type OfferRuleFields, offerInputSchema, offerRuleErrors, offerUpdateSchema } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors, type FieldErrors } from "../../platform/errors/app-error";
import { offers } from "./offers.schema";

/**
 * Offers (spec §3 Offer). A duplicate code, in any case, is the unique index's conflict on
 * `code`; an update is checked across fields together with the stored offer.
 */
export const offersEntity = defineEntity({
  collection: "offers",
  table: offers,
  insertSchema: offerInputSchema,
  updateSchema: offerUpdateSchema,
  uniqueField: "code",
  searchable: ["name", "code"],
  defaultOrdering: "-start_date",
  clearable: ["qr", "description", "limit_uses", "limit_uses_client"],
  prepare: async (input, { db, localId, operation, id }) => {
    if (operation === "insert" || id === undefined) return input;
    const [stored] = await db
      .select({
        start_date: offers.start_date,
        end_date: offers.end_date,
        discount_type: offers.discount_type,
        price: offers.price,
      })
      .from(offers)
      .where(and(eq(offers.local_id, localId), eq(offers.id, id), isNull(offers.deleted_at)));
    if (!stored) throw errors.notFound();
    const found = offerRuleErrors({ ...stored, ...input } as OfferRuleFields);
    if (found.length > 0) {
      const fieldErrors: FieldErrors = {};
      for (const { field, message } of found) fieldErrors[field] = [{ key: message }];
      throw errors.validation(fieldErrors);
    }
    return input;
  },
  sample: async ({ n }) => ({
    name: `Oferta ${n}`,
    code: `PRUEBA-${n}`,
    price: 10,
    start_date: "2025-01-01",
    end_date: "2035-12-31",
  }),
});
