import { z } from "zod";
import { idField } from "./menu";
import { DOWNLOAD_FORMATS, reportRangeSchema } from "./reports";

/**
 * Predictions and basket analysis (spec §2 Reports "Predictions", §7 predictions/*, apriori,
 * probability, download_predictions/*; issue 33). A forecast covers the next 1–14 of the
 * local's days; the basket analysis looks at the orders of a report range (3 months at most).
 */

export const PREDICTION_TARGETS = ["sales", "orders", "products"] as const;
export type PredictionTarget = (typeof PREDICTION_TARGETS)[number];

export const FORECAST_GRANULARITIES = ["day", "hour"] as const;
export type ForecastGranularity = (typeof FORECAST_GRANULARITIES)[number];

export const FORECAST_MAX_DAYS = 14;

/** Four whole weeks to learn from and two more to test the model on before it is trusted. */
export const FORECAST_MIN_HISTORY_DAYS = 42;

/** The weeks the backtest replays (rolling origin, one week ahead each). */
export const BACKTEST_WEEKS = 4;

/** The share of the interval around a forecast (its 10th and 90th percentile of past errors). */
export const FORECAST_INTERVAL = 0.8;

export const PREDICTION_MESSAGES = {
  horizon: "predictions.horizon",
  minSupport: "predictions.min_support",
  minConfidence: "predictions.min_confidence",
  holidayExists: "predictions.holiday_exists",
  holidayName: "predictions.holiday_name",
} as const;

export const forecastBodySchema = z.object({
  horizon: z.coerce
    .number({ message: PREDICTION_MESSAGES.horizon })
    .int(PREDICTION_MESSAGES.horizon)
    .min(1, PREDICTION_MESSAGES.horizon)
    .max(FORECAST_MAX_DAYS, PREDICTION_MESSAGES.horizon)
    .default(7),
  granularity: z.enum(FORECAST_GRANULARITIES).default("day"),
});
export type ForecastBody = z.infer<typeof forecastBodySchema>;

const basketFields = z.object({
  min_support: z.coerce
    .number({ message: PREDICTION_MESSAGES.minSupport })
    .gt(0, PREDICTION_MESSAGES.minSupport)
    .max(1, PREDICTION_MESSAGES.minSupport)
    .default(0.01),
  min_confidence: z.coerce
    .number({ message: PREDICTION_MESSAGES.minConfidence })
    .min(0, PREDICTION_MESSAGES.minConfidence)
    .max(1, PREDICTION_MESSAGES.minConfidence)
    .default(0.3),
});

export const aprioriBodySchema = reportRangeSchema.and(basketFields);
export type AprioriBody = z.infer<typeof aprioriBodySchema>;

export const probabilityBodySchema = reportRangeSchema.and(z.object({ product: idField }));
export type ProbabilityBody = z.infer<typeof probabilityBodySchema>;

export const holidayBodySchema = z.object({
  day: z.iso.date(),
  name: z.string().trim().min(1, PREDICTION_MESSAGES.holidayName).max(80, PREDICTION_MESSAGES.holidayName),
});
export type HolidayBody = z.infer<typeof holidayBodySchema>;

export const PREDICTION_DOWNLOADS = ["sales", "orders", "products", "associations"] as const;
export type PredictionDownload = (typeof PREDICTION_DOWNLOADS)[number];

/** download_predictions/*: what the screen shows (its range, horizon and thresholds) and the format. */
export const predictionDownloadQuerySchema = aprioriBodySchema
  .and(forecastBodySchema)
  .and(z.object({ format: z.enum(DOWNLOAD_FORMATS).default("xlsx") }));
export type PredictionDownloadQuery = z.infer<typeof predictionDownloadQuerySchema>;

/** One forecast value with its interval; `at` is a local day, or a day and hour `YYYY-MM-DD HH`. */
export interface ForecastPoint {
  at: string;
  value: number;
  low: number;
  high: number;
  holiday: boolean;
}

export interface HistoryPoint {
  at: string;
  value: number;
}

/**
 * How the model did on the local's own last weeks. `mase` is the model's mean absolute error
 * over the in-sample error of "same weekday last week" (Hyndman & Koehler 2006); the verdict
 * also asks it to beat the two naive forecasts on the same weeks (see docs/decisions.md).
 */
export interface Backtest {
  weeks: number;
  mae: number;
  /** null when the history repeats exactly every week (no naive error to scale by). */
  mase: number | null;
  naive_mae: number;
  mean_mae: number;
  better_than_naive: boolean;
}

export type SeriesForecast =
  | { status: "ok"; history: HistoryPoint[]; forecast: ForecastPoint[]; backtest: Backtest }
  | { status: "too_little_history"; days: number; needed: number };

export interface ForecastReport {
  target: "sales" | "orders";
  granularity: ForecastGranularity;
  result: SeriesForecast;
}

export interface ProductForecast {
  product_id: number;
  name: string;
  total: number;
  result: SeriesForecast;
}

export interface ProductsForecastReport {
  days: number;
  products: ProductForecast[];
}

export interface BasketItem {
  product_id: number;
  name: string;
}

export interface AssociationRule {
  antecedent: BasketItem[];
  consequent: BasketItem[];
  count: number;
  support: number;
  confidence: number;
  lift: number;
}

export interface AprioriReport {
  orders: number;
  itemsets: Array<{ items: BasketItem[]; count: number; support: number }>;
  rules: AssociationRule[];
}

/** "Customers who took X also took Y": P(Y | X) over the orders with X. */
export interface ProbabilityReport {
  product: BasketItem;
  orders: number;
  with_product: number;
  results: Array<BasketItem & { count: number; probability: number; lift: number }>;
}

export interface Holiday {
  id: number;
  day: string;
  name: string;
}
