import type { InformationDimension } from "@comanda/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import {
  decimal,
  inPeriod,
  localDay,
  localMonth,
  type Period,
  paymentMethodSql,
  rowsOf,
  soldLines,
  soldOrders,
} from "./report-sql";

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

function ordersBy(p: Period, key: SQL, name: SQL, join: SQL = sql``): SQL {
  return sql`select ${key} as key, ${name} as name, count(*)::int as count, null::float8 as qty,
                    coalesce(sum(o.collected), 0)::float8 as total
               from (${soldOrders(p)}) o ${join} group by 1, 2 order by 1`;
}

function linesBy(p: Period, key: SQL, name: SQL, join: SQL, groupBy: SQL): SQL {
  return sql`select ${key} as key, ${name} as name, count(distinct l.request_id)::int as count,
                    sum(l.qty)::float8 as qty, sum(l.total_cents)::float8 as total
               from (${soldLines(p)}) l ${join} group by ${groupBy} order by 5 desc, 1`;
}

function ordersFigureBy(p: Period, bucket: SQL, figure: SQL): SQL {
  return sql`select ${bucket} as key, ${bucket} as name, count(*) filter (where ${figure} <> 0)::int as count,
                    null::float8 as qty, coalesce(sum(${figure}), 0)::float8 as total
               from (${soldOrders(p)}) o group by 1, 2 order by 1`;
}

function expensesBy(p: Period, bucket: SQL): SQL {
  return sql`select ${bucket} as key, ${bucket} as name, count(*)::int as count, null::float8 as qty,
                    sum(importe)::float8 as total
               from expenses where local_id = ${p.localId} and deleted_at is null and ${inPeriod(sql`created_at`, p)}
              group by 1, 2 order by 1`;
}

function queryOf(dimension: InformationDimension, p: Period): SQL {
  const closedDay = localDay(sql`o.closed_at`, p);
  const closedMonth = localMonth(sql`o.closed_at`, p);
  switch (dimension) {
    case "month":
      return ordersBy(p, closedMonth, closedMonth);
    case "day":
      return ordersBy(p, closedDay, closedDay);
    case "order_type":
      return ordersBy(p, sql`o.kind`, sql`o.kind`);
    case "client":
      return ordersBy(p, sql`o.client_id`, personName("c"), sql`left join clients c on c.id = o.client_id`);
    case "employee":
      return ordersBy(p, sql`o.worker_id`, personName("u"), sql`left join users u on u.id = o.worker_id`);
    case "local":
      return ordersBy(p, sql`lo.id`, sql`lo.name`, sql`join locals lo on lo.id = ${p.localId}`);
    case "payment_method":
      return sql`select ${paymentMethodSql("pa")} as key, ${paymentMethodSql("pa")} as name, count(*)::int as count,
                        null::float8 as qty, sum(pa.amount_cents)::float8 as total
                   from payments pa join (${soldOrders(p)}) o on o.id = pa.request_id
                  where pa.restored_at is null group by 1, 2 order by 1`;
    case "product":
      return linesBy(p, sql`l.product_id`, sql`min(l.name)`, sql``, sql`1`);
    case "category":
      return linesBy(
        p,
        sql`l.category_id`,
        sql`cat.name`,
        sql`left join categories cat on cat.id = l.category_id`,
        sql`1, 2`,
      );
    case "employee_product":
      return sql`select l.worker_id || '-' || coalesce(l.product_id::text, '') as key,
                        coalesce(${personName("u")}, '') || ' · ' || min(l.name) as name,
                        count(distinct l.request_id)::int as count, sum(l.qty)::float8 as qty,
                        sum(l.total_cents)::float8 as total
                   from (${soldLines(p)}) l left join users u on u.id = l.worker_id
                  group by l.worker_id, l.product_id, u.first_name, u.last_name order by 5 desc, 1`;
    case "modifier_option":
      return sql`select rio.option_id as key, min(rio.name) as name, count(distinct l.request_id)::int as count,
                        sum(rio.qty * l.qty)::float8 as qty, sum(round(rio.price_cents * rio.qty * l.qty))::float8 as total
                   from (${soldLines(p)}) l join request_item_options rio on rio.request_item_id = l.id
                  group by rio.option_id order by 4 desc, 1`;
    case "expenses_day":
      return expensesBy(p, localDay(sql`created_at`, p));
    case "expenses_month":
      return expensesBy(p, localMonth(sql`created_at`, p));
    case "discounts_day":
      return ordersFigureBy(p, closedDay, sql`(o.gross - o.total_cents)`);
    case "discounts_month":
      return ordersFigureBy(p, closedMonth, sql`(o.gross - o.total_cents)`);
    case "tips_day":
      return ordersFigureBy(p, closedDay, sql`o.tip_cents`);
    case "tips_month":
      return ordersFigureBy(p, closedMonth, sql`o.tip_cents`);
  }
}

export async function information(db: Db, p: Period, dimension: InformationDimension) {
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
