import { STOCK_MESSAGES, type StockCountInput } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { UNKNOWN_REFERENCE } from "../menu/menu-references";
import { warehouseByUuid } from "./purchases.entity";
import { stockCounts, stockLevels } from "./stock.schema";
import { itemKey, loadItems } from "./stock-items";
import { costCents, moveStock } from "./stock-ledger";

/**
 * A stocktake (issue 30 "Counts"): what is on the shelf of one warehouse. Each counted item's
 * level is locked, and the difference from it is posted as a `count` movement, so afterwards
 * the level is what was counted and the loss (or gain) is on record with its cost.
 */
export async function countStock(db: Db, localId: number, userId: number, input: StockCountInput) {
  return db.transaction(async (tx) => {
    const warehouse = await warehouseByUuid(tx, localId, input.stock_uuid);
    if (!warehouse) throw errors.field("stock_uuid", STOCK_MESSAGES.unknownWarehouse);
    const counted = input.lines.map((line) =>
      line.ingredient !== undefined
        ? { type: "ingredient" as const, id: line.ingredient, qty: line.qty }
        : { type: "product" as const, id: line.product!, qty: line.qty },
    );
    const items = await loadItems(tx, localId, {
      ingredients: counted.filter((line) => line.type === "ingredient").map((line) => line.id),
      products: counted.filter((line) => line.type === "product").map((line) => line.id),
    });
    const unknown = counted.filter((line) => !items.has(itemKey(line.type, line.id)));
    if (unknown.length > 0) {
      throw errors.field("lines", UNKNOWN_REFERENCE, { ids: unknown.map((line) => line.id).join(", ") });
    }
    const keys = new Set(counted.map((line) => itemKey(line.type, line.id)));
    if (keys.size !== counted.length) throw errors.field("lines", "validation.duplicate");
    counted.sort((a, b) => itemKey(a.type, a.id).localeCompare(itemKey(b.type, b.id)));
    const lines = [];
    for (const line of counted) {
      const [level] = await tx
        .select({ qty: stockLevels.qty })
        .from(stockLevels)
        .where(
          and(
            eq(stockLevels.warehouse_id, warehouse.id),
            eq(stockLevels.item_type, line.type),
            eq(stockLevels.item_id, line.id),
          ),
        )
        .for("update");
      const expected = level?.qty ?? 0;
      const price = items.get(itemKey(line.type, line.id))!.price;
      lines.push({
        item_type: line.type,
        item_id: line.id,
        expected,
        counted: line.qty,
        cost_cents: costCents(line.qty - expected, price),
      });
    }
    const [count] = await tx
      .insert(stockCounts)
      .values({
        local_id: localId,
        warehouse_id: warehouse.id,
        description: input.description ?? null,
        lines,
        user_id: userId,
      })
      .returning();
    for (const line of lines) {
      await moveStock(tx, {
        localId,
        warehouseId: warehouse.id,
        item_type: line.item_type,
        item_id: line.item_id,
        qty: line.counted - line.expected,
        cost_cents: line.cost_cents,
        reason: "count",
        count_id: count!.id,
        user_id: userId,
      });
    }
    return { ...count!, warehouse_uuid: warehouse.uuid };
  });
}
