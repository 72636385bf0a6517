import type { PrinterWidth } from "@comanda/domain";
import { printerColumns, type TicketDocument } from "./ticket-document";
import { ticketEscPos } from "./ticket-escpos";
import { ticketHtml } from "./ticket-html";

/** What a printer of `width` is sent for a document, and the same ticket for the screen. */
export async function renderTicket(
  document: TicketDocument,
  width: PrinterWidth,
): Promise<{ escpos: Uint8Array; html: string }> {
  const columns = printerColumns(width);
  return { escpos: ticketEscPos(document, columns), html: await ticketHtml(document, columns) };
}
