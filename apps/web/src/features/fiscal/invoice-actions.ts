import type { InvoiceRecordView } from "@comanda/domain";

/**
 * Which row actions of the invoices screen fit a record. The server decides the rest (a ticket
 * already replaced, an invoice already rectified) and says why it refuses.
 */

/** A paid ticket's simplified invoice, which a full one (F3) with the client's data can replace. */
export function offersFullInvoice<T extends Pick<InvoiceRecordView, "kind" | "invoice_type" | "request_id">>(
  record: T,
): record is T & { request_id: number } {
  return record.kind === "alta" && record.invoice_type === "F2" && record.request_id !== null;
}

/** An invoice (not a cancellation) that a registro de anulación can take back. */
export function offersCancel(record: Pick<InvoiceRecordView, "kind">): boolean {
  return record.kind === "alta";
}
