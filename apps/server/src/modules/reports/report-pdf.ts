import { type Currency, formatMoney } from "@comanda/domain";
import PDFDocument from "pdfkit";
import { type DocumentLanguage, translate } from "../../platform/errors/messages";
import type { ReportColumn, ReportTable } from "./report-files";

/**
 * Reports as PDF with pdfkit, the library of the box report and the purchase order. Helvetica
 * has Latin letters only, so a Chinese local's PDF is written in English (`documentLanguage`).
 */
export interface PdfOptions {
  language: DocumentLanguage;
  timeZone: string;
  currency: Currency;
  dateFrom: string;
  dateTo: string;
}

/** One titled table of a PDF; `total` adds a line with the sums of its `totals` (or money) columns. */
export interface PdfSection {
  table: ReportTable;
  total?: boolean;
}

const MARGIN = 40;
const ROW_GAP = 3;
const DATE_LOCALES: Record<DocumentLanguage, string> = { es: "es-ES", en: "en-GB" };

function cellText(value: unknown, column: ReportColumn, options: PdfOptions): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.type) {
    case "money":
      return formatMoney(Math.round(Number(value) * 100), {
        currency: options.currency,
        language: options.language,
      });
    case "number":
      return new Intl.NumberFormat(DATE_LOCALES[options.language], { maximumFractionDigits: 2 }).format(
        Number(value),
      );
    case "datetime":
      return new Intl.DateTimeFormat(DATE_LOCALES[options.language], {
        dateStyle: "short",
        timeStyle: "short",
        timeZone: options.timeZone,
      }).format(new Date(String(value)));
    case "text":
      return String(value);
  }
}

const summed = (table: ReportTable, column: ReportColumn) =>
  table.totals ? table.totals.includes(column.key) : column.type === "money";

function totalRow(table: ReportTable): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of table.columns)
    if (summed(table, column))
      row[column.key] =
        table.rows.reduce((sum, line) => sum + Math.round(Number(line[column.key] ?? 0) * 100), 0) / 100;
  return row;
}

/** A PDF of one or more tables; wide tables get a landscape page. */
export function renderPdf(
  title: string,
  sections: readonly PdfSection[],
  options: PdfOptions,
): Promise<Buffer> {
  const wide = sections.some((section) => section.table.columns.length > 6);
  const doc = new PDFDocument({
    size: "A4",
    layout: wide ? "landscape" : "portrait",
    margin: MARGIN,
    info: { Title: title, Creator: "Comanda" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  doc.font("Helvetica-Bold").fontSize(16).text(title, { width });
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${options.dateFrom} – ${options.dateTo} · ${options.currency}`, { width });
  doc.moveDown(0.8);

  const drawRow = (cells: string[], columns: readonly ReportColumn[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const textWidth = (column: ReportColumn) => (column.type === "text" ? 2 : 1);
    const units = columns.reduce((sum, column) => sum + textWidth(column), 0);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (width * textWidth(columns[index] as ReportColumn)) / units - 4 }),
    );
    const height = Math.max(...heights, 10);
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index] as ReportColumn;
      const cellWidth = (width * textWidth(column)) / units;
      doc.text(cell, x, y, { width: cellWidth - 4, align: column.type === "text" ? "left" : "right" });
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = y + height + ROW_GAP;
  };

  for (const { table, total } of sections) {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(translate(options.language, table.title), MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    const labels = table.columns.map((column) => translate(options.language, `reports.col.${column.key}`));
    drawRow(labels, table.columns, true);
    for (const row of table.rows)
      drawRow(
        table.columns.map((column) => cellText(row[column.key], column, options)),
        table.columns,
        false,
      );
    if (total) {
      const sums = totalRow(table);
      drawRow(
        table.columns.map((column, index) =>
          summed(table, column)
            ? cellText(sums[column.key], column, options)
            : index === 0
              ? translate(options.language, "reports.col.total")
              : "",
        ),
        table.columns,
        true,
      );
    }
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}
