import { type DashboardBody, previousRange, weekBeforeRange } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, rowsOf } from "./report-sql";
import { summaryRows } from "./report-summaries";

/** A period's headline figures (decimals). */
export interface SalesTotals {
  sales: number;
  orders: number;
  covers: number;
  average_ticket: number;
  tips: number;
  discounts: number;
  invitations: number;
}

interface TotalsRow {
  sales: number;
  orders: number;
  covers: number;
  tips: number;
  discounts: number;
  invitations: number;
}

/** Average ticket: collected ÷ orders, rounded to the cent. */
const averageCents = (salesCents: number, orders: number) =>
  orders === 0 ? 0 : Math.round(salesCents / orders);

interface KindRow extends TotalsRow {
  kind: string;
}

function totalsOf(rows: readonly KindRow[]): SalesTotals {
  const add = (pick: (row: KindRow) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  const sales = add((row) => row.sales);
  const orders = add((row) => row.orders);
  return {
    sales: decimal(sales),
    orders,
    covers: add((row) => row.covers),
    average_ticket: decimal(averageCents(sales, orders)),
    tips: decimal(add((row) => row.tips)),
    discounts: decimal(add((row) => row.discounts)),
    invitations: decimal(add((row) => row.invitations)),
  };
}

/** A row of dashboard/sales' statement; a "method" row holds the method in `kind`, its amount in `sales`. */
type DashboardRow = KindRow & { part: "current" | "previous" | "method"; payments: number };

/**
 * dashboard/sales: the period against the previous equal one (or the same days a week before),
 * in one statement: the orders' summary is read once over both periods (they touch or overlap)
 * and summed per channel for each, and the payments per method are read beside it.
 */
export async function dashboardSales(db: Db, p: Period, compareTo: NonNullable<DashboardBody["compare_to"]>) {
  const other = compareTo === "previous_week" ? weekBeforeRange(p.from, p.to) : previousRange(p.from, p.to);
  const both = { ...p, from: other.from < p.from ? other.from : p.from };
  const figures = (period: { from: string; to: string }) => {
    const inIt = sql`o.day between ${period.from}::date and ${period.to}::date`;
    const sum = (column: string, type: "float8" | "int") =>
      sql`coalesce(sum(${sql.raw(`o.${column}`)}) filter (where ${inIt}), 0)::${sql.raw(type)}`;
    return sql`${sum("collected", "float8")} as sales, ${sum("orders", "int")} as orders, ${sum("covers", "int")} as covers,
               ${sum("tips", "float8")} as tips, ${sum("discounts", "float8")} as discounts,
               ${sum("invitations", "float8")} as invitations, count(*) filter (where ${inIt}) as present`;
  };
  const perKind = (period: { from: string; to: string }) =>
    sql`select kind, sales, orders, covers, tips, discounts, invitations
          from (select o.kind, ${figures(period)} from o group by o.kind) k where present > 0`;
  const rows = await rowsOf<DashboardRow>(
    db,
    sql`with o as materialized (
          ${summaryRows("orders", both, ["day", "kind", "collected", "orders", "covers", "tips", "discounts", "invitations"])})
        select 'current' as part, c.*, 0 as payments from (${perKind(p)}) c
        union all
        select 'previous', pr.*, 0 from (${perKind(other)}) pr
        union all
        select 'method', method, sum(amount)::float8, 0, 0, 0, 0, 0, sum(payments)::int
          from (${summaryRows("payments", p, ["method", "amount", "payments"])}) pa group by method
        order by 1, 2`,
  );
  const byChannel = rows.filter((row) => row.part === "current");
  return {
    date_from: p.from,
    date_to: p.to,
    compared: { date_from: other.from, date_to: other.to, compare_to: compareTo },
    current: totalsOf(byChannel),
    previous: totalsOf(rows.filter((row) => row.part === "previous")),
    by_channel: byChannel.map((row) => ({
      kind: row.kind,
      total: decimal(row.sales),
      orders: Number(row.orders),
    })),
    by_payment_method: rows
      .filter((row) => row.part === "method")
      .map((row) => ({
        method: row.kind,
        total: decimal(row.sales),
        payments: Number(row.payments),
      })),
  };
}

/** average_ticket: per local day, and for the whole period. */
export async function averageTicket(db: Db, p: Period) {
  const rows = await rowsOf<{ date: string; sales: number; orders: number }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, g.sales, g.orders
          from (select day, sum(collected)::float8 as sales, sum(orders)::int as orders
                  from (${summaryRows("orders", p, ["day", "collected", "orders"])}) o group by 1) g order by g.day`,
  );
  const sales = rows.reduce((sum, row) => sum + Number(row.sales), 0);
  const orders = rows.reduce((sum, row) => sum + Number(row.orders), 0);
  return {
    results: rows.map((row) => ({
      date: row.date,
      orders: Number(row.orders),
      sales: decimal(row.sales),
      average_ticket: decimal(averageCents(Number(row.sales), Number(row.orders))),
    })),
    average_ticket: decimal(averageCents(sales, orders)),
    sales: decimal(sales),
    orders,
  };
}

/**
 * hourly_billing: what was collected by hour of the local's day and by weekday (ISO: Monday 1),
 * both from one read of the orders' summary (grouping sets).
 */
export async function hourlyBilling(db: Db, p: Period) {
  const rows = await rowsOf<{ hour: number | null; weekday: number | null; total: number; orders: number }>(
    db,
    sql`select hour, extract(isodow from day)::int as weekday, sum(collected)::float8 as total, sum(orders)::int as orders
          from (${summaryRows("orders", p, ["day", "hour", "collected", "orders"])}) o
         group by grouping sets ((hour), (extract(isodow from day)))`,
  );
  const byHour = rows.filter((row) => row.hour !== null);
  const byWeekday = rows.filter((row) => row.weekday !== null);
  const hours = new Map(byHour.map((row) => [Number(row.hour), row]));
  const days = new Map(byWeekday.map((row) => [Number(row.weekday), row]));
  return {
    by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      total: decimal(hours.get(hour)?.total),
      orders: Number(hours.get(hour)?.orders ?? 0),
    })),
    by_weekday: Array.from({ length: 7 }, (_, index) => ({
      weekday: index + 1,
      total: decimal(days.get(index + 1)?.total),
      orders: Number(days.get(index + 1)?.orders ?? 0),
    })),
  };
}

interface ProductRow {
  product_id: number | null;
  name: string;
  qty: number;
  total: number;
}

const WIDGET_PRODUCTS = 10;

/**
 * widgets: the best and worst sellers of the period (by units) and what is open now, in one
 * statement (the open orders on every row, or on one row without products when none sold).
 */
export async function widgets(db: Db, p: Period) {
  const rows = await rowsOf<ProductRow & { tables: number; orders: number; open_total: number }>(
    db,
    sql`select x.tables, x.orders, x.open_total, l.*
          from (select count(*) filter (where kind = 'local')::int as tables, count(*)::int as orders,
                       coalesce(sum(total_cents), 0)::float8 as open_total
                  from requests where local_id = ${p.localId} and status in ('required', 'solicitado')) x
          left join lateral (
            select product_id, min(name) as name, sum(qty)::float8 as qty, sum(total)::float8 as total
              from (${summaryRows("products", p, ["product_id", "name", "qty", "total"])}) l where product_id is not null
             group by product_id) l on true
         order by l.qty desc, l.total desc, l.product_id`,
  );
  const open = rows[0];
  const products = rows.filter((row) => row.product_id !== null);
  const present = (row: ProductRow) => ({
    product_id: row.product_id,
    name: row.name,
    qty: Number(row.qty),
    total: decimal(row.total),
  });
  return {
    top_products: products.slice(0, WIDGET_PRODUCTS).map(present),
    bottom_products: products.slice(-WIDGET_PRODUCTS).reverse().map(present),
    open_tables: Number(open?.tables ?? 0),
    open_orders: Number(open?.orders ?? 0),
    open_total: decimal(open?.open_total),
  };
}

/**
 * The dashboard's expenses: paid and pending expenses of the period and the other takings, in
 * one statement (the takings on a row of their own, `status` null).
 */
export async function dashboardExpenses(db: Db, p: Period) {
  const rows = await rowsOf<{ method: string | null; status: string | null; total: number; count: number }>(
    db,
    sql`select payed_with as method, status, sum(importe)::float8 as total, count(*)::int as count
          from expenses where local_id = ${p.localId} and deleted_at is null
           and ${inPeriod(sql`created_at`, p)}
         group by 1, 2
        union all
        select null, null, coalesce(sum(amount), 0)::float8, count(*)::int
          from economic_subscriptions where local_id = ${p.localId} and deleted_at is null
           and ${inPeriod(sql`created_at`, p)}
         order by 1, 2`,
  );
  const byMethod = rows.filter((row) => row.status !== null);
  const subscriptions = rows.find((row) => row.status === null);
  const sum = (rows: typeof byMethod) => rows.reduce((total, row) => total + Number(row.total), 0);
  return {
    expenses: decimal(sum(byMethod)),
    expenses_payed: decimal(sum(byMethod.filter((row) => row.status === "payed"))),
    expenses_pending: decimal(sum(byMethod.filter((row) => row.status === "pending"))),
    by_method: byMethod.map((row) => ({
      method: row.method,
      status: row.status,
      total: decimal(row.total),
      count: Number(row.count),
    })),
    subscriptions: decimal(subscriptions?.total),
    subscriptions_count: Number(subscriptions?.count ?? 0),
  };
}
