import { type Currency, formatMoney, ORDER_KINDS, spreadsheetMoneyFormat } from "@comanda/domain";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import {
  type DocumentLanguage,
  documentLanguage,
  type Language,
  translate,
} from "../../platform/errors/messages";
import type { PresentedBoxReport } from "./box-report-present";

export const BOX_FILE_FORMATS = ["pdf", "xlsx"] as const;
export type BoxFileFormat = (typeof BOX_FILE_FORMATS)[number];

/** Text, a count, or an amount of money (decimals; null when there is none). */
type Cell = string | number | { money: number | null };
interface Section {
  title: string;
  rows: Array<[string, Cell]>;
}

/** A record, not a ternary, so a new language cannot silently take another's date format. */
const DATE_LOCALES: Record<Language, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

/** A cell as it reads on paper; `money` writes cents in the local's currency. */
export function cellText(value: Cell, money: (cents: number) => string): string {
  if (typeof value !== "object") return String(value);
  return value.money === null ? "—" : money(Math.round(value.money * 100));
}

/** The report as labelled sections, the same for the PDF, the spreadsheet and the printed Z. */
export function boxReportSections(
  report: PresentedBoxReport,
  language: Language,
  timeZone: string,
): Section[] {
  const t = (key: string) => translate(language, `box.${key}`);
  const when = (iso: string | null) =>
    iso === null
      ? "—"
      : new Intl.DateTimeFormat(DATE_LOCALES[language], {
          dateStyle: "short",
          timeStyle: "short",
          timeZone,
        }).format(new Date(iso));
  const amount = (value: number | null): Cell => ({ money: value });
  const money = (key: keyof PresentedBoxReport): [string, Cell] => [
    t(key),
    amount(report[key] as number | null),
  ];
  // Issue 28 point 5: what the period's codes and points came to.
  const loyalty: Section[] = report.loyalty
    ? [
        {
          title: t("loyalty"),
          rows: [
            [t("offers_used"), report.loyalty.offers_used],
            [t("discount_given"), amount(report.loyalty.discount_given)],
            [t("points_earned"), report.loyalty.points_earned],
            [t("points_redeemed"), report.loyalty.points_redeemed],
            [t("points_outstanding"), report.loyalty.points_outstanding],
          ],
        },
      ]
    : [];
  return [
    {
      title: `${t(report.close_type)} ${report.serial}`,
      rows: [
        [t("period_start"), when(report.period_start)],
        [t("period_end"), when(report.period_end)],
        [t("orders_count"), report.orders_count],
      ],
    },
    {
      title: t("sales"),
      rows: [
        ...ORDER_KINDS.map((kind): [string, Cell] => [t(`total_${kind}`), amount(report[`total_${kind}`])]),
        money("total_general"),
        money("total_discounted"),
      ],
    },
    {
      title: t("payments"),
      rows: [
        money("total_cash"),
        money("total_credit_card"),
        ...ORDER_KINDS.map((kind): [string, Cell] => [
          `${t("total_credit_card")} · ${t(`total_${kind}`)}`,
          amount(report[`total_${kind}_credit_card`]),
        ]),
        money("total_transfer"),
        money("total_general_tips"),
        money("card_bank"),
      ],
    },
    {
      title: t("vat"),
      rows: [
        ...report.iva.flatMap(
          (rate): Array<[string, Cell]> => [
            [`${t("base_imp")} ${rate.iva} %`, amount(rate.base_imp)],
            [`${t("total_imp")} ${rate.iva} %`, amount(rate.total_imp)],
          ],
        ),
        money("base_imp"),
        money("total_imp"),
      ],
    },
    {
      title: t("cash"),
      rows: [
        money("initial_import"),
        money("total_subscriptions"),
        money("total_expenses"),
        money("expected_cash"),
        money("cash_register"),
        money("unbalance"),
      ],
    },
    {
      title: t("voided"),
      rows: [
        [t("no_sale_openings"), report.no_sale_openings ?? "—"],
        ...report.voided.map((entry): [string, Cell] => [
          `#${entry.request_id}${entry.serial ? ` ${entry.serial}` : ""} ${entry.name ? `${entry.qty} × ${entry.name}` : t(entry.handed_over_unpaid ? "handed_over_unpaid" : "voided_order")}${entry.reason ? ` (${entry.reason})` : ""}`,
          amount(entry.total),
        ]),
      ],
    },
    ...loyalty,
  ];
}

/** The local's logo as stored (settings global logo). */
export interface ReportLogo {
  data: Uint8Array;
  content_type: string;
}

/** pdfkit draws PNG and JPEG only; a WebP, GIF or SVG logo leaves the PDF without one. */
const PDF_IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);
const LOGO_HEIGHT = 48;

function renderPdf(
  title: string,
  parts: Section[],
  currency: Currency,
  language: DocumentLanguage,
  logo: ReportLogo | undefined,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: title, Creator: "Comanda" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 96;
  if (logo && PDF_IMAGE_TYPES.has(logo.content_type)) {
    doc.image(Buffer.from(logo.data), 48, 48, { fit: [width / 3, LOGO_HEIGHT] });
    doc.y = 48 + LOGO_HEIGHT + 12;
  }
  const show = (value: Cell) => cellText(value, (cents) => formatMoney(cents, { currency, language }));
  for (const [index, part] of parts.entries()) {
    doc
      .font("Helvetica-Bold")
      .fontSize(index === 0 ? 18 : 13)
      .text(part.title, { width });
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(10);
    for (const [label, value] of part.rows) {
      const y = doc.y;
      doc.text(label, 48, y, { width: width * 0.7 });
      const after = doc.y;
      doc.text(show(value), 48 + width * 0.7, y, { width: width * 0.3, align: "right" });
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}

async function renderXlsx(title: string, parts: Section[], moneyFormat: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = [{ width: 48 }, { width: 16 }];
  for (const part of parts) {
    sheet.addRow([part.title]).font = { bold: true };
    for (const [label, value] of part.rows) {
      const row = sheet.addRow([label, typeof value === "object" ? value.money : value]);
      if (typeof value === "object") row.getCell(2).numFmt = moneyFormat;
    }
    sheet.addRow([]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function boxReportTitle(report: PresentedBoxReport, language: Language): string {
  return `${translate(language, `box.${report.close_type}`)} ${report.serial}`;
}

export function renderBoxReportFile(
  report: PresentedBoxReport,
  format: BoxFileFormat,
  options: { language: Language; timeZone: string; currency: Currency; logo?: ReportLogo | undefined },
): Promise<Buffer> {
  // A spreadsheet shows any script; the PDF's Helvetica has no Chinese glyphs.
  if (format === "xlsx") {
    const parts = boxReportSections(report, options.language, options.timeZone);
    const moneyFormat = spreadsheetMoneyFormat({ currency: options.currency, language: options.language });
    return renderXlsx(boxReportTitle(report, options.language), parts, moneyFormat);
  }
  const language = documentLanguage(options.language);
  const parts = boxReportSections(report, language, options.timeZone);
  return renderPdf(boxReportTitle(report, language), parts, options.currency, language, options.logo);
}
