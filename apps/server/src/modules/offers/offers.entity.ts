import { type OfferRuleFields, offerInputSchema, offerRuleErrors, offerUpdateSchema } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors, type FieldErrors } from "../../platform/errors/app-error";
import { products } from "../menu/menu.schema";
import { assertInLocal } from "../menu/menu-references";
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
  clearable: ["qr", "description", "limit_uses", "limit_uses_client", "product"],
  prepare: async (input, { db, localId, operation, id }) => {
    let merged = input as unknown as OfferRuleFields;
    if (operation !== "insert" && id !== undefined) {
      const [stored] = await db
        .select({
          start_date: offers.start_date,
          end_date: offers.end_date,
          discount_type: offers.discount_type,
          price: offers.price,
          product: offers.product,
        })
        .from(offers)
        .where(and(eq(offers.local_id, localId), eq(offers.id, id), isNull(offers.deleted_at)));
      if (!stored) throw errors.notFound();
      merged = { ...stored, ...input } as OfferRuleFields;
    }
    // A fixed_price offer's product is one of the local's, and its price is the ceiling.
    let productPrice: number | undefined;
    if (merged.discount_type === "fixed_price" && typeof merged.product === "number") {
      await assertInLocal(db, products, localId, [merged.product], "product");
      const [product] = await db
        .select({ price: products.price })
        .from(products)
        .where(eq(products.id, merged.product));
      productPrice = product?.price;
    }
    const found = offerRuleErrors(merged, productPrice);
    if (found.length > 0) {
      const fieldErrors: FieldErrors = {};
      for (const { field, message } of found) fieldErrors[field] = [{ key: message }];
      throw errors.validation(fieldErrors);
    }
    // Only a fixed_price offer names a product.
    return merged.discount_type === "fixed_price" ? input : { ...input, product: null };
  },
  sample: async ({ n }) => ({
    name: `Oferta ${n}`,
    code: `PRUEBA-${n}`,
    price: 10,
    start_date: "2025-01-01",
    end_date: "2035-12-31",
  }),
});
