import { z } from "zod";
import { idField } from "./menu";
import type { RoutingGap } from "./print-routing";

/**
 * The print queue (issue 8 "Print queue", "Cash drawer"): a print job is planned into one
 * delivery per printer, and each printer prints its deliveries one after the other.
 */

/**
 * pending: written by the orders engine, not planned yet; planned: its deliveries are queued;
 * printed: every delivery is done; failed: a delivery failed (it keeps being retried) or the
 * job could not be planned; skipped: no printer takes it.
 */
export const PRINT_JOB_STATUSES = ["pending", "planned", "printed", "failed", "skipped"] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/**
 * pending: waiting for its turn on the printer; printing: being sent; done: sent (or shown, on
 * a virtual printer); failed: the last try failed; retried at `next_attempt_at` unless that is
 * null (a drawer kick is not retried once its moment has passed).
 */
export const PRINT_DELIVERY_STATUSES = ["pending", "printing", "done", "failed"] as const;
export const printDeliveryStatusSchema = z.enum(PRINT_DELIVERY_STATUSES);
export type PrintDeliveryStatus = z.infer<typeof printDeliveryStatusSchema>;

/**
 * Why a printer that took the connection is not printing, from its ESC/POS real-time status
 * (DLE EOT): paper out, cover open, off line for another cause, or no answer at all (jammed,
 * stuck firmware, or a printer that does not read what it is sent).
 */
export const PRINTER_PROBLEMS = ["paper_out", "cover_open", "offline", "no_answer"] as const;
export type PrinterProblem = (typeof PRINTER_PROBLEMS)[number];

/** How long the worker waits for a printer's status answer before it counts it as not answering. */
export const PRINTER_STATUS_TIMEOUT_MS = 3_000;

/** online: its last delivery went through; offline: the last one failed; unknown: nothing sent yet. */
export const PRINTER_STATES = ["online", "offline", "unknown", "virtual"] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** Why a cash drawer was opened: a cash payment, or the "open drawer" button (a no-sale). */
export const DRAWER_OPENING_REASONS = ["no_sale", "cash_payment"] as const;
export type DrawerOpeningReason = (typeof DRAWER_OPENING_REASONS)[number];

export const PRINT_QUEUE_MESSAGES = {
  notMovable: "print_queue.not_movable",
  samePrinter: "print_queue.same_printer",
  drawerKick: "print_queue.drawer_kick",
  printer: "print_queue.printer",
} as const;

/** Filters of the queue's list: a status, a printer, recent first. */
export const printQueueQuerySchema = z.object({
  status: printDeliveryStatusSchema.optional(),
  printer: z.coerce.number().pipe(idField).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type PrintQueueQuery = z.infer<typeof printQueueQuerySchema>;

export const moveDeliverySchema = z.object({ id: idField, printer: idField });
export const deliveryIdSchema = z.object({ id: idField });
export const openDrawerSchema = z.object({ cashier: idField.optional() });

export interface PrintDelivery {
  id: number;
  job: number | null;
  kind: string;
  request: number | null;
  printer: number;
  printer_name: string;
  copies: number;
  status: PrintDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  printed_at: string | null;
  /** When its bytes last went to the printer; with status not done: sent, maybe printed, not confirmed. */
  sent_at: string | null;
  /** The printer answered ready after it (false for printers marked as not answering status). */
  confirmed: boolean;
  /** Whose ticket it is: the table, else the client's name; null for a drawer kick or a report. */
  table_name: string | null;
  client_name: string | null;
  order_kind: string | null;
  /** What it printed here only as the fallback, no printer being set up for it (issue 24); empty otherwise. */
  unrouted: RoutingGap[];
}

export interface PrinterStatus {
  id: number;
  name: string;
  connection: string;
  state: PrinterState;
  last_error: string | null;
  last_success_at: string | null;
  last_failure_at: string | null;
  /** Since when it is in its state (off line since its first failure after a success). */
  since: string | null;
  /** Whether its tickets are confirmed by its status answer (see printers' `status_check`). */
  status_check: boolean;
  pending: number;
  failed: number;
}
