import type { InformationDimension, OrderHistoryFilters, ReportRange } from "@comanda/domain";
import type { ReportColumn, ReportTable } from "./report-files";
import type { ReportsService } from "./reports.service";

/** What download_sales/* and download_expenses/* can export. */
export const SALES_DOWNLOADS = [
  "products_report",
  "requests_sales",
  "requests_histories",
  "red_flags",
] as const;
export const EXPENSE_DOWNLOADS = [
  "expenses_report",
  "economic_subscriptions_report",
  "consumptions_report",
] as const;
export type SalesDownload = (typeof SALES_DOWNLOADS)[number];
export type ExpenseDownload = (typeof EXPENSE_DOWNLOADS)[number];

/** Every row of a list in one file (the pages of the screen are not the file's business). */
const ALL = { page: 1, page_size: 1_000_000 };

const text = (key: string): ReportColumn => ({ key, type: "text" });
const number = (key: string): ReportColumn => ({ key, type: "number" });
const money = (key: string): ReportColumn => ({ key, type: "money" });
const datetime = (key: string): ReportColumn => ({ key, type: "datetime" });

export async function informationTable(
  reports: ReportsService,
  localId: number,
  dimension: InformationDimension,
  range: ReportRange,
): Promise<ReportTable> {
  const report = await reports.information(localId, dimension, range);
  return {
    title: `reports.information.${dimension}`,
    columns: [text("name"), number("count"), number("qty"), money("total")],
    rows: report.results,
  };
}

/** A sales report's file; the order list's keeps the filters it was shown with. */
export async function salesTable(
  reports: ReportsService,
  localId: number,
  report: SalesDownload,
  { date_from, date_to, ...filters }: ReportRange & OrderHistoryFilters,
): Promise<ReportTable> {
  const range = { date_from, date_to };
  const title = `reports.report.${report}`;
  switch (report) {
    case "products_report":
      return {
        title,
        columns: [text("name"), text("category"), number("frequency"), number("orders"), money("price")],
        rows: (await reports.productsReport(localId, { ...range, ...ALL })).results,
      };
    case "requests_sales":
      return {
        title,
        columns: [
          text("date"),
          number("orders"),
          number("covers"),
          money("sales"),
          money("tips"),
          money("discounts"),
        ],
        rows: (await reports.requestsSales(localId, range)).results,
      };
    case "requests_histories":
      return {
        title,
        columns: [
          text("serial"),
          text("kind"),
          text("status"),
          text("table_name"),
          text("worker_name"),
          text("client_name"),
          datetime("created_at"),
          datetime("closed_at"),
          money("total"),
          money("paid"),
          money("tip"),
        ],
        rows: (await reports.requestsHistories(localId, { ...range, ...filters, ...ALL })).results,
      };
    case "red_flags":
      return {
        title,
        columns: [
          text("name"),
          number("voids"),
          money("voids_total"),
          number("lines_removed"),
          money("lines_removed_total"),
          number("discounts"),
          money("discounts_total"),
          number("invitations"),
          money("invitations_total"),
          number("no_sale"),
        ],
        rows: (await reports.redFlags(localId, range)).results,
      };
  }
}

export async function expensesTable(
  reports: ReportsService,
  localId: number,
  report: ExpenseDownload,
  range: ReportRange,
): Promise<ReportTable> {
  const title = `reports.report.${report}`;
  switch (report) {
    case "expenses_report":
      return {
        title,
        columns: [
          text("serial"),
          datetime("created_at"),
          text("description"),
          text("payed_with"),
          text("status"),
          text("user_name"),
          money("importe"),
        ],
        rows: (await reports.expensesReport(localId, range)).results,
      };
    case "economic_subscriptions_report":
      return {
        title,
        columns: [
          text("serial"),
          datetime("created_at"),
          text("description"),
          text("payment"),
          text("user_name"),
          money("amount"),
        ],
        rows: (await reports.economicSubscriptionsReport(localId, range)).results,
      };
    case "consumptions_report": {
      const report = await reports.consumptionsReport(localId, range);
      // From the movements a row is an ingredient in its own measure; from the sales, a product.
      const kind = report.source === "stock" ? text("unit") : text("category");
      return { title, columns: [text("name"), kind, number("qty"), money("total")], rows: report.products };
    }
  }
}
