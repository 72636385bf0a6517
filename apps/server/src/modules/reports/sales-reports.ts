import type { ProductsReportBody, RequestsHistoriesBody } from "@comanda/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, paymentMethodSql, rowsOf } from "./report-sql";
import { summaryRows } from "./report-summaries";

type Paged = { page: number; page_size: number };

/**
 * sales/products_report: each product sold in the period (spec §3 "Sale/product report row":
 * frequency = units, price = what its lines came to after discounts), with the count of rows
 * and the sum of them all.
 */
export async function productsReport(db: Db, p: Period, body: ProductsReportBody & Paged) {
  // Within one category an order counts once per product; across categories, under one of them.
  const filtered = body.category !== undefined;
  const grouped = sql`select product_id, min(name) as name, min(category_id) as category_id,
                             sum(qty)::float8 as frequency,
                             sum(${sql.raw(filtered ? "orders" : "product_orders")})::int as orders,
                             sum(total)::float8 as price
                        from (${summaryRows("products", p, ["product_id", "name", "category_id", "qty", filtered ? "orders" : "product_orders", "total"])}) l
                       where ${filtered ? sql`category_id = ${body.category}` : sql`true`} group by product_id`;
  // One statement: the groups are summed once, for the page and for the sums of them all
  // (a page past the end still answers the sums, with no product: `listed` is null).
  const rows = await rowsOf<{
    listed: boolean | null;
    product_id: number | null;
    name: string;
    category: string | null;
    frequency: number;
    orders: number;
    price: number;
    total_rows: number;
    sum_price: number;
    units: number;
  }>(
    db,
    sql`with g as materialized (${grouped}),
             sums as (select count(*)::int as total_rows, coalesce(sum(price), 0)::float8 as sum_price,
                             coalesce(sum(frequency), 0)::float8 as units from g)
        select sums.*, page.* from sums left join lateral (
          select true as listed, g.*, c.name as category from g left join categories c on c.id = g.category_id
           order by g.price desc, g.name limit ${body.page_size} offset ${(body.page - 1) * body.page_size}) page on true
         order by page.price desc, page.name`,
  );
  const sums = rows[0];
  return {
    results: rows
      .filter((row) => row.listed)
      .map((row) => ({
        product_id: row.product_id,
        name: row.name,
        category: row.category ?? null,
        frequency: Number(row.frequency),
        orders: Number(row.orders),
        price: decimal(row.price),
      })),
    total: Number(sums?.total_rows ?? 0),
    sum: decimal(sums?.sum_price),
    units: Number(sums?.units ?? 0),
  };
}

/** sales/requests_sales: what was sold each local day of the period. */
export async function requestsSales(db: Db, p: Period) {
  const rows = await rowsOf<{
    date: string;
    orders: number;
    sales: number;
    tips: number;
    discounts: number;
    covers: number;
  }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, g.orders, g.sales, g.tips, g.discounts, g.covers
          from (select day, sum(orders)::int as orders, sum(collected)::float8 as sales, sum(tips)::float8 as tips,
                       sum(discounts)::float8 as discounts, sum(covers)::int as covers
                  from (${summaryRows("orders", p, ["day", "orders", "collected", "tips", "discounts", "covers"])}) o
                 group by 1) g order by g.day`,
  );
  const results = rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    covers: Number(row.covers),
    sales: decimal(row.sales),
    tips: decimal(row.tips),
    discounts: decimal(row.discounts),
  }));
  const cents = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    results,
    total: results.length,
    sum: decimal(cents((row) => row.sales)),
    orders: cents((row) => row.orders),
    tips: decimal(cents((row) => row.tips)),
    discounts: decimal(cents((row) => row.discounts)),
  };
}

/**
 * sales/requests_histories: every order of the period (created in it, whatever became of it),
 * filtered; closed ones by their closing day, the rest by the day they were opened.
 */
export async function requestsHistories(db: Db, p: Period, body: RequestsHistoriesBody & Paged) {
  // The expression of the index requests_local_history: the page is its first entries in order.
  const filters: SQL[] = [
    sql`r.local_id = ${p.localId}`,
    inPeriod(sql`coalesce(r.closed_at, r.created_at)`, p),
  ];
  if (body.kind) filters.push(sql`r.kind = ${body.kind}`);
  if (body.status) filters.push(sql`r.status = ${body.status}`);
  if (body.table) filters.push(sql`r.table_id = ${body.table}`);
  if (body.worker) filters.push(sql`r.worker_id = ${body.worker}`);
  if (body.client) filters.push(sql`r.client_id = ${body.client}`);
  if (body.product)
    filters.push(
      sql`exists (select 1 from request_items li where li.request_id = r.id and li.product_id = ${body.product} and li.deleted_at is null)`,
    );
  const where = sql.join(filters, sql` and `);
  const rows = await rowsOf<Record<string, unknown> & { id: number }>(
    db,
    sql`select r.id, r.serial, r.kind, r.status, r.total_cents, r.tip_cents, r.command_guests, r.created_at,
               r.closed_at, r.invalidated_at, r.table_id as table, t.name as table_name, r.worker_id as worker,
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as worker_name,
               r.client_id as client, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as client_name,
               coalesce((select sum(pa.amount_cents) from payments pa where pa.request_id = r.id and pa.restored_at is null), 0)::int as paid_cents
          from requests r
          left join tables t on t.id = r.table_id
          left join users u on u.id = r.worker_id
          left join clients c on c.id = r.client_id
         where ${where}
         order by coalesce(r.closed_at, r.created_at) desc, r.id desc
         limit ${body.page_size} offset ${(body.page - 1) * body.page_size}`,
  );
  const [sums] = await rowsOf<{ total: number; sum: number }>(
    db,
    sql`select count(*)::int as total, coalesce(sum(r.total_cents), 0)::float8 as sum from requests r where ${where}`,
  );
  return {
    results: rows.map(presentOrderRow),
    total: Number(sums?.total ?? 0),
    sum: decimal(sums?.sum),
  };
}

function presentOrderRow(row: Record<string, unknown>) {
  const { total_cents, tip_cents, paid_cents, worker_name, client_name, ...rest } = row;
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    ...rest,
    created_at: iso(row.created_at),
    closed_at: iso(row.closed_at),
    invalidated_at: iso(row.invalidated_at),
    worker_name: worker_name || null,
    client_name: client_name || null,
    total: decimal(total_cents as number),
    tip: decimal(tip_cents as number),
    paid: decimal(paid_cents as number),
  };
}

/** One order's whole history: lines (removed ones too), payments (restored ones too), events. */
export async function requestHistory(db: Db, localId: number, id: number) {
  const [order] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select r.id, r.serial, r.kind, r.status, r.total_cents, r.tip_cents, r.command_guests, r.created_at,
               r.closed_at, r.invalidated_at, r.table_id as table, t.name as table_name, r.worker_id as worker,
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as worker_name,
               r.client_id as client, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as client_name,
               coalesce((select sum(pa.amount_cents) from payments pa where pa.request_id = r.id and pa.restored_at is null), 0)::int as paid_cents
          from requests r
          left join tables t on t.id = r.table_id
          left join users u on u.id = r.worker_id
          left join clients c on c.id = r.client_id
         where r.id = ${id} and r.local_id = ${localId}`,
  );
  if (!order) return undefined;
  const lines = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, product_id as product, name, qty::float8 as qty, unit_cents, options_cents, total_cents,
               iva::float8 as iva, created_at, deleted_at
          from request_items where request_id = ${id} order by id`,
  );
  const payments = await rowsOf<Record<string, unknown>>(
    db,
    sql`select pa.id, pa.amount_cents, ${paymentMethodSql("pa")} as method, pa.payment_type, pa.is_closing,
               pa.created_at, pa.restored_at
          from payments pa where pa.request_id = ${id} order by pa.id`,
  );
  const events = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.id, e.action, e.from_status, e.to_status, e.user_id as user,
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as user_name,
               e.authorized_by, e.tpv_id as tpv, e.data, e.created_at
          from request_events e left join users u on u.id = e.user_id
         where e.request_id = ${id} order by e.id`,
  );
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    ...presentOrderRow(order),
    lines: lines.map(({ unit_cents, options_cents, total_cents, ...line }) => ({
      ...line,
      price: decimal(unit_cents as number),
      options: decimal(options_cents as number),
      importe: decimal(total_cents as number),
      created_at: iso(line.created_at),
      deleted_at: iso(line.deleted_at),
    })),
    payments: payments.map(({ amount_cents, ...payment }) => ({
      ...payment,
      amount: decimal(amount_cents as number),
      created_at: iso(payment.created_at),
      restored_at: iso(payment.restored_at),
    })),
    events: events.map((event) => ({
      ...event,
      user_name: event.user_name || null,
      created_at: iso(event.created_at),
    })),
  };
}
