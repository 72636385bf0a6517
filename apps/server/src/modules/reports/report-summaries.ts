import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import {
  dayList,
  inPeriod,
  localDay,
  type Period,
  type PeriodSql,
  paymentMethodSql,
  rowsOf,
  soldLines,
  soldOrders,
} from "./report-sql";

/**
 * The per-day summaries the reports read (decision "Reports read daily summaries"). Each
 * summary is defined once, below, as a query over the raw tables grouped by the local's day;
 * the same query fills the table for past days and answers, in the report's own snapshot, the
 * days that are not summarised there (today, days made stale by a later change, days in
 * another time zone), so a report is exact whatever state the summaries are in.
 */
export type Summary = "orders" | "people" | "payments" | "products" | "categories" | "options";

const day = (column: SQL, p: PeriodSql) => sql`(${localDay(column, p)})::date`;

const DEFINITIONS = {
  orders: {
    keys: ["day", "kind", "hour"],
    columns: [
      "day",
      "kind",
      "hour",
      "orders",
      "collected",
      "total",
      "tips",
      "discounts",
      "covers",
      "invitations",
      "discounted_orders",
      "tipped_orders",
    ],
    rows: (p) => sql`
      select ${day(sql`o.closed_at`, p)} as day, o.kind,
             extract(hour from o.closed_at at time zone ${p.timeZone})::int as hour, count(*)::int as orders,
             coalesce(sum(o.collected), 0)::numeric as collected, coalesce(sum(o.total_cents), 0)::numeric as total,
             coalesce(sum(o.tip_cents), 0)::numeric as tips, coalesce(sum(o.gross - o.total_cents), 0)::numeric as discounts,
             coalesce(sum(o.command_guests) filter (where o.kind = 'local'), 0)::int as covers,
             coalesce(sum(o.total_cents - o.collected) filter (where o.status = 'finished'), 0)::numeric as invitations,
             count(*) filter (where o.gross - o.total_cents <> 0)::int as discounted_orders,
             count(*) filter (where o.tip_cents <> 0)::int as tipped_orders
        from (${soldOrders(p)}) o group by 1, 2, 3`,
  },
  people: {
    keys: ["day", "worker_id", "client_id", "closed_by"],
    columns: [
      "day",
      "worker_id",
      "client_id",
      "closed_by",
      "orders",
      "collected",
      "discounts",
      "discounted_orders",
      "invitations",
      "invitations_total",
    ],
    rows: (p) => sql`
      select ${day(sql`o.closed_at`, p)} as day, o.worker_id, o.client_id, o.closed_by, count(*)::int as orders,
             coalesce(sum(o.collected), 0)::numeric as collected,
             coalesce(sum(o.gross - o.total_cents) filter (where o.gross > o.total_cents), 0)::numeric as discounts,
             count(*) filter (where o.gross > o.total_cents)::int as discounted_orders,
             count(*) filter (where o.status = 'finished')::int as invitations,
             coalesce(sum(o.total_cents - o.collected) filter (where o.status = 'finished'), 0)::numeric as invitations_total
        from (${soldOrders(p)}) o group by 1, 2, 3, 4`,
  },
  payments: {
    keys: ["day", "method"],
    columns: ["day", "method", "payments", "amount"],
    rows: (p) => sql`
      select ${day(sql`r.closed_at`, p)} as day, ${paymentMethodSql("pa")} as method, count(*)::int as payments,
             sum(pa.amount_cents)::numeric as amount
        from payments pa join requests r on r.id = pa.request_id
       where r.local_id = ${p.localId} and r.status in ('payed', 'finished') and r.closed_at is not null
         and ${inPeriod(sql`r.closed_at`, p)} and pa.restored_at is null
       group by 1, 2`,
  },
  products: {
    keys: ["day", "worker_id", "product_id", "category_id"],
    columns: [
      "day",
      "worker_id",
      "product_id",
      "category_id",
      "name",
      "orders",
      "product_orders",
      "qty",
      "total",
    ],
    // An order whose lines of one product carry different categories counts, for the product,
    // under its lowest category only (product_orders), so summing over categories stays exact.
    rows: (p) => sql`
      select l.day, l.worker_id, l.product_id, l.category_id, min(l.name) as name,
             count(distinct l.request_id)::int as orders,
             count(distinct l.request_id) filter (where l.first_category)::int as product_orders,
             sum(l.qty)::numeric as qty, sum(l.total_cents)::numeric as total
        from (select sl.*, ${day(sql`sl.closed_at`, p)} as day,
                     sl.category_id is not distinct from min(sl.category_id) over (partition by sl.request_id, sl.product_id) as first_category
                from (${soldLines(p)}) sl) l
       group by 1, 2, 3, 4`,
  },
  categories: {
    keys: ["day", "category_id"],
    columns: ["day", "category_id", "orders", "qty", "total"],
    rows: (p) => sql`
      select ${day(sql`l.closed_at`, p)} as day, l.category_id, count(distinct l.request_id)::int as orders,
             sum(l.qty)::numeric as qty, sum(l.total_cents)::numeric as total
        from (${soldLines(p)}) l group by 1, 2`,
  },
  options: {
    keys: ["day", "option_id"],
    columns: ["day", "option_id", "name", "orders", "qty", "total"],
    rows: (p) => sql`
      select ${day(sql`l.closed_at`, p)} as day, rio.option_id, min(rio.name) as name,
             count(distinct l.request_id)::int as orders, sum(rio.qty * l.qty)::numeric as qty,
             sum(round(rio.price_cents * rio.qty * l.qty))::numeric as total
        from (${soldLines(p)}) l join request_item_options rio on rio.request_item_id = l.id
       group by 1, 2`,
  },
} as const satisfies Record<
  Summary,
  { keys: readonly string[]; columns: readonly string[]; rows: (p: PeriodSql) => SQL }
>;

/** The columns of a summary (each summary row has them, stored or computed). */
export type SummaryColumn<S extends Summary> = (typeof DEFINITIONS)[S]["columns"][number];

const SUMMARIES = Object.keys(DEFINITIONS) as Summary[];
const listOf = (columns: readonly string[]) => sql.raw(columns.join(", "));
const ANALYZE_AFTER_DAYS = 28;
const tableOf = (summary: Summary) => sql.raw(`report_day_${summary}`);

/** The period restricted to some of its days (from the first to the last of them). */
const onDays = (p: Period, days: readonly string[]): Period => ({
  ...p,
  from: days[0] as string,
  to: days[days.length - 1] as string,
  days,
});

/**
 * The days of the period (only those before today in the local's zone with `pastOnly`) not
 * summarised in its time zone, as a query of one `day` column: never summarised, summarised in
 * another zone, or with a stale quarter hour.
 */
function unsummarisedDaysSql(p: Period, pastOnly: boolean): SQL {
  // Two range reads (the summarised days, the stale marks) rather than two probes per day: a
  // third of the cost over a year.
  const days = sql`(select d::date as day
                      from generate_series(${p.from}::timestamp, ${p.to}::timestamp, interval '1 day') d
                    except
                    select s.day from report_summary_days s
                     where s.local_id = ${p.localId} and s.day >= ${p.from}::date and s.day <= ${p.to}::date
                       and s.time_zone = ${p.timeZone})
                   union
                   select (x.slot at time zone ${p.timeZone})::date from report_stale_slots x
                    where x.local_id = ${p.localId} and ${inPeriod(sql`x.slot`, p)}`;
  return pastOnly
    ? sql`select day from (${days}) u where day < (now() at time zone ${p.timeZone})::date`
    : days;
}

/**
 * Summarises the period's past days that need it. One refresher per local at a time (an
 * advisory lock), so two never write the same day twice. A stale mark is removed before its
 * day is recomputed, so a change committed before sees itself counted; a writer holds a KEY
 * SHARE lock on its mark until it commits, and a mark so held is skipped, not waited for: it
 * stays, and its day stays unsummarised until a refresh after that commit. A change made after
 * the removal marks the day again (migration 0024), so no change is ever lost.
 */
export async function refreshSummaries(database: Db, p: Period): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_summaries'), ${p.localId})`);
    const days = (
      await rowsOf<{ day: string }>(
        tx,
        sql`select to_char(day, 'YYYY-MM-DD') as day from (${unsummarisedDaysSql(p, true)}) u order by 1`,
      )
    ).map((row) => row.day);
    if (days.length === 0) return;
    const q = onDays(p, days);
    // A mark held by a change still open is left (its day is read raw until a later refresh):
    // a refresher never waits for a writer, so neither a slow report nor a deadlock holds up an order.
    await tx.execute(
      sql`delete from report_stale_slots x
           where (x.local_id, x.slot) in (
             select y.local_id, y.slot from report_stale_slots y
              where y.local_id = ${p.localId} and ${inPeriod(sql`y.slot`, q)}
                for update skip locked)`,
    );
    for (const summary of SUMMARIES) {
      const { columns, rows } = DEFINITIONS[summary];
      await tx.execute(
        sql`delete from ${tableOf(summary)} where local_id = ${p.localId} and day = any(${dayList(days)}::date[])`,
      );
      await tx.execute(
        sql`insert into ${tableOf(summary)} (local_id, ${listOf(columns)})
            select ${p.localId}::int, ${listOf(columns)} from (${rows(q)}) s`,
      );
    }
    // Many days at once (the first report on a database, a new time zone): the planner needs
    // to know the tables grew, and PGlite has no autovacuum to tell it.
    if (days.length >= ANALYZE_AFTER_DAYS)
      for (const summary of SUMMARIES) await tx.execute(sql`analyze ${tableOf(summary)}`);
    await tx.execute(
      sql`insert into report_summary_days (local_id, day, time_zone)
          select ${p.localId}::int, d::date, ${p.timeZone} from unnest(${dayList(days)}) d
          on conflict (local_id, day) do update set time_zone = excluded.time_zone`,
    );
  });
}

/**
 * A summary's rows for the period, with the `columns` a report reads (all by default), summed
 * per the key columns among them (a name is the least of its rows'): the stored rows of its
 * summarised days and, computed from the raw tables, those of the rest, each summed on its own
 * side of the union. Which days are summarised is found by the statement itself (`raw_days`),
 * so a report is one statement, exact in its own snapshot whatever the summaries' state, and
 * needs no check first. Summing each side first keeps what crosses the union to a row per key
 * (a quarter holds ~20,000 rows of products per day, employee and category), and gives the
 * planner each side's own statistics, so a plan kept for any range still hashes the groups.
 * The raw days are a date[] computed once (an InitPlan), not a list cast in the filter of every row.
 */
export function summaryRows<S extends Summary>(
  summary: S,
  p: Period,
  columns: readonly SummaryColumn<S>[] = DEFINITIONS[summary].columns,
): SQL {
  const { rows, keys } = DEFINITIONS[summary];
  const grouping = columns.filter((column) => (keys as readonly string[]).includes(column));
  const figures = sql.raw(
    columns
      .map((column) =>
        grouping.includes(column) ? column : `${column === "name" ? "min" : "sum"}(${column}) as ${column}`,
      )
      .join(", "),
  );
  // Without keys the sums are one row, and none when no row was summed, as before the sums.
  const groupBy = sql.raw(grouping.length ? `group by ${grouping.join(", ")}` : "having count(*) > 0");
  const raw: PeriodSql = {
    localId: p.localId,
    timeZone: p.timeZone,
    from: sql`(select min(day) from raw_days)`,
    to: sql`(select max(day) from raw_days)`,
    days: sql`array(select to_char(day, 'YYYY-MM-DD') from raw_days)`,
  };
  return sql`with raw_days as materialized (${unsummarisedDaysSql(p, false)})
             select ${figures} from ${tableOf(summary)}
              where local_id = ${p.localId} and day >= ${p.from}::date and day <= ${p.to}::date
                and day <> all (array(select day from raw_days))
              ${groupBy}
             union all
             select ${figures} from (${rows(raw)}) r ${groupBy}`;
}
