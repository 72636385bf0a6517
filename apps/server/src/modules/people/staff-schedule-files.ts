import { calendarDateIn, hoursText, type StaffDay } from "@comanda/domain";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { documentLanguage, type Language, translate } from "../../platform/errors/messages";

export const STAFF_SCHEDULE_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** A record, not a ternary, so a new language cannot silently take another's date format. */
const DATE_LOCALES: Record<Language, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

const COLUMNS = [
  "date",
  "employee",
  "start",
  "end",
  "breaks",
  "break_hours",
  "hours",
  "corrections",
] as const;

interface RecordOptions {
  language: Language;
  timeZone: string;
  localName: string;
  dateFrom: string;
  dateTo: string;
}

/** The day's lines as they read on paper, shared by the spreadsheet and the PDF. */
function dayCells(day: StaffDay, language: Language, timeZone: string) {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `staff_schedule.${key}`, params);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone, ...options });
  const time = (iso: string | null) =>
    iso === null ? t("open") : format({ timeStyle: "short" }).format(new Date(iso));
  const stamp = (iso: string | null) =>
    iso === null ? t("open") : format({ dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
  const breaks = day.sessions
    .filter((session) => session.kind === "break")
    .map((session) => `${time(session.start_time)}–${time(session.end_time)}`)
    .join(", ");
  const corrections = day.sessions
    .flatMap((session) => session.corrections)
    .map((entry) =>
      t("correction", {
        when: stamp(entry.created_at),
        who: entry.corrected_by.name,
        before: `${stamp(entry.before.start_time)}–${stamp(entry.before.end_time)}`,
        after: `${stamp(entry.after.start_time)}–${stamp(entry.after.end_time)}`,
        reason: entry.reason,
      }),
    )
    .join("\n");
  return {
    date: format({ dateStyle: "short" }).format(new Date(`${day.date}T12:00:00Z`)),
    employee: day.name,
    start: time(day.start_time),
    // A shift past midnight shows its end with the date, on the day it started.
    end:
      day.end_time && calendarDateIn(new Date(day.end_time), timeZone) !== day.date
        ? stamp(day.end_time)
        : time(day.end_time),
    breaks,
    break_hours: hoursText(day.break_minutes),
    hours: hoursText(day.net_minutes),
    corrections,
  };
}

function totals(days: StaffDay[]) {
  const byPerson = new Map<string, number>();
  for (const day of days) byPerson.set(day.name, (byPerson.get(day.name) ?? 0) + day.net_minutes);
  return [...byPerson].sort(([a], [b]) => a.localeCompare(b));
}

async function renderXlsx(days: StaffDay[], options: RecordOptions): Promise<Buffer> {
  const { language, timeZone } = options;
  const t = (key: string) => translate(language, `staff_schedule.${key}`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t("title").slice(0, 31));
  sheet.addRow([`${t("title")} · ${options.localName}`]).font = { bold: true, size: 14 };
  sheet.addRow([`${t("period")}: ${options.dateFrom} – ${options.dateTo}`]);
  sheet.addRow([]);
  const header = sheet.addRow([...COLUMNS.map((column) => t(column)), t("decimal_hours")]);
  header.font = { bold: true };
  sheet.columns = [12, 24, 10, 16, 24, 10, 10, 60, 12].map((width) => ({ width }));
  for (const day of days) {
    const cells = dayCells(day, language, timeZone);
    const row = sheet.addRow([
      ...COLUMNS.map((column) => cells[column]),
      Math.round(day.net_minutes / 0.6) / 100,
    ]);
    row.getCell(COLUMNS.length).alignment = { wrapText: true, vertical: "top" };
    row.getCell(COLUMNS.length + 1).numFmt = "0.00";
  }
  sheet.addRow([]);
  sheet.addRow([t("totals")]).font = { bold: true };
  for (const [name, minutes] of totals(days)) {
    const row = sheet.addRow([
      "",
      name,
      "",
      "",
      "",
      "",
      hoursText(minutes),
      "",
      Math.round(minutes / 0.6) / 100,
    ]);
    row.getCell(COLUMNS.length + 1).numFmt = "0.00";
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function renderPdf(days: StaffDay[], options: RecordOptions): Promise<Buffer> {
  // pdfkit's Helvetica has no Chinese glyphs (see documentLanguage).
  const language = documentLanguage(options.language);
  const t = (key: string) => translate(language, `staff_schedule.${key}`);
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 36,
    info: { Title: t("title"), Creator: "Comanda" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const widths = [60, 110, 45, 85, 110, 45, 45, 270];
  const line = (cells: string[], font: string) => {
    doc.font(font).fontSize(8);
    const y = doc.y;
    let x = 36;
    let bottom = y;
    for (const [index, cell] of cells.entries()) {
      doc.text(cell, x, y, { width: widths[index]! - 4 });
      bottom = Math.max(bottom, doc.y);
      x += widths[index]!;
    }
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 60) doc.addPage();
  };
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(`${t("title")} · ${options.localName}`);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${t("period")}: ${options.dateFrom} – ${options.dateTo}`);
  doc.moveDown(0.8);
  line(
    COLUMNS.map((column) => t(column)),
    "Helvetica-Bold",
  );
  for (const day of days) {
    const cells = dayCells(day, language, options.timeZone);
    line(
      COLUMNS.map((column) => cells[column]),
      "Helvetica",
    );
  }
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(10).text(t("totals"), 36);
  for (const [name, minutes] of totals(days))
    line(["", name, "", "", "", "", hoursText(minutes), ""], "Helvetica");
  doc.end();
  return done;
}

/** The period's record per employee, fit to hand to a labour inspector (issue 27). */
export function renderStaffSchedule(days: StaffDay[], format: "xlsx" | "pdf", options: RecordOptions) {
  return format === "xlsx" ? renderXlsx(days, options) : renderPdf(days, options);
}
