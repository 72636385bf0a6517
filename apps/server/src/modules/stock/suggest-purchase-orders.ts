import { calendarDayIn, type PurchaseLine, purchaseTotals, roundDecimals } from "@comanda/domain";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { nextSerial } from "./serials";
import { providers, purchaseOrders, purchases } from "./stock.schema";
import { listLevels } from "./stock-queries";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Issue 30 "a suggested purchase order per provider from min_stock": every ingredient under its
 * minimum (in one warehouse, or all) is asked from the provider it was last bought from, enough
 * to reach its minimum again (rounded up to 2 decimals, in its own measure, at its current price).
 * One pending order per provider, in one transaction; ingredients never bought are named back.
 */
export async function suggestPurchaseOrders(
  db: Db,
  input: { localId: number; warehouseId?: number; timeZone: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const { results: under } = await listLevels(tx, input.localId, {
      item_type: "ingredient",
      warehouseId: input.warehouseId,
      below_min: true,
      page: 1,
      page_size: 1_000_000,
    });
    const received = await tx
      .select({ provider: purchases.provider_uuid, products: purchases.products })
      .from(purchases)
      .innerJoin(providers, and(eq(providers.uuid, purchases.provider_uuid), isNull(providers.deleted_at)))
      .where(and(eq(purchases.local_id, input.localId), isNotNull(purchases.received_at)))
      .orderBy(desc(purchases.received_at));
    const lastProvider = new Map<number, string>();
    for (const purchase of received) {
      for (const line of purchase.products) {
        if (line.ingredient !== undefined && !lastProvider.has(line.ingredient)) {
          lastProvider.set(line.ingredient, purchase.provider);
        }
      }
    }
    const byProvider = new Map<string, PurchaseLine[]>();
    const withoutProvider: string[] = [];
    for (const item of under) {
      const provider = lastProvider.get(item.id);
      if (!provider) {
        withoutProvider.push(item.name);
        continue;
      }
      const qty = Math.ceil(roundDecimals((item.min_stock - item.qty) * 100, 6)) / 100;
      if (qty <= 0) continue;
      const lines = byProvider.get(provider) ?? [];
      lines.push({ ingredient: item.id, qty, unit: item.unit, price: item.price, iva: 0 });
      byProvider.set(provider, lines);
    }
    const day = calendarDayIn(input.now, input.timeZone);
    const created = [];
    for (const [provider, lines] of byProvider) {
      const totals = purchaseTotals(lines);
      const [order] = await tx
        .insert(purchaseOrders)
        .values({
          local_id: input.localId,
          serial: await nextSerial(tx, input.localId, "stock_orders"),
          date: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
          provider_uuid: provider,
          iva: totals.iva_cents / 100,
          total_price: totals.total_cents / 100,
          products: lines,
          extras: { suggested: true },
        })
        .returning();
      created.push(order!);
    }
    return { created, without_provider: withoutProvider };
  });
}
