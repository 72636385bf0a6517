import type { Currency, DownloadFormat } from "@comanda/domain";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import { documentLanguage, type Language, translate } from "../../platform/errors/messages";
import type { SettingsService } from "../settings/settings.service";
import { renderPdf } from "./report-pdf";

/**
 * A report as a downloadable table: XLSX (exceljs, as the box report) or CSV, labelled in the
 * local's language, dates in its time zone, money as plain decimals in number cells (the
 * spreadsheet formats them; the currency is named in the sheet's header line).
 */
export type ColumnType = "text" | "number" | "money" | "datetime";
export interface ReportColumn {
  key: string;
  type: ColumnType;
}
export interface ReportTable {
  /** The message key of the report's name. */
  title: string;
  columns: readonly ReportColumn[];
  rows: ReadonlyArray<Record<string, unknown>>;
  /** The columns a PDF's total line adds up; every money column when not given. */
  totals?: readonly string[];
}

export const FILE_TYPES: Record<DownloadFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
};

const DATE_LOCALES: Record<Language, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

export interface FileOptions {
  language: Language;
  timeZone: string;
  currency: Currency;
  dateFrom: string;
  dateTo: string;
}

function cellValue(value: unknown, type: ColumnType, options: FileOptions): string | number | null {
  if (value === null || value === undefined) return null;
  if (type === "money" || type === "number") return Number(value);
  if (type === "datetime")
    return new Intl.DateTimeFormat(DATE_LOCALES[options.language], {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: options.timeZone,
    }).format(new Date(String(value)));
  return String(value);
}

/** A text that a spreadsheet would read as a formula gets a leading apostrophe (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: string | number | null, type: ColumnType): string {
  if (value === null) return "";
  if (typeof value === "number") return type === "money" ? value.toFixed(2) : String(value);
  const text = safeText(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function columnLabel(language: Language, key: string): string {
  return translate(language, `reports.col.${key}`);
}

function heading(table: ReportTable, options: FileOptions): string {
  return `${translate(options.language, table.title)} · ${options.dateFrom} – ${options.dateTo} · ${options.currency}`;
}

export function renderCsv(table: ReportTable, options: FileOptions): Buffer {
  const lines = [
    table.columns.map((column) => csvField(columnLabel(options.language, column.key), "text")).join(","),
    ...table.rows.map((row) =>
      table.columns
        .map((column) => csvField(cellValue(row[column.key], column.type, options), column.type))
        .join(","),
    ),
  ];
  // The BOM lets a spreadsheet open accents and Chinese correctly.
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

export async function renderXlsx(table: ReportTable, options: FileOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(options.language, table.title).slice(0, 31));
  sheet.addRow([heading(table, options)]).font = { bold: true };
  const header = sheet.addRow(table.columns.map((column) => columnLabel(options.language, column.key)));
  header.font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow(
      table.columns.map((column) => {
        const value = cellValue(row[column.key], column.type, options);
        return typeof value === "string" ? safeText(value) : value;
      }),
    );
    table.columns.forEach((column, index) => {
      if (column.type === "money") added.getCell(index + 1).numFmt = "#,##0.00";
    });
  }
  table.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.type === "text" ? 32 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function renderReportFile(table: ReportTable, format: DownloadFormat, options: FileOptions) {
  if (format === "csv") return Promise.resolve(renderCsv(table, options));
  if (format === "xlsx") return renderXlsx(table, options);
  const language = documentLanguage(options.language);
  return renderPdf(translate(language, table.title), [{ table, total: true }], { ...options, language });
}

/**
 * Sends a report's file, named `<name>-<from>-<to>.<format>`, in the local's language,
 * currency and time zone (spec §9), whatever the browser's.
 */
export async function sendReportFile(
  reply: FastifyReply,
  settings: Pick<SettingsService, "get">,
  localId: number,
  table: ReportTable,
  name: string,
  query: { format: DownloadFormat; date_from: string; date_to: string },
) {
  const { timezone, currency, language } = await settings.get(localId, "global");
  const file = await renderReportFile(table, query.format, {
    language,
    timeZone: timezone,
    currency,
    dateFrom: query.date_from,
    dateTo: query.date_to,
  });
  return reply
    .type(FILE_TYPES[query.format])
    .header(
      "content-disposition",
      `attachment; filename="${name}-${query.date_from}-${query.date_to}.${query.format}"`,
    )
    .send(file);
}
