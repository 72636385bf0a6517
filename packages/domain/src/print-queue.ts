import { z } from "zod";
import { idField } from "./menu";

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
}

export interface PrinterStatus {
  id: number;
  name: string;
  connection: string;
  state: PrinterState;
  last_error: string | null;
  last_success_at: string | null;
  last_failure_at: string | null;
  pending: number;
  failed: number;
}
