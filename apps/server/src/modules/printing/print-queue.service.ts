import { setTimeout as sleep } from "node:timers/promises";
import {
  PRINT_QUEUE_MESSAGES,
  type PrintDelivery,
  type PrinterState,
  type PrinterStatus,
  type PrintQueueQuery,
  personName,
  type RealtimeMessage,
} from "@comanda/domain";
import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { clients } from "../clients/clients.schema";
import { tables } from "../floor/floor.schema";
import { printJobs, requests } from "../orders/orders.schema";
import { type DeliveryRow, queueDelivery, refreshJobStatus } from "./print-queue";
import { printDeliveries, printerStates, printers } from "./printing.schema";
import { loadTicketImages } from "./tickets/load-ticket-images";
import { renderTicket } from "./tickets/render-ticket";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** How long a move waits for the worker's attempt at the same ticket to end, and how often it looks. */
const MOVE_WAIT_MS = 5_000;
const MOVE_RETRY_MS = 250;

/** What staff see of the print queue: deliveries, printers' state, reprint and move. */
export function createPrintQueueService({
  db,
  publish,
}: {
  db: Db;
  publish: (localId: number, message: RealtimeMessage, tx: Db) => Promise<void>;
}) {
  const deliveryColumns = {
    delivery: printDeliveries,
    printer_name: printers.name,
    kind: printJobs.kind,
    request: printJobs.request_id,
    order_kind: requests.kind,
    table_name: tables.name,
    client_first_name: clients.first_name,
    client_last_name: clients.last_name,
  };

  function present(row: {
    delivery: DeliveryRow;
    printer_name: string;
    kind: string | null;
    request: number | null;
    order_kind: string | null;
    table_name: string | null;
    client_first_name: string | null;
    client_last_name: string | null;
  }): PrintDelivery {
    const { delivery } = row;
    return {
      id: delivery.id,
      job: delivery.job_id,
      kind: row.kind ?? (delivery.box_report_id !== null ? "box_report" : "drawer"),
      request: row.request,
      printer: delivery.printer_id,
      printer_name: row.printer_name,
      copies: delivery.copies,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: delivery.status === "done" ? null : iso(delivery.next_attempt_at),
      last_error: delivery.last_error,
      created_at: delivery.created_at.toISOString(),
      printed_at: iso(delivery.printed_at),
      sent_at: iso(delivery.sent_at),
      confirmed: delivery.confirmed_at !== null,
      unrouted: delivery.document?.unrouted ?? [],
      order_kind: row.order_kind,
      table_name: row.table_name,
      client_name:
        row.client_first_name === null
          ? null
          : personName({ first_name: row.client_first_name, last_name: row.client_last_name ?? "" }),
    };
  }

  /** The deliveries with the order, table and client each is for. */
  const selectDeliveries = (tx: Db) =>
    tx
      .select(deliveryColumns)
      .from(printDeliveries)
      .innerJoin(printers, eq(printers.id, printDeliveries.printer_id))
      .leftJoin(printJobs, eq(printJobs.id, printDeliveries.job_id))
      .leftJoin(requests, eq(requests.id, printJobs.request_id))
      .leftJoin(tables, eq(tables.id, requests.table_id))
      .leftJoin(clients, eq(clients.id, requests.client_id));

  async function find(tx: Db, localId: number, id: number) {
    const [row] = await selectDeliveries(tx).where(
      and(eq(printDeliveries.local_id, localId), eq(printDeliveries.id, id)),
    );
    if (!row) throw errors.notFound();
    return row;
  }

  async function livePrinter(tx: Db, localId: number, id: number) {
    const [printer] = await tx
      .select()
      .from(printers)
      .where(and(eq(printers.local_id, localId), eq(printers.id, id), isNull(printers.deleted_at)));
    if (!printer) throw errors.field("printer", PRINT_QUEUE_MESSAGES.printer);
    return printer;
  }

  const changed = (tx: Db, localId: number, delivery: DeliveryRow) =>
    publish(
      localId,
      {
        type: "print_queue.changed",
        data: { printer: delivery.printer_id, delivery: delivery.id, status: delivery.status },
      },
      tx,
    );

  return {
    async list(localId: number, query: PrintQueueQuery) {
      const conditions: SQL[] = [eq(printDeliveries.local_id, localId)];
      if (query.status) conditions.push(eq(printDeliveries.status, query.status));
      if (query.printer) conditions.push(eq(printDeliveries.printer_id, query.printer));
      const where = and(...conditions);
      const rows = await selectDeliveries(db)
        .where(where)
        .orderBy(desc(printDeliveries.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(printDeliveries)
        .where(where);
      return { results: rows.map(present), total: count?.total ?? 0 };
    },

    /** One delivery with the HTML of what it prints (empty for a drawer kick). */
    async preview(localId: number, id: number) {
      const row = await find(db, localId, id);
      return { ...present(row), html: row.delivery.html };
    },

    /** Every live printer with what the worker last saw of it and what waits for it. */
    async printers(localId: number): Promise<{ results: PrinterStatus[]; total: number }> {
      const rows = await db
        .select({
          id: printers.id,
          name: printers.name,
          connection: printers.connection,
          online: printerStates.online,
          last_error: printerStates.last_error,
          last_success_at: printerStates.last_success_at,
          last_failure_at: printerStates.last_failure_at,
          since: printerStates.since,
          status_check: printers.status_check,
          pending: sql<number>`(select count(*)::int from ${printDeliveries} d
            where d.printer_id = ${printers.id}
              and (d.status = 'pending' or (d.status = 'printing' and d.last_error is null)))`,
          // A drawer kick given up on is past: only failures still being retried need someone,
          // the one being tried again at this moment included.
          failed: sql<number>`(select count(*)::int from ${printDeliveries} d
            where d.printer_id = ${printers.id} and d.next_attempt_at is not null
              and (d.status = 'failed' or (d.status = 'printing' and d.last_error is not null)))`,
        })
        .from(printers)
        .leftJoin(printerStates, eq(printerStates.printer_id, printers.id))
        .where(and(eq(printers.local_id, localId), isNull(printers.deleted_at)))
        .orderBy(printers.id);
      const results = rows.map((row): PrinterStatus => {
        const state: PrinterState =
          row.connection === "virtual"
            ? "virtual"
            : row.online === null
              ? "unknown"
              : row.online
                ? "online"
                : "offline";
        return {
          id: row.id,
          name: row.name,
          connection: row.connection,
          state,
          last_error: row.last_error,
          last_success_at: iso(row.last_success_at),
          last_failure_at: iso(row.last_failure_at),
          since: iso(row.since),
          status_check: row.status_check,
          pending: row.pending,
          failed: row.failed,
        };
      });
      return { results, total: results.length };
    },

    /** Prints a delivery again: the same bytes, at the end of its printer's line. */
    async reprint(localId: number, id: number) {
      return db.transaction(async (tx) => {
        const { delivery } = await find(tx, localId, id);
        if (delivery.drawer_opening_id !== null) throw new AppError(400, PRINT_QUEUE_MESSAGES.drawerKick);
        await livePrinter(tx, localId, delivery.printer_id);
        const newId = await queueDelivery(tx, {
          local_id: localId,
          printer_id: delivery.printer_id,
          escpos: delivery.escpos,
          html: delivery.html,
          document: delivery.document,
          copies: delivery.copies,
          job_id: delivery.job_id,
          box_report_id: delivery.box_report_id,
          reprint_of: delivery.id,
        });
        if (delivery.job_id !== null) await refreshJobStatus(tx, delivery.job_id);
        const row = await find(tx, localId, newId);
        await changed(tx, localId, row.delivery);
        return present(row);
      });
    },

    /**
     * Moves a delivery not printed yet to another printer, laid out again for that printer's
     * width: it takes its place in that printer's line by age. One being sent at this moment
     * (the worker trying a failed ticket once more) is moved as soon as that attempt fails; if
     * it prints instead, or still goes on after a few seconds, it is not moved.
     */
    async move(localId: number, id: number, printerId: number) {
      for (let waited = 0; ; waited += MOVE_RETRY_MS) {
        try {
          return await moveOnce(localId, id, printerId);
        } catch (error) {
          const sending = error instanceof AppError && error.params.status === "printing";
          if (!sending || waited >= MOVE_WAIT_MS) throw error;
          await sleep(MOVE_RETRY_MS);
        }
      }
    },
  };

  async function moveOnce(localId: number, id: number, printerId: number) {
    return db.transaction(async (tx) => {
      const { delivery } = await find(tx, localId, id);
      if (delivery.drawer_opening_id !== null) throw new AppError(400, PRINT_QUEUE_MESSAGES.drawerKick);
      if (delivery.printer_id === printerId) throw errors.field("printer", PRINT_QUEUE_MESSAGES.samePrinter);
      const target = await livePrinter(tx, localId, printerId);
      // Deliveries queued before documents were kept move with their bytes as they are.
      const rendered = delivery.document
        ? await renderTicket(
            delivery.document,
            target.printer_width,
            await loadTicketImages(tx, localId, delivery.document),
          )
        : {};
      await tx
        .insert(printerStates)
        .values({ printer_id: printerId, local_id: localId })
        .onConflictDoNothing();
      // The status condition makes this safe against the worker claiming it meanwhile.
      const [moved] = await tx
        .update(printDeliveries)
        .set({
          printer_id: printerId,
          ...rendered,
          status: "pending",
          attempts: 0,
          next_attempt_at: sql`now()`,
          last_error: null,
          updated_at: sql`now()`,
        })
        .where(and(eq(printDeliveries.id, id), inArray(printDeliveries.status, ["pending", "failed"])))
        .returning();
      if (!moved) {
        // Claimed by the worker since it was read: the refusal names the status it has now.
        const now = await find(tx, localId, id);
        throw new AppError(400, PRINT_QUEUE_MESSAGES.notMovable, { status: now.delivery.status });
      }
      if (moved.job_id !== null) await refreshJobStatus(tx, moved.job_id);
      await changed(tx, localId, moved);
      return present(await find(tx, localId, id));
    });
  }
}
export type PrintQueueService = ReturnType<typeof createPrintQueueService>;
