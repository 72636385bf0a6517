import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { boxReportRequests, boxReports } from "./cash.schema";

/** One advisory lock key per local: closings of one local happen one after the other. */
const CLOSING_LOCK = 727_011;

/** Taken by a closing for its whole transaction: nothing it counts may change meanwhile. */
export async function lockClosings(tx: Db, localId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK}, ${localId})`);
}

/**
 * The serial of the closing that counted an order, or null while none has. The closing lock
 * is taken shared first, so a closing being made finishes before the answer (it is counting
 * this order, or it is not), and any number of these checks run side by side.
 */
export async function closingThatCounted(tx: Db, localId: number, requestId: number): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSING_LOCK}, ${localId})`);
  const [row] = await tx
    .select({ serial: boxReports.serial })
    .from(boxReportRequests)
    .innerJoin(boxReports, eq(boxReports.id, boxReportRequests.box_report_id))
    .where(eq(boxReportRequests.request_id, requestId));
  return row?.serial ?? null;
}
