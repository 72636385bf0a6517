import type { InformationDimension } from "@comanda/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, localDay, localMonth, type Period, rowsOf } from "./report-sql";
import { summaryRows } from "./report-summaries";

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

/**
 * An informe's rows: the summary rows (`o`) summed per `bucket` (a column or a cheap
 * expression), then keyed, named and ordered per group (`g`). Formatting a date or joining a
 * name once per group instead of once per summary row: a year holds ~16,000 rows of orders
 * per day, channel and hour, and formatting each cost more than the sums.
 */
function grouped(
  source: SQL,
  bucket: SQL,
  figures: SQL,
  {
    key = sql`g.bucket`,
    name = key,
    join = sql``,
    order = sql`g.bucket`,
  }: Partial<Record<"key" | "name" | "join" | "order", SQL>> = {},
): SQL {
  return sql`select ${key} as key, ${name} as name, g.count, g.qty, g.total
               from (select ${bucket} as bucket, ${figures} from (${source}) o group by 1) g ${join}
              order by ${order}`;
}

const asDay = sql`to_char(g.bucket, 'YYYY-MM-DD')`;
const asMonth = sql`to_char(g.bucket, 'YYYY-MM')`;
const monthOf = sql`date_trunc('month', o.day::timestamp)`;

/** Orders: how many and what was collected. */
const ORDERS = sql`sum(o.orders)::int as count, null::float8 as qty, coalesce(sum(o.collected), 0)::float8 as total`;
/** Lines: the orders with such a line (`count`), the units and what they came to. */
const lines = (count: SQL) =>
  sql`sum(${count})::int as count, sum(o.qty)::float8 as qty, sum(o.total)::float8 as total`;
/** …and the name the lines were sold under (products and options keep it in their summary). */
const namedLines = (count: SQL) => sql`${lines(count)}, min(o.name) as label`;

function expensesBy(p: Period, bucket: SQL): SQL {
  return sql`select ${bucket} as key, ${bucket} as name, count(*)::int as count, null::float8 as qty,
                    sum(importe)::float8 as total
               from expenses where local_id = ${p.localId} and deleted_at is null and ${inPeriod(sql`created_at`, p)}
              group by 1, 2 order by 1`;
}

/** The informes of the expenses: they read the expenses themselves, not the sales' summaries. */
export type ExpenseDimension = Extract<InformationDimension, "expenses_day" | "expenses_month">;
export const isExpenseDimension = (dimension: InformationDimension): dimension is ExpenseDimension =>
  dimension === "expenses_day" || dimension === "expenses_month";

export function expensesInformationQuery(dimension: ExpenseDimension, p: Period): SQL {
  return expensesBy(p, (dimension === "expenses_day" ? localDay : localMonth)(sql`created_at`, p));
}

/** An informe of the sales, read from the daily summaries. */
export function salesInformationQuery(
  dimension: Exclude<InformationDimension, ExpenseDimension>,
  p: Period,
): SQL {
  const orders = (by: "day" | "kind") => summaryRows("orders", p, [by, "orders", "collected"]);
  const people = (by: "client_id" | "worker_id") => summaryRows("people", p, [by, "orders", "collected"]);
  /** A figure of the orders per day or month: the orders where it is not zero, and its sum. */
  const figure = (
    bucket: "day" | "month",
    count: "discounted_orders" | "tipped_orders",
    sum: "discounts" | "tips",
  ) =>
    grouped(
      summaryRows("orders", p, ["day", count, sum]),
      bucket === "day" ? sql`o.day` : monthOf,
      sql`sum(${sql.raw(`o.${count}`)})::int as count, null::float8 as qty,
          coalesce(sum(${sql.raw(`o.${sum}`)}), 0)::float8 as total`,
      { key: bucket === "day" ? asDay : asMonth },
    );
  switch (dimension) {
    case "month":
      return grouped(orders("day"), monthOf, ORDERS, { key: asMonth });
    case "day":
      return grouped(orders("day"), sql`o.day`, ORDERS, { key: asDay });
    case "order_type":
      return grouped(orders("kind"), sql`o.kind`, ORDERS);
    case "client":
      return grouped(people("client_id"), sql`o.client_id`, ORDERS, {
        name: personName("c"),
        join: sql`left join clients c on c.id = g.bucket`,
      });
    case "employee":
      return grouped(people("worker_id"), sql`o.worker_id`, ORDERS, {
        name: personName("u"),
        join: sql`left join users u on u.id = g.bucket`,
      });
    case "local":
      return grouped(summaryRows("orders", p, ["orders", "collected"]), sql`${p.localId}::int`, ORDERS, {
        name: sql`lo.name`,
        join: sql`join locals lo on lo.id = g.bucket`,
      });
    case "payment_method":
      return grouped(
        summaryRows("payments", p, ["method", "payments", "amount"]),
        sql`o.method`,
        sql`sum(o.payments)::int as count, null::float8 as qty, sum(o.amount)::float8 as total`,
      );
    case "product":
      return grouped(
        summaryRows("products", p, ["product_id", "name", "product_orders", "qty", "total"]),
        sql`o.product_id`,
        namedLines(sql`o.product_orders`),
        {
          name: sql`g.label`,
          order: sql`g.total desc, g.bucket`,
        },
      );
    case "category":
      return grouped(
        summaryRows("categories", p, ["category_id", "orders", "qty", "total"]),
        sql`o.category_id`,
        lines(sql`o.orders`),
        {
          name: sql`cat.name`,
          join: sql`left join categories cat on cat.id = g.bucket`,
          order: sql`g.total desc, g.bucket`,
        },
      );
    case "employee_product":
      return sql`select g.worker_id || '-' || coalesce(g.product_id::text, '') as key,
                        coalesce(${personName("u")}, '') || ' · ' || g.label as name, g.count, g.qty, g.total
                   from (select o.worker_id, o.product_id, ${namedLines(sql`o.product_orders`)}
                           from (${summaryRows("products", p, ["worker_id", "product_id", "name", "product_orders", "qty", "total"])}) o
                          group by 1, 2) g
                   left join users u on u.id = g.worker_id
                  order by g.total desc, 1`;
    case "modifier_option":
      return grouped(
        summaryRows("options", p, ["option_id", "name", "orders", "qty", "total"]),
        sql`o.option_id`,
        namedLines(sql`o.orders`),
        {
          name: sql`g.label`,
          order: sql`g.qty desc, g.bucket`,
        },
      );
    case "discounts_day":
      return figure("day", "discounted_orders", "discounts");
    case "discounts_month":
      return figure("month", "discounted_orders", "discounts");
    case "tips_day":
      return figure("day", "tipped_orders", "tips");
    case "tips_month":
      return figure("month", "tipped_orders", "tips");
  }
}

export async function information(db: Db, p: Period, dimension: InformationDimension, query: SQL) {
  const rows = await rowsOf<RawRow>(db, query);
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
