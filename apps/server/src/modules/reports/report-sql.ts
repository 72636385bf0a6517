import { createHash } from "node:crypto";
import { SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/client";

/**
 * The pieces every report query shares. A period is the local's calendar days `from`…`to`
 * (both included): it starts at the local's midnight of `from` and ends at its midnight after
 * `to`, in the local's time zone, so a day of 23 or 25 hours (daylight saving) is one day.
 * Money is integer cents in SQL; the presenters turn it into the API's decimals.
 */
export interface Period extends PeriodSql {
  from: string;
  to: string;
  days?: readonly string[];
}

/**
 * A period as the SQL builders take it: its first and last day (`YYYY-MM-DD`) and, when
 * given, only these days of them (`YYYY-MM-DD`, a list or a text[] expression) — each as a
 * value or as an expression of the statement (the days a summary reads raw are found by the
 * statement itself).
 */
export interface PeriodSql {
  localId: number;
  from: string | SQL;
  to: string | SQL;
  timeZone: string;
  days?: readonly string[] | SQL;
}

/** A list of days as one parameter (both drivers pass a string the same way). */
export const dayList = (days: readonly string[]): SQL => sql`string_to_array(${days.join(",")}, ',')`;

export const periodStart = (p: PeriodSql): SQL =>
  sql`((${p.from}::date)::timestamp at time zone ${p.timeZone})`;
export const periodEnd = (p: PeriodSql): SQL =>
  sql`(((${p.to}::date + 1))::timestamp at time zone ${p.timeZone})`;

const daysOf = (days: readonly string[] | SQL): SQL => (days instanceof SQL ? days : dayList(days));

/** `column` (a timestamptz) falls in the period. */
export const inPeriod = (column: SQL, p: PeriodSql): SQL =>
  p.days
    ? sql`${column} >= ${periodStart(p)} and ${column} < ${periodEnd(p)} and ${localDay(column, p)} = any(${daysOf(p.days)})`
    : sql`${column} >= ${periodStart(p)} and ${column} < ${periodEnd(p)}`;

/** The local calendar day (`YYYY-MM-DD`) or month (`YYYY-MM`) of an instant. */
export const localDay = (column: SQL, p: Pick<PeriodSql, "timeZone">): SQL =>
  sql`to_char(${column} at time zone ${p.timeZone}, 'YYYY-MM-DD')`;
export const localMonth = (column: SQL, p: Pick<PeriodSql, "timeZone">): SQL =>
  sql`to_char(${column} at time zone ${p.timeZone}, 'YYYY-MM')`;

/** `r` is an order sold in the period. */
const soldIn = (p: PeriodSql): SQL =>
  sql`r.local_id = ${p.localId} and r.status in ('payed', 'finished') and r.closed_at is not null and ${inPeriod(sql`r.closed_at`, p)}`;

/**
 * The sold orders of the period: closed (paid, or closed without payment) in it, as the box
 * report counts them, with what was collected (payments not restored) and the goods before
 * discounts. An order belongs to the day its bill was closed. The sums are grouped joins over
 * the period's orders (hash joins), not a subquery per order: on a year of orders that was 4–10×
 * faster; PostgreSQL drops the join of a sum a query does not use.
 */
export const soldOrders = (p: PeriodSql): SQL => sql`
  select r.id, r.kind, r.status, r.total_cents, r.tip_cents, r.command_guests, r.closed_at,
         r.created_at, r.worker_id, r.client_id, r.closed_by, r.table_id, r.serial, r.credit_card,
         coalesce(paid.collected, 0)::int as collected, coalesce(goods.gross, 0)::int as gross
    from requests r
    left join (select pa.request_id, sum(pa.amount_cents) as collected
                 from payments pa join requests r on r.id = pa.request_id
                where ${soldIn(p)} and pa.restored_at is null group by pa.request_id) paid on paid.request_id = r.id
    left join (select li.request_id, sum(round((li.unit_cents + li.options_cents) * li.qty)) as gross
                 from request_items li join requests r on r.id = li.request_id
                where ${soldIn(p)} and li.deleted_at is null group by li.request_id) goods on goods.request_id = r.id
   where ${soldIn(p)}`;

/** The live lines of the period's sold orders. */
export const soldLines = (p: PeriodSql): SQL => sql`
  select li.id, li.request_id, li.product_id, li.name, li.qty, li.total_cents, li.category_id,
         r.worker_id, r.closed_at
    from request_items li
    join requests r on r.id = li.request_id
   where r.local_id = ${p.localId} and r.status in ('payed', 'finished') and r.closed_at is not null
     and ${inPeriod(sql`r.closed_at`, p)} and li.deleted_at is null`;

/** A payment row's method, as the domain's `paymentMethod` reads it. */
export const paymentMethodSql = (alias: string): SQL =>
  sql.raw(
    `case when ${alias}.payment_type in ('cash', 'credit_card', 'transfer') then ${alias}.payment_type when ${alias}.credit_card then 'credit_card' else 'cash' end`,
  );

const dialect = new PgDialect();
/**
 * Past this many statement texts, new ones run unnamed, so that a text made of unforeseen
 * inputs cannot grow every database connection's statement cache.
 */
const MAX_NAMED_STATEMENTS = 200;
const named = new Set<string>();

/**
 * The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). A report's
 * statement is prepared under a name taken from its text, so that each PostgreSQL connection
 * parses and plans it once: planning the union of summaries and raw days cost more than running
 * it (decision "Reports keep their plans"). PostgreSQL plans the first five calls for their own
 * values and keeps a generic plan only when it costs no more. `planEachTime` leaves a statement
 * unnamed, planned for its values every time: one whose best plan depends on how much it reads
 * (a year or a day of orders). PGlite has no statements kept between calls and plans each time.
 */
export async function rowsOf<T>(db: Db, query: SQL, { planEachTime = false } = {}): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  if (!planEachTime && named.size < MAX_NAMED_STATEMENTS) named.add(built.sql);
  const name =
    !planEachTime && named.has(built.sql)
      ? `report_${createHash("sha1").update(built.sql).digest("hex").slice(0, 20)}`
      : undefined;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

export const decimal = (cents: number | string | null | undefined): number => Number(cents ?? 0) / 100;
