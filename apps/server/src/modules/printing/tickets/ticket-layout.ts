import { styleColumns, type TextStyle, type TicketDocument } from "./ticket-document";

/** A printed line: text already cut and padded to its style's width, a QR code or an image. */
export type LaidLine =
  | { type: "text"; text: string; style: TextStyle }
  | { type: "qr"; data: string }
  | { type: "image"; file_id: string };

/**
 * Intl puts no-break and narrow no-break spaces in money ("1,50 €"); a receipt prints a plain
 * space, and control characters would be taken as printer commands.
 */
function clean(text: string): string {
  const spaced = text.replace(/[\u00a0\u202f\t]/g, " ");
  return Array.from(spaced)
    .filter((char) => char === "\n" || (char >= " " && char !== "\u007f"))
    .join("")
    .trimEnd();
}

/** Greedy word wrap; a word longer than the line is cut. Empty text is one empty line. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of clean(text).split("\n")) {
    // An indented sub-line (an option, a unit price) keeps its indent on every line it wraps to.
    const leading = paragraph.length - paragraph.trimStart().length;
    const indent = leading < width ? leading : 0;
    const room = width - indent;
    const start = lines.length;
    let current = "";
    for (const word of paragraph.split(" ").filter((part) => part !== "")) {
      let rest = word;
      while (rest.length > 0) {
        const candidate = current === "" ? rest : `${current} ${rest}`;
        if (candidate.length <= room) {
          current = candidate;
          rest = "";
        } else if (current !== "") {
          lines.push(current);
          current = "";
        } else {
          lines.push(rest.slice(0, room));
          rest = rest.slice(room);
        }
      }
    }
    lines.push(current);
    for (let index = start; index < lines.length; index += 1)
      if (lines[index] !== "") lines[index] = " ".repeat(indent) + lines[index];
  }
  return lines;
}

function aligned(text: string, width: number, align: TextStyle["align"]): string {
  const room = Math.max(0, width - text.length);
  if (align === "right") return " ".repeat(room) + text;
  if (align === "center") return " ".repeat(Math.floor(room / 2)) + text;
  return text;
}

/** The document cut into the lines a printer of `columns` (font A) prints. */
export function layoutTicket(document: TicketDocument, columns: number): LaidLine[] {
  const lines: LaidLine[] = [];
  const textLines = (texts: readonly string[], style: TextStyle = {}) => {
    const width = styleColumns(columns, style);
    for (const text of texts)
      for (const line of wrapText(text, width))
        lines.push({ type: "text", text: aligned(line, width, style.align), style });
  };
  for (const block of document.blocks) {
    switch (block.type) {
      case "text":
        textLines([block.text], block.style);
        break;
      case "row": {
        const style = block.style ?? {};
        const width = styleColumns(columns, style);
        const right = clean(block.right);
        const left = wrapText(block.left, width);
        const last = left.pop() ?? "";
        for (const line of left) lines.push({ type: "text", text: line, style });
        if (last.length + 1 + right.length <= width) {
          lines.push({
            type: "text",
            text: last + " ".repeat(width - last.length - right.length) + right,
            style,
          });
        } else {
          lines.push({ type: "text", text: last, style });
          lines.push({ type: "text", text: aligned(right, width, "right"), style });
        }
        break;
      }
      case "columns": {
        const style = block.style ?? {};
        const width = styleColumns(columns, style);
        const cell = Math.floor(width / block.cells.length);
        const first = width - cell * (block.cells.length - 1);
        const text = block.cells
          .map((value, index) =>
            index === 0
              ? clean(value).slice(0, first).padEnd(first)
              : aligned(clean(value).slice(0, cell), cell, "right"),
          )
          .join("");
        lines.push({ type: "text", text, style });
        break;
      }
      case "separator":
        lines.push({ type: "text", text: block.char.repeat(columns), style: {} });
        break;
      case "blank":
        lines.push({ type: "text", text: "", style: {} });
        break;
      case "qr":
        lines.push({ type: "qr", data: block.data });
        break;
      case "logo":
        lines.push({ type: "image", file_id: block.file_id });
        break;
      case "fiscal_slot":
        if (document.fiscal) {
          textLines(document.fiscal.above, { align: "center" });
          lines.push({ type: "qr", data: document.fiscal.qr });
          textLines(document.fiscal.below, { align: "center", bold: true });
        }
        break;
    }
  }
  return lines;
}

/** The laid-out ticket as plain text (QR codes and images as markers): the reviewed snapshots. */
export function ticketText(document: TicketDocument, columns: number): string {
  return layoutTicket(document, columns)
    .map((line) => {
      if (line.type === "qr") return `[QR ${line.data}]`;
      if (line.type === "image") return "[LOGO]";
      return line.text.trimEnd();
    })
    .join("\n");
}
