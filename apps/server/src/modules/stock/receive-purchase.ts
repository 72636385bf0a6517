import {
  canChangePurchaseStatus,
  convertQuantity,
  INGREDIENT_TENDENCY_OF,
  type PurchaseLine,
  type PurchaseStatus,
  purchaseTotals,
  STOCK_MESSAGES,
  unitPriceIn,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { ingredients, products } from "../menu/menu.schema";
import { warehouseByUuid } from "./purchases.entity";
import { purchases } from "./stock.schema";
import { itemKey, lineItem, loadLineItems } from "./stock-items";
import { moveStock } from "./stock-ledger";

export type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Spec §4: a purchase goes pending → bought → paid (a partial update of its status). Becoming
 * bought receives it: every line comes into the purchase's warehouse at its cost, converted to
 * the item's measure, and the item's price becomes what it cost this time (the previous one
 * kept as old_price, with its tendency). All in one transaction: a failure receives nothing.
 */
export async function changePurchaseStatus(
  db: Db,
  localId: number,
  userId: number,
  id: number,
  status: PurchaseStatus,
): Promise<PurchaseRow> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.local_id, localId), eq(purchases.id, id), isNull(purchases.deleted_at)))
      .for("update");
    if (!purchase) throw errors.notFound();
    if (!canChangePurchaseStatus(purchase.status, status)) {
      throw errors.field("status", STOCK_MESSAGES.transition, { from: purchase.status, to: status });
    }
    if (status === "bought") await receive(tx, localId, userId, purchase);
    const [saved] = await tx
      .update(purchases)
      .set({ status, updated_at: new Date(), ...(status === "bought" ? { received_at: new Date() } : {}) })
      .where(eq(purchases.id, purchase.id))
      .returning();
    return saved!;
  });
}

async function receive(tx: Db, localId: number, userId: number, purchase: PurchaseRow) {
  const warehouse = await warehouseByUuid(tx, localId, purchase.stock_uuid);
  if (!warehouse) throw errors.field("stock_uuid", STOCK_MESSAGES.unknownWarehouse);
  const lines = purchase.products as PurchaseLine[];
  const items = await loadLineItems(tx, localId, lines);
  const amounts = purchaseTotals(lines).lines;
  const prices = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const { type, id } = lineItem(line);
    const item = items.get(itemKey(type, id))!;
    await moveStock(tx, {
      localId,
      warehouseId: warehouse.id,
      item_type: type,
      item_id: id,
      qty: convertQuantity(line.qty, line.unit, item.unit),
      cost_cents: amounts[index] ?? 0,
      reason: "purchase",
      purchase_id: purchase.id,
      user_id: userId,
    });
    prices.set(itemKey(type, id), unitPriceIn(item.unit, line));
  }
  for (const [key, price] of prices) {
    const item = items.get(key)!;
    if (item.type === "ingredient") {
      await tx
        .update(ingredients)
        .set({
          price,
          old_price: item.price,
          tendency: INGREDIENT_TENDENCY_OF(item.price, price),
          updated_at: new Date(),
        })
        .where(and(eq(ingredients.local_id, localId), eq(ingredients.id, item.id)));
    } else {
      await tx
        .update(products)
        .set({ purchase_price: price, updated_at: new Date() })
        .where(and(eq(products.local_id, localId), eq(products.id, item.id)));
    }
  }
}
