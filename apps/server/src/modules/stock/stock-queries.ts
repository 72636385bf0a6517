import type { StockItemType } from "@comanda/domain";
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { ingredients, products } from "../menu/menu.schema";
import { stockCounts, stockLevels, stockMovements, warehouses } from "./stock.schema";
import { itemKey, loadItems } from "./stock-items";

export interface LevelFilter {
  item_type: StockItemType;
  /** One warehouse; all of them added together when left out. */
  warehouseId?: number;
  search?: string;
  below_min?: boolean;
  page: number;
  page_size: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Spec "stock and stock_product": every live ingredient (or product) with what the warehouse
 * holds of it (0 when nothing moved yet), its minimum and whether it is under it.
 */
export async function listLevels(db: Db, localId: number, filter: LevelFilter) {
  const table = filter.item_type === "ingredient" ? ingredients : products;
  const price = filter.item_type === "ingredient" ? ingredients.price : products.purchase_price;
  const qty = sql<string>`coalesce(sum(${stockLevels.qty}), 0)`;
  const conditions: SQL[] = [eq(table.local_id, localId), isNull(table.deleted_at)];
  if (filter.search) conditions.push(ilike(table.name, `%${escapeLike(filter.search)}%`));
  const rows = await db
    .select({ id: table.id, name: table.name, unit: table.unit, price, min_stock: table.min_stock, qty })
    .from(table)
    .leftJoin(
      stockLevels,
      and(
        eq(stockLevels.local_id, localId),
        eq(stockLevels.item_type, filter.item_type),
        eq(stockLevels.item_id, table.id),
        filter.warehouseId === undefined ? undefined : eq(stockLevels.warehouse_id, filter.warehouseId),
      ),
    )
    .where(and(...conditions))
    .groupBy(table.id)
    .orderBy(asc(table.name), asc(table.id));
  const all = rows
    .map((row) => {
      const level = Number(row.qty);
      return {
        item_type: filter.item_type,
        id: row.id,
        name: row.name,
        unit: row.unit,
        qty: level,
        min_stock: row.min_stock,
        price: row.price,
        below_min: level < row.min_stock,
        value: Math.round(level * row.price * 100) / 100,
      };
    })
    .filter((row) => !filter.below_min || row.below_min);
  const start = (filter.page - 1) * filter.page_size;
  return { results: all.slice(start, start + filter.page_size), total: all.length };
}

export interface MovementFilter {
  warehouseId?: number;
  item_type?: StockItemType;
  item_id?: number;
  reason?: string;
  request_id?: number;
  purchase_id?: number;
  page: number;
  page_size: number;
}

/** The movements, newest first, each with its item's name and measure and its warehouse. */
export async function listMovements(db: Db, localId: number, filter: MovementFilter) {
  const conditions: SQL[] = [eq(stockMovements.local_id, localId)];
  if (filter.warehouseId !== undefined) conditions.push(eq(stockMovements.warehouse_id, filter.warehouseId));
  if (filter.item_type) conditions.push(eq(stockMovements.item_type, filter.item_type));
  if (filter.item_id !== undefined) conditions.push(eq(stockMovements.item_id, filter.item_id));
  if (filter.reason) conditions.push(sql`${stockMovements.reason} = ${filter.reason}`);
  if (filter.request_id !== undefined) conditions.push(eq(stockMovements.request_id, filter.request_id));
  if (filter.purchase_id !== undefined) conditions.push(eq(stockMovements.purchase_id, filter.purchase_id));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(stockMovements).where(where);
  const rows = await db
    .select({ movement: stockMovements, warehouse_uuid: warehouses.uuid, warehouse: warehouses.name })
    .from(stockMovements)
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouse_id))
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size);
  const items = await loadAnyItems(
    db,
    localId,
    rows.map((row) => row.movement),
  );
  return {
    total: total?.n ?? 0,
    results: rows.map(({ movement, warehouse_uuid, warehouse }) => {
      const item = items.get(itemKey(movement.item_type, movement.item_id));
      return {
        id: movement.id,
        created_at: movement.created_at,
        reason: movement.reason,
        item_type: movement.item_type,
        item_id: movement.item_id,
        name: item?.name ?? "",
        unit: item?.unit ?? "ud",
        qty: movement.qty,
        cost: movement.cost_cents / 100,
        request_id: movement.request_id,
        purchase_id: movement.purchase_id,
        count_id: movement.count_id,
        warehouse_uuid,
        warehouse,
      };
    }),
  };
}

/** Names for movements and counts, deleted items included (their history stays readable). */
async function loadAnyItems(
  db: Db,
  localId: number,
  rows: ReadonlyArray<{ item_type: StockItemType; item_id: number }>,
) {
  return loadItems(
    db,
    localId,
    {
      ingredients: rows.filter((row) => row.item_type === "ingredient").map((row) => row.item_id),
      products: rows.filter((row) => row.item_type === "product").map((row) => row.item_id),
    },
    { withDeleted: true },
  );
}

export async function listCounts(db: Db, localId: number, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(stockCounts).where(eq(stockCounts.local_id, localId));
  const rows = await db
    .select({ count: stockCounts, warehouse_uuid: warehouses.uuid, warehouse: warehouses.name })
    .from(stockCounts)
    .innerJoin(warehouses, eq(warehouses.id, stockCounts.warehouse_id))
    .where(eq(stockCounts.local_id, localId))
    .orderBy(desc(stockCounts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items = await loadAnyItems(
    db,
    localId,
    rows.flatMap((row) => row.count.lines),
  );
  return {
    total: total?.n ?? 0,
    results: rows.map(({ count: row, warehouse_uuid, warehouse }) => ({
      id: row.id,
      created_at: row.created_at,
      description: row.description,
      warehouse_uuid,
      warehouse,
      lines: row.lines.map((line) => ({
        ...line,
        name: items.get(itemKey(line.item_type, line.item_id))?.name ?? "",
        unit: items.get(itemKey(line.item_type, line.item_id))?.unit ?? "ud",
        difference: Math.round((line.counted - line.expected) * 1e6) / 1e6,
        cost: line.cost_cents / 100,
      })),
    })),
  };
}

/**
 * The variance report (issue 30): per ingredient and period, the theoretical consumption
 * (what the sales' recipes took) against the actual one (theoretical plus what the counts found
 * missing), in the ingredient's measure and in money at the movements' cost.
 */
export async function varianceReport(
  db: Db,
  localId: number,
  range: { from: string; to: string; timeZone: string; warehouseId?: number },
) {
  const rows = await db
    .select({
      item: stockMovements.item_id,
      sold: sql<string>`coalesce(sum(${stockMovements.qty}) filter (where ${stockMovements.reason} = 'sale'), 0)`,
      sold_cents: sql<string>`coalesce(sum(${stockMovements.cost_cents}) filter (where ${stockMovements.reason} = 'sale'), 0)`,
      counted: sql<string>`coalesce(sum(${stockMovements.qty}) filter (where ${stockMovements.reason} = 'count'), 0)`,
      counted_cents: sql<string>`coalesce(sum(${stockMovements.cost_cents}) filter (where ${stockMovements.reason} = 'count'), 0)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.local_id, localId),
        eq(stockMovements.item_type, "ingredient"),
        gte(stockMovements.created_at, sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`),
        lt(
          stockMovements.created_at,
          sql`((${range.to}::date + 1)::timestamp) at time zone ${range.timeZone}`,
        ),
        range.warehouseId === undefined ? undefined : eq(stockMovements.warehouse_id, range.warehouseId),
      ),
    )
    .groupBy(stockMovements.item_id);
  const items = await loadAnyItems(
    db,
    localId,
    rows.map((row) => ({ item_type: "ingredient" as const, item_id: row.item })),
  );
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  return rows
    .map((row) => {
      const theoretical = round6(-Number(row.sold));
      const actual = round6(theoretical - Number(row.counted));
      const theoreticalCents = -Number(row.sold_cents);
      const actualCents = theoreticalCents - Number(row.counted_cents);
      const item = items.get(itemKey("ingredient", row.item));
      return {
        id: row.item,
        name: item?.name ?? "",
        unit: item?.unit ?? "ud",
        theoretical,
        actual,
        variance: round6(actual - theoretical),
        theoretical_cost: theoreticalCents / 100,
        actual_cost: actualCents / 100,
        variance_cost: (actualCents - theoreticalCents) / 100,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
