import type { Measure, PurchaseLine, StockItemType } from "@comanda/domain";
import { areCompatible, UNIT_ERRORS } from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { ingredients, products } from "../menu/menu.schema";
import { UNKNOWN_REFERENCE } from "../menu/menu-references";

/** What stock needs of an ingredient or a product: its name, measure, price and minimum. */
export interface StockItem {
  type: StockItemType;
  id: number;
  name: string;
  unit: Measure;
  /** Decimal price of one `unit` (an ingredient's price, a product's purchase price). */
  price: number;
  min_stock: number;
}

export const itemKey = (type: StockItemType, id: number) => `${type}:${id}`;

/** The live ingredients and products of the local among the ids, by `itemKey`. */
export async function loadItems(
  db: Db,
  localId: number,
  wanted: { ingredients: readonly number[]; products: readonly number[] },
  { withDeleted = false }: { withDeleted?: boolean } = {},
): Promise<Map<string, StockItem>> {
  const items = new Map<string, StockItem>();
  const ingredientIds = [...new Set(wanted.ingredients)];
  const productIds = [...new Set(wanted.products)];
  if (ingredientIds.length > 0) {
    const rows = await db
      .select({
        id: ingredients.id,
        name: ingredients.name,
        unit: ingredients.unit,
        price: ingredients.price,
        min_stock: ingredients.min_stock,
      })
      .from(ingredients)
      .where(
        and(
          eq(ingredients.local_id, localId),
          inArray(ingredients.id, ingredientIds),
          withDeleted ? undefined : isNull(ingredients.deleted_at),
        ),
      );
    for (const row of rows) items.set(itemKey("ingredient", row.id), { type: "ingredient", ...row });
  }
  if (productIds.length > 0) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        unit: products.unit,
        price: products.purchase_price,
        min_stock: products.min_stock,
      })
      .from(products)
      .where(
        and(
          eq(products.local_id, localId),
          inArray(products.id, productIds),
          withDeleted ? undefined : isNull(products.deleted_at),
        ),
      );
    for (const row of rows) items.set(itemKey("product", row.id), { type: "product", ...row });
  }
  return items;
}

export function lineItem(line: Pick<PurchaseLine, "ingredient" | "product">): {
  type: StockItemType;
  id: number;
} {
  return line.ingredient !== undefined
    ? { type: "ingredient", id: line.ingredient }
    : { type: "product", id: line.product! };
}

/**
 * The items of purchase lines, each a live row of the local whose measure the line's unit
 * converts to; refused (400 on `products`) otherwise, naming the ids or the item.
 */
export async function loadLineItems(db: Db, localId: number, lines: readonly PurchaseLine[]) {
  const items = await loadItems(db, localId, {
    ingredients: lines.flatMap((line) => (line.ingredient === undefined ? [] : [line.ingredient])),
    products: lines.flatMap((line) => (line.product === undefined ? [] : [line.product])),
  });
  const unknown = lines.map(lineItem).filter((item) => !items.has(itemKey(item.type, item.id)));
  if (unknown.length > 0) {
    throw errors.field("products", UNKNOWN_REFERENCE, {
      ids: [...new Set(unknown.map((item) => item.id))].join(", "),
    });
  }
  for (const line of lines) {
    const { type, id } = lineItem(line);
    const item = items.get(itemKey(type, id))!;
    if (!areCompatible(line.unit, item.unit)) {
      throw errors.field("products", UNIT_ERRORS.incompatible, {
        name: item.name,
        from: line.unit,
        to: item.unit,
      });
    }
  }
  return items;
}
