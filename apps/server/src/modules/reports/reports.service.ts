import {
  type DashboardBody,
  type InformationDimension,
  maxMonthsOf,
  type ProductsReportBody,
  previousRange,
  REPORT_MESSAGES,
  type ReportRange,
  type RequestsHistoriesBody,
  rangeWithinMonths,
  weekBeforeRange,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import type { SettingsService } from "../settings/settings.service";
import { consumptionsReport } from "./consumptions-report";
import { averageTicket, dashboardExpenses, dashboardSales, hourlyBilling, widgets } from "./dashboard";
import { economicSubscriptionsReport, expensesReport } from "./expense-reports";
import {
  expensesInformationQuery,
  information,
  isExpenseDimension,
  salesInformationQuery,
} from "./informations";
import { redFlags } from "./red-flags";
import type { Period } from "./report-sql";
import { productsReport, requestHistory, requestsHistories, requestsSales } from "./sales-reports";
import { createSummariesRefresher } from "./summaries-refresher";

type Paged = { page: number; page_size: number };

/** The report calls of spec §7, each over the local's calendar days in its time zone. */
export function createReportsService({
  db: database,
  settings,
  clock = () => new Date(),
}: {
  db: Db;
  settings: SettingsService;
  clock?: () => Date;
}) {
  const refreshWhenDue = createSummariesRefresher(database, () => clock().getTime());

  async function period(localId: number, range: ReportRange): Promise<Period> {
    const { timezone } = await settings.get(localId, "global");
    return { localId, from: range.date_from, to: range.date_to, timeZone: timezone };
  }

  /**
   * A report's statements see one snapshot (a dashboard's figures agree with each other while
   * tills keep closing orders), read only; a report of one statement is its own snapshot and
   * runs without a transaction around it. (JIT is off for the whole connection: see the
   * database client.)
   */
  function inSnapshot<T>(oneStatement: boolean, work: (tx: Db) => Promise<T>): Promise<T> {
    if (oneStatement) return work(database);
    return database.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });
  }

  async function read<T>(
    localId: number,
    range: ReportRange,
    report: (tx: Db, p: Period) => Promise<T>,
    { oneStatement = false } = {},
  ) {
    const p = await period(localId, range);
    return inSnapshot(oneStatement, (tx) => report(tx, p));
  }

  /**
   * A report over the daily summaries, over `range` and `earlier` (a range it compares with):
   * their past days are summarised first when due (`createSummariesRefresher`). Each such report
   * is one statement (`report-summaries.test.ts` counts them), its own snapshot, which reads raw
   * whatever is not summarised in it.
   */
  async function readSummaries<T>(
    localId: number,
    range: ReportRange,
    report: (db: Db, p: Period) => Promise<T>,
    earlier?: { from: string; to: string },
  ) {
    const p = await period(localId, range);
    await refreshWhenDue(earlier ? { ...p, from: [earlier.from, p.from].sort()[0] as string } : p);
    return report(database, p);
  }

  return {
    period,
    async dashboardSales(localId: number, body: DashboardBody & ReportRange) {
      const compareTo = body.compare_to ?? "previous_period";
      const earlier = (compareTo === "previous_week" ? weekBeforeRange : previousRange)(
        body.date_from,
        body.date_to,
      );
      return readSummaries(localId, body, (db, p) => dashboardSales(db, p, compareTo), earlier);
    },
    averageTicket: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, averageTicket),
    hourlyBilling: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, hourlyBilling),
    widgets: async (localId: number, range: ReportRange) => readSummaries(localId, range, widgets),
    expenses: async (localId: number, range: ReportRange) =>
      read(localId, range, dashboardExpenses, { oneStatement: true }),
    expensesReport: async (localId: number, range: ReportRange) =>
      read(localId, range, expensesReport, { oneStatement: true }),
    economicSubscriptionsReport: async (localId: number, range: ReportRange) =>
      read(localId, range, economicSubscriptionsReport, { oneStatement: true }),
    consumptionsReport: async (localId: number, range: ReportRange) =>
      read(localId, range, consumptionsReport),
    productsReport: async (localId: number, body: ProductsReportBody & ReportRange & Paged) =>
      readSummaries(localId, body, (tx, p) => productsReport(tx, p, body)),
    requestsSales: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, requestsSales),
    requestsHistories: async (localId: number, body: RequestsHistoriesBody & ReportRange & Paged) =>
      read(localId, body, (tx, p) => requestsHistories(tx, p, body)),
    async requestHistory(localId: number, id: number) {
      const history = await inSnapshot(false, (tx) => requestHistory(tx, localId, id));
      if (!history) throw errors.notFound();
      return history;
    },
    redFlags: async (localId: number, range: ReportRange) => readSummaries(localId, range, redFlags),
    /** An informe; the month-by-month ones may span a year, the others 3 months (spec §5). */
    async information(localId: number, dimension: InformationDimension, range: ReportRange) {
      const months = maxMonthsOf(dimension);
      if (!rangeWithinMonths(range.date_from, range.date_to, months))
        throw errors.field("date_to", months > 3 ? REPORT_MESSAGES.yearRange : REPORT_MESSAGES.dateRange);
      if (isExpenseDimension(dimension))
        return read(
          localId,
          range,
          (tx, p) => information(tx, p, dimension, expensesInformationQuery(dimension, p)),
          { oneStatement: true },
        );
      return readSummaries(localId, range, (tx, p) =>
        information(tx, p, dimension, salesInformationQuery(dimension, p)),
      );
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
