import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, rowsOf } from "./report-sql";

const personName = sql.raw(
  `nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`,
);

/** expenses_report: every expense entered in the period (pending ones too), with the sums. */
export async function expensesReport(db: Db, p: Period) {
  const rows = await rowsOf<Record<string, unknown> & { importe: number; status: string }>(
    db,
    sql`select e.id, e.serial, e.importe, e.payed_with, e.description, e.status, e.user_id as user,
               ${personName} as user_name, e.box_report_id, e.created_at
          from expenses e left join users u on u.id = e.user_id
         where e.local_id = ${p.localId} and e.deleted_at is null and ${inPeriod(sql`e.created_at`, p)}
         order by e.created_at, e.id`,
  );
  const sum = (status?: string) =>
    rows
      .filter((row) => !status || row.status === status)
      .reduce((total, row) => total + Number(row.importe), 0);
  return {
    results: rows.map((row) => ({
      ...row,
      importe: decimal(row.importe),
      created_at: new Date(row.created_at as string).toISOString(),
    })),
    total: rows.length,
    sum: decimal(sum()),
    sum_payed: decimal(sum("payed")),
    sum_pending: decimal(sum("pending")),
  };
}

/** economic_subscriptions_report: the other takings of the period. */
export async function economicSubscriptionsReport(db: Db, p: Period) {
  const rows = await rowsOf<Record<string, unknown> & { amount: number }>(
    db,
    sql`select s.id, s.serial, s.amount, s.payment, s.credit_card, s.description, s.user_id as user,
               ${personName} as user_name, s.box_report_id, s.created_at
          from economic_subscriptions s left join users u on u.id = s.user_id
         where s.local_id = ${p.localId} and s.deleted_at is null and ${inPeriod(sql`s.created_at`, p)}
         order by s.created_at, s.id`,
  );
  return {
    results: rows.map((row) => ({
      ...row,
      amount: decimal(row.amount),
      created_at: new Date(row.created_at as string).toISOString(),
    })),
    total: rows.length,
    sum: decimal(rows.reduce((total, row) => total + Number(row.amount), 0)),
  };
}
