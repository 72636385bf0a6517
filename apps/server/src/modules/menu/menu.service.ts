import {
  type CategoryReorder,
  centsFromAmount,
  type FlatModifier,
  MENU_MESSAGES,
  type ModifierNode,
  modifierTree,
  netOfVat,
  type RecipeIngredient,
  type RecipeLineInput,
  recipeCost,
  recipeMargins,
} from "@comanda/domain";
import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { likePattern } from "../../platform/crud/query-filter";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { assertParent } from "./categories.entity";
import { categories, ingredients, modifiers, options, products } from "./menu.schema";
import { assertInLocal } from "./menu-references";

type Row = Record<string, unknown>;

/** Rows of a single-statement JSON query: the driver may hand back text or parsed JSON. */
function jsonValue<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** Every enabled modifier of the local with its enabled options, as one JSON value. */
function modifierTrees(localId: number) {
  return sql`
          (select coalesce(json_agg(m order by m."order", m.id), '[]'::json) from (
            select m.id, m.name, m.name_es, m.name_en, m.app_text, m.image, m.min_value, m.max_value,
                   m.is_quantifiable, m.enabled, m."order",
                   (select coalesce(json_agg(o order by o."order", o.id), '[]'::json) from (
                      select id, name, name_es, name_en, min_value, max_value, is_quantifiable,
                             price / 100.0::float8 as price, product_id as product, modifiers, image, enabled, "order"
                      from options
                      where modifier_id = m.id and local_id = ${localId} and deleted_at is null and enabled
                   ) o) as options
            from modifiers m
            where m.local_id = ${localId} and m.deleted_at is null and m.enabled
          ) m)`;
}

export function createMenuService({ db }: { db: Db }) {
  const liveCategory = (localId: number) =>
    and(eq(categories.local_id, localId), isNull(categories.deleted_at));

  return {
    /** The POS's category bar: active top-level categories with their active subcategories. */
    async categoriesListBar(localId: number) {
      const rows = await db
        .select()
        .from(categories)
        .where(and(liveCategory(localId), eq(categories.is_active, true)))
        .orderBy(asc(categories.order), asc(categories.id));
      const present = (row: (typeof rows)[number]) => {
        const { local_id: _local, deleted_at: _deleted, ...visible } = row;
        return visible;
      };
      const results = rows
        .filter((row) => row.parent === null)
        .map((row) => ({
          ...present(row),
          subcategories: rows.filter((child) => child.parent === row.id).map(present),
        }));
      return { results, total: results.length };
    },

    async subcategories(localId: number, id: number) {
      await assertInLocal(db, categories, localId, [id], "id");
      const rows = await db
        .select()
        .from(categories)
        .where(and(liveCategory(localId), eq(categories.parent, id)))
        .orderBy(asc(categories.order), asc(categories.id));
      const results = rows.map(({ local_id: _l, deleted_at: _d, ...row }) => row);
      return { results, total: results.length };
    },

    /** Drag-to-reorder: the ids of one level in their new order, moved under `parent`. */
    async reorderCategories(localId: number, { parent, ids }: CategoryReorder) {
      return db.transaction(async (tx) => {
        await assertInLocal(tx, categories, localId, ids, "ids");
        if (parent !== null) {
          if (ids.includes(parent)) throw errors.field("parent", MENU_MESSAGES.categorySelfParent);
          // The parent's own checks (live, top level) are those of moving any one row under it.
          await assertParent({ db: tx, localId }, undefined, parent);
          const [withChildren] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(liveCategory(localId), inArray(categories.parent, ids)))
            .limit(1);
          if (withChildren) throw errors.field("parent", MENU_MESSAGES.categoryHasSubcategories);
        }
        const position = sql.join(
          ids.map((id, order) => sql`when ${id}::integer then ${order}::integer`),
          sql` `,
        );
        await tx
          .update(categories)
          .set({ order: sql`case ${categories.id} ${position} end`, parent, updated_at: new Date() })
          .where(and(liveCategory(localId), inArray(categories.id, ids)));
        return { ids, parent };
      });
    },

    /** The course a product is served in; the kitchen groups tickets by it. */
    async productOrder(localId: number, id: number) {
      const [row] = await db
        .select({ id: products.id, order: products.order, order_number: products.order_number })
        .from(products)
        .where(and(eq(products.local_id, localId), eq(products.id, id), isNull(products.deleted_at)));
      if (!row) throw errors.notFound();
      return row;
    },

    async moveToCategory(localId: number, ids: number[], categoryId: number) {
      return db.transaction(async (tx) => {
        await assertInLocal(tx, categories, localId, [categoryId], "category_id");
        await assertInLocal(tx, products, localId, ids, "pk__in");
        const moved = await tx
          .update(products)
          .set({ category: categoryId, updated_at: new Date() })
          .where(and(eq(products.local_id, localId), inArray(products.id, ids), isNull(products.deleted_at)))
          .returning({ id: products.id });
        return { updated: moved.length };
      });
    },

    /**
     * What the POS reads to sell: the active products and every enabled modifier tree they
     * can use, in one statement, whatever the size of the menu. Each product's JSON is kept
     * written in its row (`bar_json`, fields without a value left out), so the list is a
     * concatenation; the server passes the text through instead of parsing and writing
     * again a menu of hundreds of kilobytes.
     */
    async productsListBar(localId: number): Promise<string> {
      const result = await db.execute(sql`
        select '{"results":[' || coalesce(string_agg(bar_json, ',' order by order_number, id), '')
               || '],"total":' || count(id) || ',"modifiers":' || ${modifierTrees(localId)}::text || '}' as data
        from products
        where local_id = ${localId} and deleted_at is null and is_active`);
      return String((result as unknown as { rows: Array<{ data: string }> }).rows[0]!.data);
    },

    /** Escandallos: each product's recipe cost from its ingredients' prices, margin and markup. */
    async scandals(localId: number, filter: { search?: string; below?: boolean }) {
      const productRows = await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          iva: products.iva,
          category: products.category,
          ingredients: products.ingredients,
        })
        .from(products)
        .where(
          and(
            eq(products.local_id, localId),
            isNull(products.deleted_at),
            filter.search ? ilike(products.name, likePattern(filter.search)) : undefined,
          ),
        )
        .orderBy(asc(products.name), asc(products.id));
      const ingredientIds = [
        ...new Set(productRows.flatMap((row) => row.ingredients.map((line) => line.id))),
      ];
      const ingredientRows =
        ingredientIds.length === 0
          ? []
          : await db
              .select({
                id: ingredients.id,
                name: ingredients.name,
                price: ingredients.price,
                unit: ingredients.unit,
              })
              .from(ingredients)
              .where(and(eq(ingredients.local_id, localId), inArray(ingredients.id, ingredientIds)));
      const byId = new Map<number, RecipeIngredient>(ingredientRows.map((row) => [row.id, row]));
      const results = productRows.map((product) => {
        const lines = product.ingredients.filter((line: RecipeLineInput) => byId.has(line.id));
        const cost = recipeCost(lines, byId);
        const saleNet = netOfVat(centsFromAmount(product.price), product.iva);
        const margins = recipeMargins(saleNet, cost.total_cents);
        return {
          id: product.id,
          name: product.name,
          category: product.category,
          price: product.price,
          iva: product.iva,
          price_net: saleNet / 100,
          lines: cost.lines.map((line) => ({ ...line, cost: line.cost_cents / 100 })),
          cost: cost.total_cents / 100,
          ...margins,
        };
      });
      const shown = filter.below ? results.filter((row) => row.below_recommended) : results;
      return { results: shown, total: shown.length };
    },

    /** Sets the modifier list of many products at once. */
    async setProductsModifiers(localId: number, productIds: number[], modifierIds: number[]) {
      return db.transaction(async (tx) => {
        await assertInLocal(tx, products, localId, productIds, "products");
        await assertInLocal(tx, modifiers, localId, modifierIds, "modifiers");
        const updated = await tx
          .update(products)
          .set({ modifiers: modifierIds, updated_at: new Date() })
          .where(and(eq(products.local_id, localId), inArray(products.id, productIds)))
          .returning({ id: products.id });
        return { updated: updated.length };
      });
    },

    /** The modifiers some product uses, for the product form's picker and the POS. */
    async modifiersInProducts(localId: number) {
      const rows = await db
        .select({
          id: modifiers.id,
          name: modifiers.name,
          min_value: modifiers.min_value,
          max_value: modifiers.max_value,
        })
        .from(modifiers)
        .where(
          and(
            eq(modifiers.local_id, localId),
            isNull(modifiers.deleted_at),
            sql`exists (select 1 from ${products} where ${products.local_id} = ${localId}
                and ${products.deleted_at} is null and ${products.modifiers} @> to_jsonb(${modifiers.id}))`,
          ),
        )
        .orderBy(asc(modifiers.order), asc(modifiers.id));
      return { results: rows, total: rows.length };
    },

    /**
     * What the orders engine prices a line with: the live products among `ids` with their
     * modifier trees (enabled modifiers and options only), read in the caller's transaction.
     */
    async productsForOrder(tx: Db, localId: number, ids: readonly number[]) {
      const unique = [...new Set(ids)];
      const rows =
        unique.length === 0
          ? []
          : await tx
              .select({
                id: products.id,
                name: products.name,
                price: products.price,
                iva: products.iva,
                zones: products.zones,
                category: products.category,
                order: products.order,
                modifiers: products.modifiers,
                is_active: products.is_active,
              })
              .from(products)
              .where(
                and(
                  eq(products.local_id, localId),
                  inArray(products.id, unique),
                  isNull(products.deleted_at),
                ),
              );
      let flat: FlatModifier[] = [];
      if (rows.some((row) => row.modifiers.length > 0)) {
        const result = await tx.execute(sql`select ${modifierTrees(localId)} as modifiers`);
        flat = jsonValue<FlatModifier[]>((result as unknown as { rows: Row[] }).rows[0]!.modifiers);
      }
      return new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            tree: row.modifiers.flatMap((id): ModifierNode[] => {
              const node = modifierTree(id, flat);
              return node ? [node] : [];
            }),
          },
        ]),
      );
    },

    /** The modifier trees the POS asks with a product. */
    async modifiersListBar(localId: number) {
      const result = await db.execute(sql`select ${modifierTrees(localId)} as modifiers`);
      const results = jsonValue<Row[]>((result as unknown as { rows: Row[] }).rows[0]!.modifiers);
      return { results, total: results.length };
    },

    /** A modifier's own options, without going into nested modifiers. */
    async optionsLevelOne(localId: number, id: number) {
      await assertInLocal(db, modifiers, localId, [id], "id");
      const rows = await db
        .select({
          id: options.id,
          name: options.name,
          price: options.price,
          min_value: options.min_value,
          max_value: options.max_value,
          is_quantifiable: options.is_quantifiable,
          enabled: options.enabled,
          order: options.order,
          modifiers: options.modifiers,
        })
        .from(options)
        .where(and(eq(options.local_id, localId), eq(options.modifier_id, id), isNull(options.deleted_at)))
        .orderBy(asc(options.order), asc(options.id));
      return { results: rows, total: rows.length };
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
