import type { PrintJobStatus } from "@comanda/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { printJobs } from "../orders/orders.schema";
import { printDeliveries, printerStates } from "./printing.schema";
import type { PlannedPrint } from "./tickets/plan-print-job";
import type { TicketDocument } from "./tickets/ticket-document";

export type PrintJobRow = typeof printJobs.$inferSelect;
export type DeliveryRow = typeof printDeliveries.$inferSelect;

/** Turns a job into what each printer prints; it reads through the transaction it is given. */
export type PrintPlanner = (db: Db, job: PrintJobRow) => Promise<PlannedPrint[]>;

/**
 * Queues one delivery at the end of its printer's line, in the caller's transaction; the
 * printer's state row is what the worker locks to keep one send per printer at a time.
 */
export async function queueDelivery(
  tx: Db,
  values: {
    local_id: number;
    printer_id: number;
    escpos: Uint8Array;
    html: string;
    copies: number;
    document?: TicketDocument | null;
    job_id?: number | null;
    drawer_opening_id?: number | null;
    box_report_id?: number | null;
    reprint_of?: number | null;
  },
): Promise<number> {
  await tx
    .insert(printerStates)
    .values({ printer_id: values.printer_id, local_id: values.local_id })
    .onConflictDoNothing();
  const [row] = await tx
    .insert(printDeliveries)
    .values({ ...values, copies: Math.max(1, values.copies) })
    .returning({ id: printDeliveries.id });
  return row!.id;
}

/**
 * A job's status from its deliveries: printed once all are done, failed while one has failed,
 * planned otherwise. Kept on the job so the orders' side reads one column.
 */
export async function refreshJobStatus(tx: Db, jobId: number): Promise<PrintJobStatus> {
  // Two printers finishing one job at once: the job's lock makes the second count see the first.
  await tx.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.id, jobId)).for("update");
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${printDeliveries.status} = 'done')::int`,
      failed: sql<number>`count(*) filter (where ${printDeliveries.status} = 'failed')::int`,
    })
    .from(printDeliveries)
    .where(eq(printDeliveries.job_id, jobId));
  const { total = 0, done = 0, failed = 0 } = counts ?? {};
  const status: PrintJobStatus =
    total === 0 ? "skipped" : done === total ? "printed" : failed > 0 ? "failed" : "planned";
  await tx
    .update(printJobs)
    .set({ status })
    .where(and(eq(printJobs.id, jobId), sql`${printJobs.status} <> 'pending'`));
  return status;
}
