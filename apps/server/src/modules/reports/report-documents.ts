import type { DashboardBody, ReportRange } from "@comanda/domain";
import { documentLanguage, type Language, translate } from "../../platform/errors/messages";
import type { SettingsService } from "../settings/settings.service";
import type { MenuEngineeringReport } from "./menu-engineering";
import type { ReportColumn, ReportTable } from "./report-files";
import { type PdfSection, renderPdf } from "./report-pdf";
import type { ReportsService } from "./reports.service";

const text = (key: string): ReportColumn => ({ key, type: "text" });
const number = (key: string): ReportColumn => ({ key, type: "number" });
const money = (key: string): ReportColumn => ({ key, type: "money" });

/** The figures of dashboard/sales and widgets as the PDF's tables, labelled in `language`. */
async function dashboardSections(
  reports: ReportsService,
  localId: number,
  body: DashboardBody & ReportRange,
  language: Language,
): Promise<PdfSection[]> {
  const [sales, widgets] = await Promise.all([
    reports.dashboardSales(localId, body),
    reports.widgets(localId, body),
  ]);
  const t = (key: string) => translate(language, key);
  const figure = (key: keyof typeof sales.current) => ({
    figure: t(`reports.col.${key}`),
    current: sales.current[key],
    previous: sales.previous[key],
  });
  const products = (title: string, rows: typeof widgets.top_products): PdfSection => ({
    table: { title, columns: [text("name"), number("qty"), money("total")], rows },
  });
  return [
    {
      table: {
        title: "reports.dashboard.money",
        columns: [text("figure"), money("current"), money("previous")],
        rows: [
          figure("sales"),
          figure("average_ticket"),
          figure("tips"),
          figure("discounts"),
          figure("invitations"),
        ],
      },
    },
    {
      table: {
        title: "reports.dashboard.counts",
        columns: [text("figure"), number("current"), number("previous")],
        rows: [figure("orders"), figure("covers")],
      },
    },
    {
      table: {
        title: "reports.dashboard.by_channel",
        columns: [text("kind"), number("orders"), money("total")],
        rows: sales.by_channel.map((row) => ({ ...row, kind: t(`box.total_${row.kind}`) })),
      },
      total: true,
    },
    {
      table: {
        title: "reports.dashboard.by_payment_method",
        columns: [text("method"), number("payments"), money("total")],
        rows: sales.by_payment_method.map((row) => ({ ...row, method: t(`box.total_${row.method}`) })),
      },
      total: true,
    },
    products("reports.dashboard.top_products", widgets.top_products),
    products("reports.dashboard.bottom_products", widgets.bottom_products),
  ];
}

/** The dashboard as a PDF in the local's document language, currency and time zone. */
export async function dashboardPdf(
  reports: ReportsService,
  settings: SettingsService,
  localId: number,
  body: DashboardBody & ReportRange,
): Promise<Buffer> {
  const { timezone, currency, language } = await settings.get(localId, "global");
  const written = documentLanguage(language);
  const sections = await dashboardSections(reports, localId, body, written);
  return renderPdf(translate(written, "reports.report.dashboard"), sections, {
    language: written,
    timeZone: timezone,
    currency,
    dateFrom: body.date_from,
    dateTo: body.date_to,
  });
}

/** Menu engineering as a downloadable table, the quadrant and the flag in words. */
export function menuEngineeringTable(report: MenuEngineeringReport, language: Language): ReportTable {
  const t = (key: string) => translate(language, key);
  return {
    title: "reports.report.menu_engineering",
    columns: [
      text("name"),
      number("units"),
      number("share"),
      money("price_net"),
      money("cost"),
      money("margin"),
      money("total_margin"),
      number("markup"),
      text("markup_flag"),
      text("quadrant"),
    ],
    rows: report.results.map((row) => ({
      name: row.has_recipe ? row.name : `${row.name} (${t("reports.no_recipe")})`,
      units: row.units,
      share: Math.round(row.share * 10_000) / 100,
      price_net: row.price_net,
      cost: row.cost,
      margin: row.margin,
      total_margin: row.total_margin,
      markup: row.markup,
      markup_flag: row.below_recommended ? t("reports.yes") : null,
      quadrant: t(`reports.quadrant.${row.quadrant ?? "none"}`),
    })),
    totals: ["units", "total_margin"],
  };
}
