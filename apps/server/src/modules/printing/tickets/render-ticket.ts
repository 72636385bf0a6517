import type { PrinterWidth } from "@comanda/domain";
import { printerColumns, type TicketDocument } from "./ticket-document";
import { ticketEscPos } from "./ticket-escpos";
import { ticketHtml } from "./ticket-html";
import type { TicketImages } from "./ticket-logo";

/** What a printer of `width` is sent for a document, and the same ticket for the screen. */
export async function renderTicket(
  document: TicketDocument,
  width: PrinterWidth,
  images: TicketImages = new Map(),
): Promise<{ escpos: Uint8Array; html: string }> {
  const columns = printerColumns(width);
  return {
    escpos: ticketEscPos(document, columns, images),
    html: await ticketHtml(document, columns, images),
  };
}
