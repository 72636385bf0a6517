import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { invoiceRecords, invoiceSubmissions } from "./fiscal.schema";

/**
 * A record of the local with where it stands, locked for the transaction: two managers acting on
 * one record at once are served one after the other, the second seeing what the first made.
 */
export async function lockRecord(tx: Db, localId: number, recordId: number) {
  const [row] = await tx
    .select()
    .from(invoiceRecords)
    .innerJoin(invoiceSubmissions, eq(invoiceSubmissions.record_id, invoiceRecords.id))
    .where(and(eq(invoiceRecords.local_id, localId), eq(invoiceRecords.id, recordId)))
    .for("update");
  if (!row) throw errors.notFound();
  return { record: row.invoice_records, submission: row.invoice_submissions };
}

/** Whether a later record already corrects, replaces, rectifies or cancels this one. */
export async function hasSuccessor(tx: Db, localId: number, recordId: number): Promise<boolean> {
  const [later] = await tx
    .select({ id: invoiceRecords.id })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.local_id, localId), eq(invoiceRecords.corrects_id, recordId)))
    .limit(1);
  return later !== undefined;
}
