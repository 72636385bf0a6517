import { tableMenuUrl } from "@comanda/domain";
import PDFDocument from "pdfkit";
import { create as createQr } from "qrcode";

/** The path of the customer's digital menu when the settings give no address of their own. */
export const DEFAULT_MENU_PATH = "/carta";

/** The digital menu's address: the setting when there is one, else this server's /carta. */
export function menuBaseUrl(setting: string, requestOrigin: string): string {
  return setting.trim() !== "" ? setting.trim() : `${requestOrigin.replace(/\/+$/, "")}${DEFAULT_MENU_PATH}`;
}

export interface QrSheetTable {
  name: string;
  qr: string;
}

// A4 in points, three columns by four rows of codes per page.
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 3;
const ROWS = 4;
const HEADER = 40;
const NAME_HEIGHT = 28;
const QR_SIZE = 130;

/** Draws a QR code as filled squares, so it stays sharp at any print size. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = createQr(text, { errorCorrectionLevel: "M" });
  // The quiet zone of four modules a scanner needs around the code.
  const cell = size / (modules.size + 8);
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(origin.x + column * cell, origin.y + row * cell, cell, cell);
      }
    }
  }
  doc.fill("#000000");
}

/**
 * A printable A4 sheet of a zone's tables: a grid of QR codes, each with its table's name
 * under it and a link to the same address, twelve to a page.
 */
export function renderQrSheet(
  zoneName: string,
  tables: readonly QrSheetTable[],
  menuBase: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: `QR · ${zoneName}`, Creator: "Comanda" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const cellWidth = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
  const cellHeight = (PAGE.height - 2 * PAGE.margin - HEADER) / ROWS;
  const perPage = COLUMNS * ROWS;
  const header = () =>
    doc
      .font("Helvetica-Bold")
      .fontSize(18)
      .fillColor("#000000")
      .text(zoneName, PAGE.margin, PAGE.margin, { width: PAGE.width - 2 * PAGE.margin, align: "center" });

  header();
  tables.forEach((table, index) => {
    if (index > 0 && index % perPage === 0) {
      doc.addPage();
      header();
    }
    const slot = index % perPage;
    const left = PAGE.margin + (slot % COLUMNS) * cellWidth;
    const top = PAGE.margin + HEADER + Math.floor(slot / COLUMNS) * cellHeight;
    const qrX = left + (cellWidth - QR_SIZE) / 2;
    const qrY = top + (cellHeight - QR_SIZE - NAME_HEIGHT) / 2;
    const url = tableMenuUrl(menuBase, table.qr);
    drawQr(doc, url, qrX, qrY, QR_SIZE);
    doc.link(qrX, qrY, QR_SIZE, QR_SIZE, url);
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor("#000000")
      .text(table.name, left, qrY + QR_SIZE + 4, { width: cellWidth, align: "center", lineBreak: false });
  });
  doc.end();
  return done;
}
