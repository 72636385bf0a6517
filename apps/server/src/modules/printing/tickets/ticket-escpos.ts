import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import type { TicketDocument } from "./ticket-document";
import { layoutTicket } from "./ticket-layout";
import { logoDots, type TicketImages } from "./ticket-logo";

/**
 * PC858 (ESC t 19): PC850 with the euro sign, so €, ñ, accents and ¿¡ print on Epson
 * printers and the clones that copy their code-page table.
 */
export const TICKET_CODEPAGE = "cp858";

/** QR module size in dots: 6 gives the 30–40 mm the AEAT asks for at 203 dpi. */
const QR_MODULE_DOTS = 6;

/** Dashes the code page lacks ("COPIA — posible repetición"), printed as the hyphen they read as. */
const printable = (text: string) => text.replace(/[\u2013\u2014]/g, "-");

/**
 * The document as ESC/POS bytes for a printer of `columns` (font A), ending with a partial cut.
 * An image line draws the decoded image of `images`; one not there is left out.
 */
export function ticketEscPos(
  document: TicketDocument,
  columns: number,
  images: TicketImages = new Map(),
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns,
    codepageMapping: "epson",
    newline: "\n",
    // A character the code page lacks prints as "?" rather than losing the ticket.
    errors: "relaxed",
    feedBeforeCut: 4,
    // GS v 0: the raster image command every ESC/POS printer sold today understands.
    imageMode: "raster",
  });
  encoder.initialize().codepage(TICKET_CODEPAGE);
  for (const line of layoutTicket(document, columns)) {
    if (line.type === "qr") {
      encoder
        .align("center")
        .qrcode(line.data, { model: 2, size: QR_MODULE_DOTS, errorlevel: "m" })
        .align("left");
      continue;
    }
    if (line.type === "image") {
      const image = images.get(line.file_id);
      if (!image) continue;
      const { width, height } = logoDots(image, columns);
      // Atkinson dithering keeps a photo-like logo readable in black dots.
      encoder
        .align("center")
        .image({ data: image.data, width: image.width, height: image.height }, width, height, "atkinson")
        .align("left");
      continue;
    }
    const { style } = line;
    const size = style.size ?? 1;
    encoder
      .font(style.font ?? "A")
      .bold(style.bold === true)
      .underline(style.underline === true)
      .size(size, size)
      .text(printable(line.text))
      .size(1, 1)
      .underline(false)
      .bold(false)
      .newline();
  }
  return encoder.cut("partial").encode();
}
