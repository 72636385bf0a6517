import { PRINTER_PROBLEMS, type RealtimeMessage } from "@comanda/domain";
import { and, asc, eq, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/client";
import { createPollingLoop } from "../../platform/workers/polling-loop";
import { printJobs } from "../orders/orders.schema";
import { type DeliveryRow, type PrintPlanner, queueDelivery, refreshJobStatus } from "./print-queue";
import { PrinterUnreachable, printConfirmed, sendToPrinter } from "./printer-connection";
import { printDeliveries, printerStates, printers } from "./printing.schema";
import { bytesWithCopies, deliveryBytes } from "./tickets/copy-marks";

export { bytesWithCopies };

/** A job the planner failed on this many times is marked failed instead of blocking the queue. */
export const PLAN_MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 2_000;
const RETRY_CAP_MS = 60_000;
/**
 * A printer that answers but is not ready (paper out, cover open) or does not answer is
 * asked again this often: someone is fixing it, and the tickets should follow at once.
 */
export const NOT_READY_RETRY_MS = 5_000;
const NOT_READY: ReadonlySet<string> = new Set(PRINTER_PROBLEMS);
/** One send (connect and write) may take this long; a printer that does not answer is offline. */
export const SEND_TIMEOUT_MS = 5_000;
/**
 * How long a claimed delivery stays the printer's "being printed" one. It outlasts a send,
 * so only an instance that died mid-send lets it run out; the delivery is then sent again
 * (at least once across a crash, exactly once otherwise).
 */
const CLAIM_LEASE_MS = 30_000;
const LAST_ERROR_MAX_LENGTH = 500;
/** Printed tickets are kept this long for the queue screen's history and reprints, then dropped. */
export const DONE_KEPT_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/**
 * Planning is one instance at a time: a printer's line is its deliveries' id order, and ids
 * must reach it in the order their jobs were planned, which concurrent plans would not keep.
 */
const PLAN_LOCK = 727_008;
/** A drawer kick is for the moment of the sale: one that could not go out within this is dropped. */
export const DRAWER_KICK_MAX_AGE_MS = 60_000;

export type PrintWorkerLogger = Pick<FastifyBaseLogger, "warn" | "error">;
export type SendBytes = (
  host: string,
  port: number,
  bytes: Uint8Array,
  timeoutMs: number,
  beforeWrite?: () => Promise<void>,
) => Promise<void>;

export interface PrintWorkerOptions {
  db: Db;
  planner: PrintPlanner;
  logger: PrintWorkerLogger;
  /** Tells the local's tills that a printer went on or off line, or that a delivery failed. */
  publish: (localId: number, message: RealtimeMessage) => Promise<void>;
  pollIntervalMs?: number;
  /** Tests move time forward to make retries due without waiting. */
  now?: () => Date;
  send?: SendBytes;
  sendTimeoutMs?: number;
  /** How long a printer has to answer its status (ESC/POS DLE EOT). */
  statusTimeoutMs?: number;
}

export interface PrintDrainResult {
  planned: number;
  printed: number;
  failed: number;
}

/** Wait before the next try after `attempts` failed ones: 2 s, 4 s, 8 s… at most 1 min. */
export function printRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
}

const reasonOf = (error: unknown) =>
  (error instanceof PrinterUnreachable
    ? error.reason
    : error instanceof Error
      ? error.message
      : String(error)
  ).slice(0, LAST_ERROR_MAX_LENGTH);

/**
 * Plans pending print jobs into per-printer deliveries and sends them. A printer's deliveries
 * go in id order, one at a time: the printer's state row is locked (SKIP LOCKED) while its
 * next delivery is claimed, and a claimed delivery's lease keeps it the printer's head, so any
 * number of instances share the queue. Each printer is served by its own lane, so a printer
 * that times out delays no other. Sends happen outside transactions (PGlite has one
 * connection that a transaction held across a timeout would block).
 */
export function createPrintWorker(options: PrintWorkerOptions) {
  const { db, planner, logger, publish } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const now = options.now ?? (() => new Date());
  const send: SendBytes = options.send ?? sendToPrinter;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const statusTimeoutMs = options.statusTimeoutMs;

  // "Now" in SQL: rows stamped by the database carry microseconds a JS Date lacks.
  const dueAt = () => sql`greatest(now(), ${now().toISOString()}::timestamptz)`;

  /** Plans the oldest pending job not tried in this drain; false when there is none. */
  async function planNext(tried: number[]): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK})`);
      const [job] = await tx
        .select()
        .from(printJobs)
        .where(
          and(eq(printJobs.status, "pending"), tried.length ? notInArray(printJobs.id, tried) : undefined),
        )
        .orderBy(asc(printJobs.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return "none" as const;
      tried.push(job.id);
      try {
        // A savepoint: a planner's failed statement must not abort the job's own transaction.
        const planned = await tx.transaction((savepoint) => planner(savepoint, job));
        for (const print of planned)
          await queueDelivery(tx, { ...print, local_id: job.local_id, job_id: job.id });
        await tx.update(printJobs).set({ status: "planned" }).where(eq(printJobs.id, job.id));
        await refreshJobStatus(tx, job.id);
        return "planned" as const;
      } catch (error) {
        const attempts = job.attempts + 1;
        const failed = attempts >= PLAN_MAX_ATTEMPTS;
        await tx
          .update(printJobs)
          .set({ attempts, status: failed ? "failed" : "pending" })
          .where(eq(printJobs.id, job.id));
        logger.error({ jobId: job.id, attempts, err: error }, "print job could not be planned");
        return "failed" as const;
      }
    });
    return outcome !== "none";
  }

  /**
   * Claims the head delivery of a printer whose turn it is (or of `printerId` only): the
   * oldest delivery not done nor given up, due now, of a printer no other instance is
   * claiming at this moment and no lane here is serving.
   */
  async function claim(busy: ReadonlySet<number>, printerId?: number): Promise<DeliveryRow | undefined> {
    return db.transaction(async (tx) => {
      const busyIds = [...busy];
      const result = await tx.execute(sql`
        select h.id, s.printer_id from ${printerStates} s
        cross join lateral (
          select d.id, d.next_attempt_at from ${printDeliveries} d
          where d.printer_id = s.printer_id and d.status <> 'done' and d.next_attempt_at is not null
          order by d.id limit 1
        ) h
        where h.next_attempt_at <= ${dueAt()}
          ${printerId === undefined ? sql`` : sql`and s.printer_id = ${printerId}`}
          ${busyIds.length ? sql`and s.printer_id not in (${sql.join(busyIds, sql`, `)})` : sql``}
        order by h.next_attempt_at, h.id
        limit 1
        for update of s skip locked`);
      const [head] = (result as unknown as { rows: Array<{ id: number; printer_id: number }> }).rows;
      if (!head) return undefined;
      const [row] = await tx
        .update(printDeliveries)
        .set({
          status: "printing",
          attempts: sql`${printDeliveries.attempts} + 1`,
          next_attempt_at: new Date(now().getTime() + CLAIM_LEASE_MS),
          updated_at: now(),
        })
        // Staff may have moved it to another printer since the head was read.
        .where(
          and(
            eq(printDeliveries.id, head.id),
            eq(printDeliveries.printer_id, head.printer_id),
            ne(printDeliveries.status, "done"),
          ),
        )
        .returning();
      return row;
    });
  }

  /**
   * Records how a send to the printer went; true when it went on or off line by it or is off
   * line for another reason now (paper out after the cover was closed).
   */
  async function recordPrinter(tx: Db, printerId: number, error: string | null) {
    const at = now();
    const [before] = await tx
      .select({ online: printerStates.online, last_error: printerStates.last_error })
      .from(printerStates)
      .where(eq(printerStates.printer_id, printerId));
    const flipped = before?.online !== (error === null);
    await tx
      .update(printerStates)
      .set({
        ...(error === null
          ? { online: true, last_error: null, last_success_at: at }
          : { online: false, last_error: error, last_failure_at: at }),
        ...(flipped ? { since: at } : {}),
      })
      .where(eq(printerStates.printer_id, printerId));
    return flipped || before?.last_error !== error;
  }

  /** Notes that the delivery's bytes are about to go out: from now on it may have printed. */
  async function markSent(row: DeliveryRow) {
    const [marked] = await db
      .update(printDeliveries)
      .set({ sent_at: now() })
      .where(
        and(
          eq(printDeliveries.id, row.id),
          eq(printDeliveries.attempts, row.attempts),
          eq(printDeliveries.status, "printing"),
        ),
      )
      .returning({ id: printDeliveries.id });
    // Another instance took it over (this one was too slow): it must not print it as well.
    if (!marked) throw new Error("lease_lost");
  }

  /** Sends one claimed delivery and records how it went; true when it is done. */
  async function deliver(row: DeliveryRow): Promise<boolean> {
    const [printer] = await db
      .select()
      .from(printers)
      .where(and(eq(printers.id, row.printer_id), isNull(printers.deleted_at)));
    const isKick = row.drawer_opening_id !== null;
    let error: string | null = null;
    let confirmed = false;
    /** Sent without asking the printer (no status, or a drawer kick): when it went out. */
    let sentUnasked: Date | undefined;
    // A virtual printer's tickets are read on screen: done as soon as their turn comes.
    if (!printer) error = "deleted";
    else if (isKick && now().getTime() - row.created_at.getTime() > DRAWER_KICK_MAX_AGE_MS) error = "expired";
    else if (printer.connection === "network") {
      if (!printer.host) error = "no_host";
      else {
        try {
          const bytes = await deliveryBytes(db, row, printer.printer_width);
          // A drawer kick is for the moment of the sale, and opens a drawer whatever the paper.
          if (isKick || !printer.status_check) {
            // A ticket sent when the server stopped prints again as a possible repeat, as on a
            // printer that answers status; a drawer kick has no paper to mark.
            await send(
              printer.host,
              printer.port,
              bytes,
              sendTimeoutMs,
              isKick ? undefined : () => markSent(row),
            );
            sentUnasked = now();
          } else {
            await printConfirmed(printer.host, printer.port, bytes, {
              timeoutMs: sendTimeoutMs,
              statusTimeoutMs,
              beforeWrite: () => markSent(row),
            });
            confirmed = true;
          }
        } catch (sendError) {
          error = reasonOf(sendError);
        }
      }
    }
    const isVirtual = printer?.connection === "virtual";
    const notify = await db.transaction(async (tx) => {
      // Matching `attempts` and `printing` keeps a slow instance whose lease ran out, or a
      // delivery staff moved meanwhile, from being overwritten.
      const stillOurs = and(
        eq(printDeliveries.id, row.id),
        eq(printDeliveries.attempts, row.attempts),
        eq(printDeliveries.status, "printing"),
      );
      const givenUp = error !== null && isKick;
      const retryInMs =
        error !== null && NOT_READY.has(error) ? NOT_READY_RETRY_MS : printRetryDelayMs(row.attempts);
      const [saved] = await tx
        .update(printDeliveries)
        .set(
          error === null
            ? {
                status: "done",
                printed_at: now(),
                confirmed_at: confirmed ? now() : null,
                ...(sentUnasked ? { sent_at: sentUnasked } : {}),
                last_error: null,
                updated_at: now(),
              }
            : {
                status: "failed",
                last_error: error,
                // A drawer opening later than the sale would surprise the till: not retried.
                next_attempt_at: givenUp ? null : new Date(now().getTime() + retryInMs),
                updated_at: now(),
              },
        )
        .where(stillOurs)
        .returning({ id: printDeliveries.id });
      if (!saved) return false;
      if (row.job_id !== null) await refreshJobStatus(tx, row.job_id);
      const changed = isVirtual ? false : await recordPrinter(tx, row.printer_id, error);
      // A printer still failing the same way is not announced again at every try.
      return changed || (error === null ? row.attempts > 1 : row.attempts === 1);
    });
    if (notify) {
      await publish(row.local_id, {
        type: "print_queue.changed",
        data: { printer: row.printer_id, delivery: row.id, status: error === null ? "done" : "failed" },
      }).catch((publishError: unknown) => logger.error({ err: publishError }, "print queue message failed"));
    }
    if (error !== null)
      logger.warn(
        { deliveryId: row.id, printerId: row.printer_id, attempts: row.attempts, err: error },
        "print failed",
      );
    return error === null;
  }

  /** Serves one printer: its deliveries one after the other until one fails or none is due. */
  async function runLane(first: DeliveryRow, busy: Set<number>, result: PrintDrainResult) {
    busy.add(first.printer_id);
    try {
      let current: DeliveryRow | undefined = first;
      while (current && !loop.isStopped()) {
        const done = await deliver(current);
        result[done ? "printed" : "failed"] += 1;
        if (!done) break;
        current = await claim(new Set(), current.printer_id);
      }
    } finally {
      busy.delete(first.printer_id);
    }
  }

  let prunedAt = 0;
  /** Drops printed tickets past their keeping time, at most once an hour. */
  async function prune() {
    const at = now().getTime();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db
      .delete(printDeliveries)
      .where(
        and(eq(printDeliveries.status, "done"), lt(printDeliveries.printed_at, new Date(at - DONE_KEPT_MS))),
      );
  }

  async function drain(): Promise<PrintDrainResult> {
    const result: PrintDrainResult = { planned: 0, printed: 0, failed: 0 };
    await prune();
    const tried: number[] = [];
    while (!loop.isStopped() && (await planNext(tried))) result.planned += 1;
    const busy = new Set<number>();
    const lanes: Promise<void>[] = [];
    for (;;) {
      const row = loop.isStopped() ? undefined : await claim(busy);
      if (!row) break;
      lanes.push(runLane(row, busy, result));
    }
    await Promise.all(lanes);
    return result;
  }

  const loop = createPollingLoop({ drain, pollIntervalMs, logger, what: "print queue" });

  return {
    drainOnce: loop.drainOnce,
    start: loop.start,
    stop: loop.stop,
  };
}
export type PrintWorker = ReturnType<typeof createPrintWorker>;
