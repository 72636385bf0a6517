import { PRINTER_COLUMNS, type PrinterWidth, type RoutingGap, type TicketFont } from "@comanda/domain";

/**
 * A ticket as a list of blocks with their style, independent of where it goes: the same
 * document is laid out for the printer's columns and then written as ESC/POS bytes, as HTML
 * for the screen, or as plain text for the reviewed snapshots.
 */

export type Align = "left" | "center" | "right";

export interface TextStyle {
  bold?: boolean;
  underline?: boolean;
  /** Character magnification, width and height alike (ESC/POS GS ! allows 1–8). */
  size?: number;
  /** Font A (12×24 dots) or the narrower font B (9×17 dots). */
  font?: TicketFont["name"];
  align?: Align;
}

export type TicketBlock =
  /** Text wrapped at word boundaries to the line's width. */
  | { type: "text"; text: string; style?: TextStyle }
  /** Text on the left and an amount on the right of the same line (the left part wraps). */
  | { type: "row"; left: string; right: string; style?: TextStyle }
  /** Cells sharing the line equally, the first left-aligned and the others right-aligned. */
  | { type: "columns"; cells: string[]; style?: TextStyle }
  | { type: "separator"; char: "-" | "=" }
  | { type: "blank" }
  | { type: "qr"; data: string }
  /** The local's logo (a stored file), centred, scaled to the paper; left out if it cannot be drawn. */
  | { type: "logo"; file_id: string }
  /** Where the document's fiscal QR and legend go, when it has them. */
  | { type: "fiscal_slot" };

/** What the fiscal issue fills on a simplified invoice: the AEAT verification QR and its legend. */
export interface FiscalMark {
  /** The verification URL the QR encodes. */
  qr: string;
  /** Lines printed above the QR ("QR tributario:") and below it ("VERI*FACTU"). */
  above: string[];
  below: string[];
}

export interface TicketDocument {
  blocks: TicketBlock[];
  /** Empty until the fiscal issue signs the invoice; only a final ticket has the slot. */
  fiscal: FiscalMark | null;
  /**
   * Set when this printer got the ticket only as the fallback: what no printer was set up for.
   * Kept with the delivery so the queue flags it; the ticket also says it at the top.
   */
  unrouted?: RoutingGap[];
}

/** A TicketFont of the settings as the style of a block. */
export function fontStyle(font: TicketFont, extra: TextStyle = {}): TextStyle {
  return {
    font: font.name,
    size: font.size,
    bold: font.style === "bold",
    underline: font.style === "underline",
    ...extra,
  };
}

/** Font A columns of a printer width (see PRINTER_COLUMNS for what each width is). */
export function printerColumns(width: PrinterWidth): number {
  return PRINTER_COLUMNS[width];
}

/** Characters a line holds in a style: font B has 9-dot cells instead of 12, magnification divides. */
export function styleColumns(columns: number, style: TextStyle = {}): number {
  const fontColumns = style.font === "B" ? Math.floor((columns * 12) / 9) : columns;
  return Math.max(1, Math.floor(fontColumns / (style.size ?? 1)));
}
