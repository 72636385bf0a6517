import {
  type CategoryLink,
  categoryInputSchema,
  categoryUpdateSchema,
  MENU_IMAGE_MAX_BYTES,
  MENU_MESSAGES,
} from "@comanda/domain";
import { and, asc, count, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { categories, products } from "./menu.schema";
import { assertInLocal } from "./menu-references";

type Row = Record<string, unknown>;

const live = (localId: number) => and(eq(categories.local_id, localId), isNull(categories.deleted_at));

/**
 * The tree is two levels deep, categories and their subcategories, as a till's menu is
 * (Bebidas › Cervezas). So a category that has subcategories is never nested itself,
 * which is what the spec's "is_subcategory is false when children exist" asks.
 */
export async function assertParent(
  { db, localId }: EntityContext,
  id: number | undefined,
  parent: number | null,
): Promise<void> {
  if (parent === null) return;
  if (parent === id) throw errors.field("parent", MENU_MESSAGES.categorySelfParent);
  await assertInLocal(db, categories, localId, [parent], "parent");
  const [target] = await db
    .select({ parent: categories.parent })
    .from(categories)
    .where(and(live(localId), eq(categories.id, parent)));
  if (id !== undefined && target?.parent === id) throw errors.field("parent", MENU_MESSAGES.categoryCycle);
  if (target?.parent !== null && target?.parent !== undefined) {
    throw errors.field("parent", MENU_MESSAGES.categoryParentIsSubcategory);
  }
  if (id === undefined) return;
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(live(localId), eq(categories.parent, id)))
    .limit(1);
  if (child) throw errors.field("parent", MENU_MESSAGES.categoryHasSubcategories);
}

async function assertLinks({ db, localId }: EntityContext, id: number | undefined, links: CategoryLink[]) {
  if (id !== undefined && links.some((link) => link.category === id)) {
    throw errors.field("links", MENU_MESSAGES.categorySelfLink);
  }
  await assertInLocal(
    db,
    categories,
    localId,
    links.map((link) => link.category),
    "links",
  );
}

/** Subcategories of the given categories, in their order, live ones only. */
export async function subcategoriesOf({ db, localId }: EntityContext, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, name: categories.name, order: categories.order, parent: categories.parent })
    .from(categories)
    .where(and(live(localId), inArray(categories.parent, ids)))
    .orderBy(asc(categories.order), asc(categories.id));
}

export const categoriesEntity = defineEntity({
  collection: "categories",
  table: categories,
  insertSchema: categoryInputSchema,
  updateSchema: categoryUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "name_es", "name_en"],
  defaultOrdering: "order",
  images: { image: MENU_IMAGE_MAX_BYTES },
  clearable: ["parent", "image", "name_es", "name_en", "app_text", "app_text_es", "app_text_en"],
  prepare: async (input, context) => {
    const values = input as { parent?: number | null; links?: CategoryLink[] };
    if (values.parent !== undefined) await assertParent(context, context.id, values.parent);
    if (values.links) await assertLinks(context, context.id, values.links);
    return input;
  },
  expand: async (rows, context) => {
    const children = await subcategoriesOf(
      context,
      rows.map((row) => row.id as number),
    );
    return rows.map((row): Row => {
      const subcategories = children
        .filter((child) => child.parent === row.id)
        .map(({ id, name, order }) => ({ id, name, order }));
      return {
        ...row,
        subcategories,
        has_children: subcategories.length > 0,
        is_subcategory: row.parent !== null,
      };
    });
  },
  assertDeletable: async (ids, { db, localId }) => {
    const [withProducts] = await db
      .select({ total: count() })
      .from(products)
      .where(
        and(eq(products.local_id, localId), inArray(products.category, ids), isNull(products.deleted_at)),
      );
    if (withProducts && withProducts.total > 0) {
      throw new AppError(400, MENU_MESSAGES.categoryHasProducts, { count: withProducts.total });
    }
    const [child] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(live(localId), inArray(categories.parent, ids), notInArray(categories.id, ids)))
      .limit(1);
    if (child) throw new AppError(400, MENU_MESSAGES.categoryHasSubcategories);
  },
  sample: async ({ n }) => ({ name: `Categoría ${n}`, order: n }),
});
