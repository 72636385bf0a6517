import type { StockItemType, StockReportRow } from "@comanda/domain";
import { roundStock } from "@comanda/domain";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal } from "../reports/report-sql";
import { stockMovements } from "./stock.schema";
import { itemKey, loadItems } from "./stock-items";

export interface StockReportPeriod {
  localId: number;
  /** Calendar days of the local, both included. */
  from: string;
  to: string;
  timeZone: string;
  warehouseId?: number;
}

/**
 * The stock report of the reports section (spec §2 "Report types: stock"; issue 30 point 7),
 * read from the movements alone: per item, what the warehouses held when the period began,
 * what purchases brought in, what the sales took out (net of what invalidations gave back),
 * what counts corrected, and what was left at its end — in the item's measure and, for what
 * moved, at the cost the movements were posted at. The closing value is at today's price.
 */
export async function stockReport(db: Db, p: StockReportPeriod) {
  const start = sql`((${p.from}::date)::timestamp at time zone ${p.timeZone})`;
  const end = sql`((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`;
  const inPeriod = (reason: string): SQL =>
    sql`${stockMovements.created_at} >= ${start} and ${stockMovements.reason} = ${reason}`;
  const sumQty = (filter: SQL) =>
    sql<string>`coalesce(sum(${stockMovements.qty}) filter (where ${filter}), 0)`;
  const sumCents = (filter: SQL) =>
    sql<string>`coalesce(sum(${stockMovements.cost_cents}) filter (where ${filter}), 0)`;
  const rows = await db
    .select({
      item_type: stockMovements.item_type,
      item_id: stockMovements.item_id,
      opening: sumQty(sql`${stockMovements.created_at} < ${start}`),
      purchased: sumQty(inPeriod("purchase")),
      purchased_cents: sumCents(inPeriod("purchase")),
      sold: sumQty(inPeriod("sale")),
      sold_cents: sumCents(inPeriod("sale")),
      counted: sumQty(inPeriod("count")),
      counted_cents: sumCents(inPeriod("count")),
      closing: sql<string>`coalesce(sum(${stockMovements.qty}), 0)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.local_id, p.localId),
        lt(stockMovements.created_at, end),
        p.warehouseId === undefined ? undefined : eq(stockMovements.warehouse_id, p.warehouseId),
      ),
    )
    .groupBy(stockMovements.item_type, stockMovements.item_id);
  const ids = (type: StockItemType) => rows.filter((row) => row.item_type === type).map((row) => row.item_id);
  const items = await loadItems(
    db,
    p.localId,
    { ingredients: ids("ingredient"), products: ids("product") },
    { withDeleted: true },
  );
  const results: StockReportRow[] = rows
    .map((row) => {
      const item = items.get(itemKey(row.item_type, row.item_id));
      const closing = roundStock(Number(row.closing));
      return {
        item_type: row.item_type,
        id: row.item_id,
        name: item?.name ?? "",
        unit: item?.unit ?? "ud",
        opening: roundStock(Number(row.opening)),
        purchased: roundStock(Number(row.purchased)),
        purchased_cost: decimal(row.purchased_cents),
        // Sales are posted as negative movements; the report speaks of what went out.
        sold: roundStock(-Number(row.sold)),
        sold_cost: -decimal(row.sold_cents),
        counted: roundStock(Number(row.counted)),
        counted_cost: decimal(row.counted_cents),
        closing,
        closing_value: Math.round(closing * (item?.price ?? 0) * 100) / 100,
      };
    })
    // An item that held nothing and did not move in the period has nothing to report.
    .filter(
      (row) =>
        row.opening !== 0 || row.closing !== 0 || row.purchased !== 0 || row.sold !== 0 || row.counted !== 0,
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const total = (key: "purchased_cost" | "sold_cost" | "counted_cost" | "closing_value") =>
    Math.round(results.reduce((sum, row) => sum + row[key] * 100, 0)) / 100;
  return {
    results,
    total: results.length,
    sum: {
      purchased_cost: total("purchased_cost"),
      sold_cost: total("sold_cost"),
      counted_cost: total("counted_cost"),
      closing_value: total("closing_value"),
    },
  };
}
