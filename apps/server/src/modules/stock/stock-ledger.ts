import type { MovementReason, StockItemType } from "@comanda/domain";
import { roundStock } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { stockLevels, stockMovements } from "./stock.schema";

export interface Movement {
  localId: number;
  warehouseId: number;
  item_type: StockItemType;
  item_id: number;
  /** Signed: positive comes in. */
  qty: number;
  cost_cents: number;
  reason: MovementReason;
  request_id?: number | null;
  purchase_id?: number | null;
  count_id?: number | null;
  user_id?: number | null;
}

/**
 * Writes a movement and adds it to its level in the caller's transaction, so a level is
 * always the sum of its movements. The level is added to in one statement (`qty = qty + …`),
 * so concurrent sales of one ingredient each take their part and none is lost.
 */
/** Answers the level after the movement. */
export async function moveStock(tx: Db, movement: Movement): Promise<number | undefined> {
  const qty = roundStock(movement.qty);
  if (qty === 0) return undefined;
  await tx.insert(stockMovements).values({
    local_id: movement.localId,
    warehouse_id: movement.warehouseId,
    item_type: movement.item_type,
    item_id: movement.item_id,
    qty,
    cost_cents: movement.cost_cents,
    reason: movement.reason,
    request_id: movement.request_id ?? null,
    purchase_id: movement.purchase_id ?? null,
    count_id: movement.count_id ?? null,
    user_id: movement.user_id ?? null,
  });
  const [level] = await tx
    .insert(stockLevels)
    .values({
      local_id: movement.localId,
      warehouse_id: movement.warehouseId,
      item_type: movement.item_type,
      item_id: movement.item_id,
      qty,
    })
    .onConflictDoUpdate({
      target: [stockLevels.warehouse_id, stockLevels.item_type, stockLevels.item_id],
      set: { qty: sql`${stockLevels.qty} + ${String(qty)}::numeric`, updated_at: sql`now()` },
    })
    .returning({ qty: stockLevels.qty });
  return level?.qty;
}

/** What `qty` of an item is worth at `price` (decimal per unit), in cents, signed like `qty`. */
export const costCents = (qty: number, price: number) => Math.round(qty * price * 100);
