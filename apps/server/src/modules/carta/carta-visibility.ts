import { CARTA_MESSAGES } from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors, type FieldErrors } from "../../platform/errors/app-error";
import { categories, products } from "../menu/menu.schema";

export type VisibleCategory = typeof categories.$inferSelect & { takeaway: boolean };

/**
 * The categories a customer sees: active, shown to customers and available, under a parent
 * that is too. `takeaway`: offered for pickup and delivery (domicile_pickup.categories, empty
 * for all of them; a listed parent offers its subcategories).
 */
export async function visibleCategories(
  db: Db,
  localId: number,
  takeawayIds: readonly number[],
): Promise<Map<number, VisibleCategory>> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.local_id, localId), isNull(categories.deleted_at)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = (row: (typeof rows)[number]) => row.is_active && row.customer_active && row.is_available;
  const offered = (row: (typeof rows)[number]) =>
    takeawayIds.length === 0 ||
    takeawayIds.includes(row.id) ||
    (row.parent !== null && takeawayIds.includes(row.parent));
  const visible = new Map<number, VisibleCategory>();
  for (const row of rows) {
    const parent = row.parent === null ? undefined : byId.get(row.parent);
    if (!shown(row) || (row.parent !== null && (!parent || !shown(parent)))) continue;
    visible.set(row.id, { ...row, takeaway: offered(row) });
  }
  return visible;
}

/**
 * Refuses, under `products.<index>`, the dishes a customer cannot order: not on the digital
 * menu, or (`takeaway`) in a category not offered for pickup and delivery. The orders engine
 * then prices and checks the rest as it does for staff.
 */
export async function assertOrderable(
  db: Db,
  localId: number,
  lines: ReadonlyArray<{ id: number }>,
  visible: Map<number, VisibleCategory>,
  takeaway: boolean,
) {
  const ids = [...new Set(lines.map((line) => line.id))];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      is_active: products.is_active,
    })
    .from(products)
    .where(and(eq(products.local_id, localId), inArray(products.id, ids), isNull(products.deleted_at)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fieldErrors: FieldErrors = {};
  lines.forEach((line, index) => {
    const product = byId.get(line.id);
    const category = product ? visible.get(product.category) : undefined;
    if (!product?.is_active || !category) {
      fieldErrors[`products.${index}`] = [
        { key: CARTA_MESSAGES.productUnavailable, params: { id: line.id } },
      ];
    } else if (takeaway && !category.takeaway) {
      fieldErrors[`products.${index}`] = [
        { key: CARTA_MESSAGES.categoryNotOffered, params: { name: product.name } },
      ];
    }
  });
  if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
}
