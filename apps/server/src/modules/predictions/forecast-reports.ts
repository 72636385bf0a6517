import type {
  Backtest,
  ForecastBody,
  ForecastPoint,
  ForecastReport,
  HistoryPoint,
  ProductsForecastReport,
  SeriesForecast,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { Period } from "../reports/report-sql";
import { type Band, type Forecasted, forecastDaily, forecastHourly } from "./forecast";
import { addDays, hourlyHistory, productHistory } from "./history";

/** How much history the chart shows next to the forecast. */
const SHOWN_DAYS = 56;
const SHOWN_HOUR_DAYS = 14;
const SHOWN_PRODUCT_DAYS = 28;

/** Money in the API's decimals (the model works in cents); counts and units to one decimal. */
const rounder = (divisor: number, digits: number) => (value: number) =>
  Math.round((value / divisor) * 10 ** digits) / 10 ** digits;

function scaledBacktest(backtest: Backtest, round: (value: number) => number): Backtest {
  return {
    ...backtest,
    mae: round(backtest.mae),
    naive_mae: round(backtest.naive_mae),
    mean_mae: round(backtest.mean_mae),
    mase: backtest.mase === null ? null : Math.round(backtest.mase * 1000) / 1000,
  };
}

function present<T>(
  result: Forecasted<T>,
  history: HistoryPoint[],
  points: (points: T[]) => ForecastPoint[],
  round: (value: number) => number,
): SeriesForecast {
  if (result.status !== "ok") return result;
  return {
    status: "ok",
    history,
    forecast: points(result.points),
    backtest: scaledBacktest(result.backtest, round),
  };
}

const pointOf =
  (round: (value: number) => number, at: string, holiday: boolean) =>
  (band: Band): ForecastPoint => ({
    at,
    value: round(band.value),
    low: round(band.low),
    high: round(band.high),
    holiday,
  });

const hourLabel = (day: string, hour: number) => `${day} ${String(hour).padStart(2, "0")}`;

/** predictions/sales and predictions/orders: per day or per hour, for the next `horizon` days. */
export async function forecastTotals(
  db: Db,
  p: Period,
  holidays: ReadonlySet<string>,
  target: "sales" | "orders",
  { horizon, granularity }: ForecastBody,
): Promise<ForecastReport> {
  const history = await hourlyHistory(db, p);
  const hours = target === "sales" ? history.cents : history.orders;
  const round = target === "sales" ? rounder(100, 2) : rounder(1, 1);
  const future = Array.from({ length: horizon }, (_, index) => addDays(p.to, index + 1));
  const flags = [...history.days, ...future].map((day) => holidays.has(day));
  if (granularity === "day") {
    const values = hours.map((day) => day.reduce((sum, value) => sum + value, 0));
    const shown = history.days
      .map((day, index) => ({ at: day, value: round(values[index] as number) }))
      .slice(-SHOWN_DAYS);
    const result = present(
      forecastDaily({ values, holidays: flags, horizon }),
      shown,
      (points) =>
        points.map((band, index) =>
          pointOf(round, future[index] as string, flags[values.length + index] === true)(band),
        ),
      round,
    );
    return { target, granularity, result };
  }
  const shown = history.days.slice(-SHOWN_HOUR_DAYS).flatMap((day, index, days) =>
    (hours[hours.length - days.length + index] as number[]).map((value, hour) => ({
      at: hourLabel(day, hour),
      value: round(value),
    })),
  );
  const result = present(
    forecastHourly(hours, flags, horizon),
    shown,
    (days) =>
      days.flatMap((bands, index) =>
        bands.map((band, hour) =>
          pointOf(
            round,
            hourLabel(future[index] as string, hour),
            flags[hours.length + index] === true,
          )(band),
        ),
      ),
    round,
  );
  return { target, granularity, result };
}

/** predictions/products: units per product and day, every product sold in the history. */
export async function forecastProducts(
  db: Db,
  p: Period,
  holidays: ReadonlySet<string>,
  horizon: number,
): Promise<ProductsForecastReport> {
  const history = await productHistory(db, p);
  const round = rounder(1, 1);
  const future = Array.from({ length: horizon }, (_, index) => addDays(p.to, index + 1));
  const flags = [...history.days, ...future].map((day) => holidays.has(day));
  const products = history.products.map((product) => {
    const result = present(
      forecastDaily({ values: product.values, holidays: flags, horizon }),
      history.days
        .map((day, index) => ({ at: day, value: round(product.values[index] as number) }))
        .slice(-SHOWN_PRODUCT_DAYS),
      (points) =>
        points.map((band, index) =>
          pointOf(round, future[index] as string, flags[history.days.length + index] === true)(band),
        ),
      round,
    );
    const total =
      result.status === "ok" ? round(result.forecast.reduce((sum, point) => sum + point.value, 0)) : 0;
    return { product_id: product.product_id, name: product.name, total, result };
  });
  products.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { days: horizon, products };
}
