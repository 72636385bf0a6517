import {
  type AprioriBody,
  type ForecastBody,
  type ProbabilityBody,
  presetRange,
  type ReportRange,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { Period } from "../reports/report-sql";
import type { SettingsService } from "../settings/settings.service";
import { aprioriReport, probabilityReport } from "./basket-reports";
import { forecastProducts, forecastTotals } from "./forecast-reports";
import { historyPeriod } from "./history";
import { createHolidays } from "./holidays";

/**
 * predictions/*, apriori and probability (spec §7). Forecasts learn from the local's days up to
 * yesterday (today is not over) in its time zone; each report reads one snapshot, read only.
 */
export function createPredictionsService({
  db,
  settings,
  clock = () => new Date(),
}: {
  db: Db;
  settings: SettingsService;
  clock?: () => Date;
}) {
  const holidays = createHolidays(db);

  function read<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });
  }

  async function history(localId: number): Promise<Period> {
    const { timezone } = await settings.get(localId, "global");
    return historyPeriod(localId, timezone, presetRange("yesterday", clock(), timezone).to);
  }

  async function range(localId: number, body: ReportRange): Promise<Period> {
    const { timezone } = await settings.get(localId, "global");
    return { localId, from: body.date_from, to: body.date_to, timeZone: timezone };
  }

  return {
    holidays,
    forecast: async (localId: number, target: "sales" | "orders", body: ForecastBody) => {
      const p = await history(localId);
      const days = await holidays.days(localId);
      return read((tx) => forecastTotals(tx, p, days, target, body));
    },
    forecastProducts: async (localId: number, horizon: number) => {
      const p = await history(localId);
      const days = await holidays.days(localId);
      return read((tx) => forecastProducts(tx, p, days, horizon));
    },
    apriori: async (localId: number, body: AprioriBody) => {
      const p = await range(localId, body);
      return read((tx) => aprioriReport(tx, p, body));
    },
    probability: async (localId: number, body: ProbabilityBody) => {
      const p = await range(localId, body);
      return read((tx) => probabilityReport(tx, p, body.product));
    },
  };
}
export type PredictionsService = ReturnType<typeof createPredictionsService>;
