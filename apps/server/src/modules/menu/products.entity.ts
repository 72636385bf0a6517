import {
  areCompatible,
  MENU_IMAGE_MAX_BYTES,
  MENU_MESSAGES,
  productInputSchema,
  productUpdateSchema,
  type RecipeLineInput,
  type ZonePrice,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { zones } from "../floor/floor.schema";
import { allergens, categories, ingredients, modifiers, products } from "./menu.schema";
import { assertInLocal, UNKNOWN_REFERENCE } from "./menu-references";

/**
 * Recipe lines name live ingredients of the local, in a unit their own converts to. Several
 * recipes (the options of a modifier) are checked with one query; an error names the field
 * of the recipe it is in.
 */
export async function assertRecipes(
  { db, localId }: EntityContext,
  recipes: Array<{ field: string; lines: RecipeLineInput[] }>,
) {
  const ids = [...new Set(recipes.flatMap((recipe) => recipe.lines.map((line) => line.id)))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: ingredients.id, name: ingredients.name, unit: ingredients.unit })
    .from(ingredients)
    .where(
      and(eq(ingredients.local_id, localId), inArray(ingredients.id, ids), isNull(ingredients.deleted_at)),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { field, lines } of recipes) {
    const unknown = lines.filter((line) => !byId.has(line.id)).map((line) => line.id);
    if (unknown.length > 0) throw errors.field(field, UNKNOWN_REFERENCE, { ids: unknown.join(", ") });
    for (const line of lines) {
      const ingredient = byId.get(line.id)!;
      if (!areCompatible(line.unit, ingredient.unit)) {
        throw errors.field(field, MENU_MESSAGES.incompatibleUnit, {
          name: ingredient.name,
          from: line.unit,
          to: ingredient.unit,
        });
      }
    }
  }
}

/** Products: created and updated as form data (spec §3), with their image as a file. */
export const productsEntity = defineEntity({
  collection: "products",
  table: products,
  insertSchema: productInputSchema,
  updateSchema: productUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "name_es", "name_en", "serial"],
  defaultOrdering: "order_number",
  images: { image: MENU_IMAGE_MAX_BYTES },
  hidden: ["bar_json"],
  clearable: [
    "image",
    "name_es",
    "name_en",
    "description",
    "description_es",
    "description_en",
    "serial",
    "min_stock",
  ],
  prepare: async (input, context) => {
    const { db, localId } = context;
    const values = input as {
      category?: number;
      allergens?: number[];
      modifiers?: number[];
      ingredients?: RecipeLineInput[];
      zones?: ZonePrice[];
    };
    if (values.category !== undefined)
      await assertInLocal(db, categories, localId, [values.category], "category");
    await assertInLocal(db, allergens, localId, values.allergens ?? [], "allergens");
    await assertInLocal(db, modifiers, localId, values.modifiers ?? [], "modifiers");
    await assertInLocal(
      db,
      zones,
      localId,
      (values.zones ?? []).map((zone) => zone.zone),
      "zones",
    );
    if (values.ingredients)
      await assertRecipes(context, [{ field: "ingredients", lines: values.ingredients }]);
    return input;
  },
  sample: async ({ n, insert }) => ({
    name: `Producto ${n}`,
    price: 2.5,
    category: await insert("categories"),
  }),
});
