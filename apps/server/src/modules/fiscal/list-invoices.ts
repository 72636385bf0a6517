import type { InvoiceRecordView, InvoiceStatus } from "@comanda/domain";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { invoiceRecords, invoiceSubmissions } from "./fiscal.schema";
import { findFiscalConfig } from "./fiscal-config";
import { invoiceRecordView } from "./invoice-views";

export interface InvoiceFilter {
  status?: InvoiceStatus | undefined;
  /** Calendar days (YYYY-MM-DD) of the local's time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The conditions of a period of the local's days, on the records' creation instant (indexed). */
export function periodConditions(filter: InvoiceFilter, timezone: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from)
    conditions.push(
      gte(invoiceRecords.created_at, sql`(${filter.from}::date::timestamp at time zone ${timezone})`),
    );
  if (filter.to)
    conditions.push(
      lt(invoiceRecords.created_at, sql`((${filter.to}::date + 1)::timestamp at time zone ${timezone})`),
    );
  return conditions;
}

/** The invoices screen: newest first, filtered by status and period. */
export async function listInvoices(
  db: Db,
  localId: number,
  timezone: string,
  filter: InvoiceFilter & { page: number; page_size: number },
): Promise<{ results: InvoiceRecordView[]; total: number }> {
  const where = and(
    eq(invoiceRecords.local_id, localId),
    ...(filter.status ? [eq(invoiceSubmissions.status, filter.status)] : []),
    ...periodConditions(filter, timezone),
  );
  const [rows, [counted], config] = await Promise.all([
    db
      .select()
      .from(invoiceRecords)
      .innerJoin(invoiceSubmissions, eq(invoiceSubmissions.record_id, invoiceRecords.id))
      .where(where)
      .orderBy(desc(invoiceRecords.id))
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
    db
      .select({ total: count() })
      .from(invoiceRecords)
      .innerJoin(invoiceSubmissions, eq(invoiceSubmissions.record_id, invoiceRecords.id))
      .where(where),
    findFiscalConfig(db, localId),
  ]);
  const environment = config?.environment ?? "test";
  return {
    results: rows.map((row) => invoiceRecordView(row.invoice_records, row.invoice_submissions, environment)),
    total: counted?.total ?? 0,
  };
}

/** One record with its stored XML, or undefined when it is not this local's. */
export async function findInvoice(db: Db, localId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoiceRecords)
    .innerJoin(invoiceSubmissions, eq(invoiceSubmissions.record_id, invoiceRecords.id))
    .where(and(eq(invoiceRecords.local_id, localId), eq(invoiceRecords.id, id)));
  return row;
}
