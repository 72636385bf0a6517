import { readSettings } from "@comanda/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { tpvs } from "../../floor/floor.schema";
import { type printJobs, requestEvents, requestItems } from "../../orders/orders.schema";
import { settings } from "../../settings/settings.schema";

/** What the planner reads about a job besides the order itself: settings, lines, who asked. */

type PrintJob = typeof printJobs.$inferSelect;
type LineRow = typeof requestItems.$inferSelect;

export async function readGroups(db: Db, localId: number) {
  const rows = await db
    .select({ group: settings.group, value: settings.value })
    .from(settings)
    .where(
      and(eq(settings.local_id, localId), inArray(settings.group, ["global", "ticket", "ticket_kitchen"])),
    );
  const stored = (group: string) => rows.find((row) => row.group === group)?.value;
  return {
    global: readSettings("global", stored("global")),
    ticket: readSettings("ticket", stored("ticket")),
    kitchen: readSettings("ticket_kitchen", stored("ticket_kitchen")),
  };
}

/**
 * A ticket the staff asked for (a reprint, a payer's part, a "print" call) prints whatever
 * the per-channel flags say; those flags only stop what the system prints on its own.
 */
export async function askedByStaff(db: Db, job: PrintJob): Promise<boolean> {
  if (job.is_reprint || job.payment_id !== null) return true;
  const [asked] = await db
    .select({ id: requestEvents.id })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.request_id, job.request_id),
        eq(requestEvents.action, "print"),
        sql`${requestEvents.data}->'jobs' @> ${JSON.stringify([job.id])}::jsonb`,
      ),
    )
    .limit(1);
  return asked !== undefined;
}

/** The lines the job is about: a round's, a cancellation's or a march's (with their units), or the whole order's. */
export async function jobLines(db: Db, job: PrintJob): Promise<Array<{ row: LineRow; qty: number }>> {
  if (job.kind === "cancellation" || job.kind === "march") {
    const ids = job.items.map((item) => item.request_item);
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(requestItems)
      .where(and(eq(requestItems.request_id, job.request_id), inArray(requestItems.id, ids)))
      .orderBy(asc(requestItems.id));
    const qtyOf = new Map(job.items.map((item) => [item.request_item, item.qty]));
    return rows.map((row) => ({ row, qty: qtyOf.get(row.id) ?? row.qty }));
  }
  const rows = await db
    .select()
    .from(requestItems)
    .where(
      and(
        eq(requestItems.request_id, job.request_id),
        isNull(requestItems.deleted_at),
        job.kind === "kitchen" ? eq(requestItems.round_id, job.round_id ?? 0) : undefined,
      ),
    )
    .orderBy(asc(requestItems.id));
  return rows.map((row) => ({ row, qty: row.qty }));
}

/** The till of the ticket settings' `tpv` key, as an id (null when unset or gone). */
export async function ticketTpvIdOf(db: Db, localId: number, key: string | null): Promise<number | null> {
  if (key === null) return null;
  const [row] = await db
    .select({ id: tpvs.id })
    .from(tpvs)
    .where(and(eq(tpvs.local_id, localId), eq(tpvs.key, key), isNull(tpvs.deleted_at)));
  return row?.id ?? null;
}
