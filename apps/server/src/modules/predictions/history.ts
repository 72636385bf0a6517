import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { localDay, type Period, rowsOf, soldLines, soldOrders } from "../reports/report-sql";
import { YEAR } from "./holt-winters";

/** A year and the weeks the yearly comparison and the backtest need around it. */
export const HISTORY_DAYS = YEAR + 36;

const DAY_MS = 86_400_000;

/** The calendar day `n` days after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Orders and collected cents per local day and hour, from the first day with a sale. */
export interface HourlyHistory {
  days: string[];
  orders: number[][];
  cents: number[][];
}

const emptyDay = () => new Array<number>(24).fill(0);

/** The period of the history: `HISTORY_DAYS` local days up to `lastDay` (yesterday). */
export function historyPeriod(localId: number, timeZone: string, lastDay: string): Period {
  return { localId, from: addDays(lastDay, 1 - HISTORY_DAYS), to: lastDay, timeZone };
}

/** Leading days before the first sale are not history: the local was not selling yet. */
function firstIndex(all: readonly string[], first: string | undefined): number {
  return first === undefined ? all.length : all.indexOf(first);
}

export async function hourlyHistory(db: Db, p: Period): Promise<HourlyHistory> {
  const rows = await rowsOf<{ day: string; hour: number; orders: number; cents: string | number }>(
    db,
    sql`select ${localDay(sql`o.closed_at`, p)} as day,
               extract(hour from o.closed_at at time zone ${p.timeZone})::int as hour,
               count(*)::int as orders, coalesce(sum(o.collected), 0)::bigint as cents
          from (${soldOrders(p)}) o group by 1, 2`,
    { planEachTime: true },
  );
  const all = daysBetween(p.from, p.to);
  const index = new Map(all.map((day, i) => [day, i]));
  const orders = all.map(emptyDay);
  const cents = all.map(emptyDay);
  let first: string | undefined;
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    (orders[i] as number[])[Number(row.hour)] = Number(row.orders);
    (cents[i] as number[])[Number(row.hour)] = Number(row.cents);
    if (first === undefined || row.day < first) first = row.day;
  }
  const start = firstIndex(all, first);
  return { days: all.slice(start), orders: orders.slice(start), cents: cents.slice(start) };
}

export interface ProductHistory {
  product_id: number;
  name: string;
  values: number[];
}

/** Units sold per product and local day; every product sold in the period, over the same days. */
export async function productHistory(
  db: Db,
  p: Period,
): Promise<{ days: string[]; products: ProductHistory[] }> {
  const rows = await rowsOf<{ day: string; product_id: number; name: string; qty: string | number }>(
    db,
    sql`select ${localDay(sql`l.closed_at`, p)} as day, l.product_id, min(l.name) as name, sum(l.qty)::float8 as qty
          from (${soldLines(p)}) l where l.product_id is not null group by 1, 2`,
    { planEachTime: true },
  );
  const all = daysBetween(p.from, p.to);
  const index = new Map(all.map((day, i) => [day, i]));
  const first = rows.reduce<string | undefined>(
    (min, row) => (min === undefined || row.day < min ? row.day : min),
    undefined,
  );
  const start = firstIndex(all, first);
  const days = all.slice(start);
  const byProduct = new Map<number, ProductHistory>();
  for (const row of rows) {
    const id = Number(row.product_id);
    let product = byProduct.get(id);
    if (!product) {
      product = { product_id: id, name: row.name, values: new Array<number>(days.length).fill(0) };
      byProduct.set(id, product);
    }
    product.values[(index.get(row.day) as number) - start] = Number(row.qty);
  }
  return { days, products: [...byProduct.values()] };
}

/** One basket per sold order of the period: its products, each once, ascending. */
export async function baskets(
  db: Db,
  p: Period,
): Promise<{ baskets: number[][]; names: Map<number, string> }> {
  const rows = await rowsOf<{ request_id: number; product_id: number; name: string }>(
    db,
    sql`select l.request_id, l.product_id, min(l.name) as name
          from (${soldLines(p)}) l where l.product_id is not null
         group by 1, 2 order by 1, 2`,
    { planEachTime: true },
  );
  const result: number[][] = [];
  const names = new Map<number, string>();
  let current = -1;
  for (const row of rows) {
    const id = Number(row.product_id);
    if (!names.has(id)) names.set(id, row.name);
    if (Number(row.request_id) !== current) {
      current = Number(row.request_id);
      result.push([]);
    }
    (result[result.length - 1] as number[]).push(id);
  }
  return { baskets: result, names };
}
