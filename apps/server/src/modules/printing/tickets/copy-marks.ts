import { type PrinterWidth, readSettings } from "@comanda/domain";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import { translate } from "../../../platform/errors/messages";
import { printJobs } from "../../orders/orders.schema";
import { settings } from "../../settings/settings.schema";
import { printDeliveries } from "../printing.schema";
import { printerColumns, type TicketDocument } from "./ticket-document";
import { ticketEscPos } from "./ticket-escpos";

/** The line at the top of a ticket that is not the first of its kind. */
export type CopyMark = "tickets.maybe_repeat" | "tickets.copy";

/** The simplified invoice is the only document with a slot for the fiscal QR. */
export function isInvoice(document: TicketDocument): boolean {
  return document.blocks.some((block) => block.type === "fiscal_slot");
}

export function markedDocument(document: TicketDocument, text: string): TicketDocument {
  return {
    ...document,
    // One bold line, as a reprint's: at double size it would break on a 58 mm printer.
    blocks: [{ type: "text", text, style: { align: "center", bold: true } }, ...document.blocks],
  };
}

interface MarkedDelivery {
  id: number;
  local_id: number;
  job_id: number | null;
  document: TicketDocument | null;
  escpos: Uint8Array;
  copies: number;
  /** Set: its bytes went out before without the printer confirming them. */
  sent_at: Date | null;
}

/** Whether another delivery of the same order's simplified invoice has gone out already. */
async function invoiceWentOut(db: Db, delivery: MarkedDelivery): Promise<boolean> {
  if (delivery.job_id === null) return false;
  const [job] = await db
    .select({ request: printJobs.request_id })
    .from(printJobs)
    .where(eq(printJobs.id, delivery.job_id));
  if (!job) return false;
  const [earlier] = await db
    .select({ id: printDeliveries.id })
    .from(printDeliveries)
    .innerJoin(printJobs, eq(printJobs.id, printDeliveries.job_id))
    .where(
      and(
        eq(printJobs.request_id, job.request),
        eq(printJobs.kind, "ticket"),
        isNull(printJobs.payment_id),
        ne(printDeliveries.id, delivery.id),
        or(eq(printDeliveries.status, "done"), sql`${printDeliveries.sent_at} is not null`),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

async function languageOf(db: Db, localId: number) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.local_id, localId), eq(settings.group, "global")));
  return readSettings("global", row?.value).language;
}

/**
 * What a delivery sends, its ticket once per copy: a ticket that may have printed already
 * goes out headed "COPIA — posible repetición", and a simplified invoice is an original only
 * once (a second copy, a reprint or another print of the same order's invoice says "COPIA").
 */
export async function deliveryBytes(
  db: Db,
  delivery: MarkedDelivery,
  width: PrinterWidth,
): Promise<Uint8Array> {
  const copies = Math.max(1, delivery.copies);
  const { document } = delivery;
  const invoice = document !== null && isInvoice(document);
  const first: CopyMark | null =
    delivery.sent_at !== null
      ? "tickets.maybe_repeat"
      : invoice && (await invoiceWentOut(db, delivery))
        ? "tickets.copy"
        : null;
  const rest: CopyMark | null = invoice ? "tickets.copy" : first;
  // Deliveries queued before documents were kept, and drawer kicks, go out as they are.
  if (document === null || (first === null && (rest === null || copies === 1)))
    return bytesWithCopies(delivery.escpos, copies);
  const language = await languageOf(db, delivery.local_id);
  const columns = printerColumns(width);
  const render = (mark: CopyMark | null) =>
    mark === null
      ? delivery.escpos
      : ticketEscPos(markedDocument(document, translate(language, mark)), columns);
  const firstBytes = render(first);
  const restBytes = rest === first ? firstBytes : render(rest);
  return concat([firstBytes, ...Array.from({ length: copies - 1 }, () => restBytes)]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The bytes sent for a delivery: its ticket once per copy. */
export function bytesWithCopies(escpos: Uint8Array, copies: number): Uint8Array {
  return concat(Array.from({ length: Math.max(1, copies) }, () => escpos));
}
