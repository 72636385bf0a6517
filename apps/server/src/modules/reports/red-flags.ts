import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, rowsOf } from "./report-sql";
import { summaryRows } from "./report-summaries";

/**
 * What an owner checks by employee: orders voided (by whoever voided them), lines taken off
 * orders (by whoever removed them), discounts (on the orders each one took), invitations —
 * orders closed without payment, by whoever closed them, worth what was left unpaid — and
 * drawer openings without a sale. One statement, the employees' names joined to its rows.
 */
export async function redFlags(db: Db, p: Period) {
  const rows = await rowsOf<{
    user: number;
    kind: "voids" | "lines_removed" | "discounts" | "invitations" | "no_sale";
    count: number;
    total: number;
    name: string | null;
  }>(
    db,
    sql`select f.*, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name from (
        select invalidated_by as user, 'voids' as kind, count(*)::int as count, sum(total_cents)::float8 as total
          from requests where local_id = ${p.localId} and status = 'invalidated' and invalidated_by is not null
           and ${inPeriod(sql`invalidated_at`, p)} group by 1
        union all
        select li.deleted_by, 'lines_removed', count(*)::int, sum(round((li.unit_cents + li.options_cents) * li.qty))::float8
          from request_items li where li.local_id = ${p.localId} and li.deleted_by is not null
           and ${inPeriod(sql`li.deleted_at`, p)} group by 1
        union all
        select coalesce(worker_id, closed_by), 'discounts', sum(discounted_orders)::int, sum(discounts)::float8
          from (${summaryRows("people", p, ["worker_id", "closed_by", "discounted_orders", "discounts"])}) o
         where discounted_orders > 0 and coalesce(worker_id, closed_by) is not null
         group by 1
        union all
        select closed_by, 'invitations', sum(invitations)::int, sum(invitations_total)::float8
          from (${summaryRows("people", p, ["closed_by", "invitations", "invitations_total"])}) o where invitations > 0 and closed_by is not null group by 1
        union all
        select user_id, 'no_sale', count(*)::int, 0::float8
          from drawer_openings where local_id = ${p.localId} and reason = 'no_sale'
           and ${inPeriod(sql`created_at`, p)} group by 1) f
          left join users u on u.id = f.user and u.local_id = ${p.localId}`,
  );
  const nameOf = new Map(rows.map((row) => [Number(row.user), row.name ?? ""]));
  const empty = () => ({
    voids: 0,
    voids_total: 0,
    lines_removed: 0,
    lines_removed_total: 0,
    discounts: 0,
    discounts_total: 0,
    invitations: 0,
    invitations_total: 0,
    no_sale: 0,
  });
  const byUser = new Map<number, ReturnType<typeof empty>>();
  for (const row of rows) {
    const user = Number(row.user);
    const entry = byUser.get(user) ?? empty();
    entry[row.kind] = Number(row.count);
    if (row.kind !== "no_sale") entry[`${row.kind}_total`] = decimal(row.total);
    byUser.set(user, entry);
  }
  const results = [...byUser.entries()]
    .map(([user, figures]) => ({ user, name: nameOf.get(user) ?? "", ...figures }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user - b.user);
  return { results, total: results.length };
}
