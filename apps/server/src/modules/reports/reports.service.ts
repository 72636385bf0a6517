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
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import type { SettingsService } from "../settings/settings.service";
import { consumptionsReport } from "./consumptions-report";
import { averageTicket, dashboardExpenses, dashboardSales, hourlyBilling, widgets } from "./dashboard";
import { economicSubscriptionsReport, expensesReport } from "./expense-reports";
import { information } from "./informations";
import { redFlags } from "./red-flags";
import type { Period } from "./report-sql";
import { refreshSummaries, type SummaryPeriod, summaryPeriod } from "./report-summaries";
import { productsReport, requestHistory, requestsHistories, requestsSales } from "./sales-reports";

type Paged = { page: number; page_size: number };

/** The report calls of spec §7, each over the local's calendar days in its time zone. */
export function createReportsService({ db: database, settings }: { db: Db; settings: SettingsService }) {
  async function period(localId: number, range: ReportRange): Promise<Period> {
    const { timezone } = await settings.get(localId, "global");
    return { localId, from: range.date_from, to: range.date_to, timeZone: timezone };
  }

  /**
   * A report's statements see one snapshot (a dashboard's figures agree with each other while
   * tills keep closing orders), read only, and without JIT compilation: PostgreSQL's cost
   * estimate of these aggregates passes the JIT threshold, and compiling took 80 ms of a
   * 270 ms month on the benchmark's data — more than it saved.
   */
  const db = {
    transaction: <T>(work: (tx: Db) => Promise<T>) =>
      database.transaction(
        async (tx) => {
          await tx.execute(sql`set local jit = off`);
          return work(tx);
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      ),
  };

  async function read<T>(localId: number, range: ReportRange, report: (tx: Db, p: Period) => Promise<T>) {
    const p = await period(localId, range);
    return db.transaction((tx) => report(tx, p));
  }

  /**
   * A report over the daily summaries: the past days of `range` (and of `earlier`, a range it
   * compares with) are summarised first, in their own transaction; the report's snapshot then
   * reads from the raw tables whatever is not summarised in it.
   */
  async function readSummaries<T>(
    localId: number,
    range: ReportRange,
    report: (tx: Db, p: SummaryPeriod) => Promise<T>,
    earlier?: { from: string; to: string },
  ) {
    const p = await period(localId, range);
    await refreshSummaries(
      database,
      earlier ? { ...p, from: [earlier.from, p.from].sort()[0] as string } : p,
    );
    return db.transaction(async (tx) => report(tx, await summaryPeriod(tx, p)));
  }

  return {
    period,
    async dashboardSales(localId: number, body: DashboardBody & ReportRange) {
      const compareTo = body.compare_to ?? "previous_period";
      const earlier = (compareTo === "previous_week" ? weekBeforeRange : previousRange)(
        body.date_from,
        body.date_to,
      );
      return readSummaries(localId, body, (tx, p) => dashboardSales(tx, p, compareTo), earlier);
    },
    averageTicket: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, averageTicket),
    hourlyBilling: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, hourlyBilling),
    widgets: async (localId: number, range: ReportRange) => readSummaries(localId, range, widgets),
    expenses: async (localId: number, range: ReportRange) => read(localId, range, dashboardExpenses),
    expensesReport: async (localId: number, range: ReportRange) => read(localId, range, expensesReport),
    economicSubscriptionsReport: async (localId: number, range: ReportRange) =>
      read(localId, range, economicSubscriptionsReport),
    consumptionsReport: async (localId: number, range: ReportRange) =>
      read(localId, range, consumptionsReport),
    productsReport: async (localId: number, body: ProductsReportBody & ReportRange & Paged) =>
      readSummaries(localId, body, (tx, p) => productsReport(tx, p, body)),
    requestsSales: async (localId: number, range: ReportRange) =>
      readSummaries(localId, range, requestsSales),
    requestsHistories: async (localId: number, body: RequestsHistoriesBody & ReportRange & Paged) =>
      read(localId, body, (tx, p) => requestsHistories(tx, p, body)),
    async requestHistory(localId: number, id: number) {
      const history = await db.transaction((tx) => requestHistory(tx, localId, id));
      if (!history) throw errors.notFound();
      return history;
    },
    redFlags: async (localId: number, range: ReportRange) => readSummaries(localId, range, redFlags),
    /** An informe; the month-by-month ones may span a year, the others 3 months (spec §5). */
    async information(localId: number, dimension: InformationDimension, range: ReportRange) {
      const months = maxMonthsOf(dimension);
      if (!rangeWithinMonths(range.date_from, range.date_to, months))
        throw errors.field("date_to", months > 3 ? REPORT_MESSAGES.yearRange : REPORT_MESSAGES.dateRange);
      return readSummaries(localId, range, (tx, p) => information(tx, p, dimension));
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
