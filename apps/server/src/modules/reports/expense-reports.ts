import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { decimal, inPeriod, type Period, rowsOf, soldLines } from "./report-sql";

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

/**
 * consumptions_report: what the sales consumed, by product and by category (the lines of the
 * orders closed in the period, invitations included: they left the kitchen too).
 */
export async function consumptionsReport(db: Db, p: Period) {
  const products = await rowsOf<{
    product_id: number | null;
    name: string;
    category: string | null;
    qty: number;
    total: number;
  }>(
    db,
    sql`select l.product_id, min(l.name) as name, min(c.name) as category, sum(l.qty)::float8 as qty,
               sum(l.total_cents)::float8 as total
          from (${soldLines(p)}) l left join categories c on c.id = l.category_id
         group by l.product_id order by 4 desc, 2`,
  );
  const categories = await rowsOf<{
    category_id: number | null;
    name: string | null;
    qty: number;
    total: number;
  }>(
    db,
    sql`select l.category_id, c.name, sum(l.qty)::float8 as qty, sum(l.total_cents)::float8 as total
          from (${soldLines(p)}) l left join categories c on c.id = l.category_id
         group by 1, 2 order by 3 desc, 2`,
  );
  return {
    products: products.map((row) => ({ ...row, qty: Number(row.qty), total: decimal(row.total) })),
    categories: categories.map((row) => ({ ...row, qty: Number(row.qty), total: decimal(row.total) })),
    units: products.reduce((total, row) => total + Number(row.qty), 0),
    sum: decimal(products.reduce((total, row) => total + Number(row.total), 0)),
  };
}
