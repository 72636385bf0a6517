import {
  type AwardRuleFields,
  awardInputSchema,
  awardRuleErrors,
  awardUpdateSchema,
  MENU_IMAGE_MAX_BYTES,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors, type FieldErrors } from "../../platform/errors/app-error";
import { products } from "../menu/menu.schema";
import { assertInLocal } from "../menu/menu-references";
import { awards } from "./offers.schema";

/**
 * Awards (spec §2 /awards/list): a product free or a discount for points. The product must be
 * one of the local's; an update is checked across fields together with the stored award.
 */
export const awardsEntity = defineEntity({
  collection: "awards",
  table: awards,
  insertSchema: awardInputSchema,
  updateSchema: awardUpdateSchema,
  uniqueField: "name",
  searchable: ["name"],
  defaultOrdering: "points",
  images: { image: MENU_IMAGE_MAX_BYTES },
  clearable: ["product", "price", "start_date", "end_date", "image"],
  prepare: async (input, { db, localId, operation, id }) => {
    if (typeof input.product === "number")
      await assertInLocal(db, products, localId, [input.product], "product");
    if (operation === "insert" || id === undefined) return input;
    const [stored] = await db
      .select({
        gives: awards.gives,
        product: awards.product,
        discount_type: awards.discount_type,
        price: awards.price,
        start_date: awards.start_date,
        end_date: awards.end_date,
      })
      .from(awards)
      .where(and(eq(awards.local_id, localId), eq(awards.id, id), isNull(awards.deleted_at)));
    if (!stored) throw errors.notFound();
    const found = awardRuleErrors({ ...stored, ...input } as AwardRuleFields);
    if (found.length > 0) {
      const fieldErrors: FieldErrors = {};
      for (const { field, message } of found) fieldErrors[field] = [{ key: message }];
      throw errors.validation(fieldErrors);
    }
    return input;
  },
  sample: async ({ n, insert }) => ({
    name: `Premio ${n}`,
    points: 100,
    gives: "product",
    product: await insert("products"),
  }),
});
