import { ingredientInputSchema, ingredientUpdateSchema, MENU_IMAGE_MAX_BYTES } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { ingredients } from "./menu.schema";

/** Ingredients: what recipes are made of. A new price keeps the previous one and its trend. */
export const ingredientsEntity = defineEntity({
  collection: "ingredients",
  table: ingredients,
  insertSchema: ingredientInputSchema,
  updateSchema: ingredientUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "sku", "serial"],
  defaultOrdering: "name",
  images: { image: MENU_IMAGE_MAX_BYTES },
  clearable: ["image", "description", "serial", "sku", "min_stock"],
  prepare: async (input, { db, localId, id }) => {
    const price = input.price as number | undefined;
    if (price === undefined || id === undefined) return input;
    const [stored] = await db
      .select({ price: ingredients.price })
      .from(ingredients)
      .where(and(eq(ingredients.local_id, localId), eq(ingredients.id, id)));
    if (!stored) throw errors.notFound();
    if (stored.price === price) return input;
    return { ...input, old_price: stored.price, tendency: price > stored.price ? "up" : "down" };
  },
  sample: async ({ n }) => ({ name: `Ingrediente ${n}`, price: 3.2, unit: "kg" }),
});
