import type { InformationDimension } from "@comanda/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, localDay, localMonth, type Period, rowsOf } from "./report-sql";
import { type SummaryPeriod, summaryRows } from "./report-summaries";

/**
 * Informes (spec §7 informations/*): one table per dimension, each row a group with how many
 * (orders, payments, lines or expenses), the units where it has them, and the money.
 * Order figures are what was collected; product figures what the lines came to.
 */
export interface InformationRow extends Record<string, unknown> {
  key: string;
  name: string;
  count: number;
  qty: number | null;
  total: number;
}

interface RawRow {
  key: string | number | null;
  name: string | null;
  count: number;
  qty: number | null;
  total: number;
}

const personName = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

/** Orders per group: how many and what was collected. */
function ordersBy(
  p: SummaryPeriod,
  summary: "orders" | "people",
  key: SQL,
  name: SQL,
  join: SQL = sql``,
): SQL {
  return sql`select ${key} as key, ${name} as name, sum(o.orders)::int as count, null::float8 as qty,
                    coalesce(sum(o.collected), 0)::float8 as total
               from (${summaryRows(summary, p)}) o ${join} group by 1, 2 order by 1`;
}

/** A figure of the orders per day or month: the orders where it is not zero, and its sum. */
function ordersFigureBy(p: SummaryPeriod, bucket: SQL, count: SQL, figure: SQL): SQL {
  return sql`select ${bucket} as key, ${bucket} as name, sum(${count})::int as count,
                    null::float8 as qty, coalesce(sum(${figure}), 0)::float8 as total
               from (${summaryRows("orders", p)}) o group by 1, 2 order by 1`;
}

/** Lines per group: the orders with such a line (`orders`), the units and what they came to. */
function linesBy(
  p: SummaryPeriod,
  summary: "products" | "categories" | "options",
  select: SQL,
  rest: SQL,
): SQL {
  return sql`select ${select}, sum(l.qty)::float8 as qty, sum(l.total)::float8 as total
               from (${summaryRows(summary, p)}) l ${rest}`;
}

function expensesBy(p: Period, bucket: SQL): SQL {
  return sql`select ${bucket} as key, ${bucket} as name, count(*)::int as count, null::float8 as qty,
                    sum(importe)::float8 as total
               from expenses where local_id = ${p.localId} and deleted_at is null and ${inPeriod(sql`created_at`, p)}
              group by 1, 2 order by 1`;
}

function queryOf(dimension: InformationDimension, p: SummaryPeriod): SQL {
  const day = sql`to_char(o.day, 'YYYY-MM-DD')`;
  const month = sql`to_char(o.day, 'YYYY-MM')`;
  switch (dimension) {
    case "month":
      return ordersBy(p, "orders", month, month);
    case "day":
      return ordersBy(p, "orders", day, day);
    case "order_type":
      return ordersBy(p, "orders", sql`o.kind`, sql`o.kind`);
    case "client":
      return ordersBy(
        p,
        "people",
        sql`o.client_id`,
        personName("c"),
        sql`left join clients c on c.id = o.client_id`,
      );
    case "employee":
      return ordersBy(
        p,
        "people",
        sql`o.worker_id`,
        personName("u"),
        sql`left join users u on u.id = o.worker_id`,
      );
    case "local":
      return ordersBy(p, "orders", sql`lo.id`, sql`lo.name`, sql`join locals lo on lo.id = ${p.localId}`);
    case "payment_method":
      return sql`select method as key, method as name, sum(payments)::int as count, null::float8 as qty,
                        sum(amount)::float8 as total
                   from (${summaryRows("payments", p)}) pa group by 1, 2 order by 1`;
    case "product":
      return linesBy(
        p,
        "products",
        sql`l.product_id as key, min(l.name) as name, sum(l.product_orders)::int as count`,
        sql`group by 1 order by 5 desc, 1`,
      );
    case "category":
      return linesBy(
        p,
        "categories",
        sql`l.category_id as key, cat.name as name, sum(l.orders)::int as count`,
        sql`left join categories cat on cat.id = l.category_id group by 1, 2 order by 5 desc, 1`,
      );
    case "employee_product":
      return linesBy(
        p,
        "products",
        sql`l.worker_id || '-' || coalesce(l.product_id::text, '') as key,
            coalesce(${personName("u")}, '') || ' · ' || min(l.name) as name, sum(l.product_orders)::int as count`,
        sql`left join users u on u.id = l.worker_id
            group by l.worker_id, l.product_id, u.first_name, u.last_name order by 5 desc, 1`,
      );
    case "modifier_option":
      return linesBy(
        p,
        "options",
        sql`l.option_id as key, min(l.name) as name, sum(l.orders)::int as count`,
        sql`group by l.option_id order by 4 desc, 1`,
      );
    case "expenses_day":
      return expensesBy(p, localDay(sql`created_at`, p));
    case "expenses_month":
      return expensesBy(p, localMonth(sql`created_at`, p));
    case "discounts_day":
      return ordersFigureBy(p, day, sql`o.discounted_orders`, sql`o.discounts`);
    case "discounts_month":
      return ordersFigureBy(p, month, sql`o.discounted_orders`, sql`o.discounts`);
    case "tips_day":
      return ordersFigureBy(p, day, sql`o.tipped_orders`, sql`o.tips`);
    case "tips_month":
      return ordersFigureBy(p, month, sql`o.tipped_orders`, sql`o.tips`);
  }
}

export async function information(db: Db, p: SummaryPeriod, dimension: InformationDimension) {
  const rows = await rowsOf<RawRow>(db, queryOf(dimension, p));
  const results: InformationRow[] = rows.map((row) => ({
    key: row.key === null ? "" : String(row.key),
    name: row.name ?? "",
    count: Number(row.count),
    qty: row.qty === null ? null : Number(row.qty),
    total: decimal(row.total),
  }));
  const sumCents = rows.reduce((total, row) => total + Number(row.total), 0);
  return {
    dimension,
    date_from: p.from,
    date_to: p.to,
    results,
    total: results.length,
    sum: decimal(sumCents),
  };
}
