import { BACKTEST_WEEKS, type Backtest } from "@comanda/domain";
import { WEEK } from "./holt-winters";

/**
 * The honesty check of issue 33: the model is replayed on the local's own last weeks (rolling
 * origin: fitted on everything before a week, asked for that week) and compared with the two
 * forecasts anyone can make by hand — "same weekday last week" (seasonal naive) and "the
 * average of the last four weeks". MASE scales the error by the seasonal naive's in-sample
 * error (Hyndman & Koehler 2006). The model counts as better than naive only when its error is
 * at least `CLEARLY` below both: on white noise a plain average beats "last week" by chance of
 * construction, and a model that only matches the average has learnt nothing.
 */
export const CLEARLY = 0.95;

/** One forecast the backtest made, with what happened and what the naive forecasts said. */
export interface Replayed {
  actual: number;
  model: number;
  naive: number;
  mean: number;
}

const mae = (errors: readonly number[]) =>
  errors.length === 0 ? 0 : errors.reduce((sum, error) => sum + Math.abs(error), 0) / errors.length;

/** The in-sample error of "same season last period": (1/(T−m)) Σ |y_t − y_{t−m}|. */
export function seasonalNaiveScale(values: readonly number[], lag: number): number {
  const errors: number[] = [];
  for (let t = lag; t < values.length; t++) errors.push((values[t] as number) - (values[t - lag] as number));
  return mae(errors);
}

export function scoreBacktest(replayed: readonly Replayed[], scale: number): Backtest {
  const modelMae = mae(replayed.map((r) => r.actual - r.model));
  const naiveMae = mae(replayed.map((r) => r.actual - r.naive));
  const meanMae = mae(replayed.map((r) => r.actual - r.mean));
  return {
    weeks: BACKTEST_WEEKS,
    mae: modelMae,
    // A series that repeats exactly week after week has no scale to measure against.
    mase: scale > 0 ? modelMae / scale : null,
    naive_mae: naiveMae,
    mean_mae: meanMae,
    better_than_naive: modelMae < CLEARLY * Math.min(naiveMae, meanMae),
  };
}

/** The first day index the backtest forecasts; everything before it is the fitting sample. */
export const backtestStart = (length: number) => length - BACKTEST_WEEKS * WEEK;

/** The q-quantile (0–1) of values, interpolated between order statistics (R's type 7). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}
