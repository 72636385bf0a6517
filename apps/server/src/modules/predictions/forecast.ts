import { BACKTEST_WEEKS, type Backtest, FORECAST_INTERVAL, FORECAST_MIN_HISTORY_DAYS } from "@comanda/domain";
import { backtestStart, quantile, type Replayed, scoreBacktest, seasonalNaiveScale } from "./backtest";
import { fitSeasonal, predictSeasonal, WEEK } from "./holt-winters";

/** A forecast value and its interval; never below zero (no negative sales or units). */
export interface Band {
  value: number;
  low: number;
  high: number;
}

export type Forecasted<T> =
  | { status: "ok"; points: T[]; backtest: Backtest }
  | { status: "too_little_history"; days: number; needed: number };

/**
 * Daily values of consecutive days, oldest first, closed days as 0. `holidays` covers the
 * history and the days to forecast (`values.length + horizon` flags).
 */
export interface DailyInput {
  values: readonly number[];
  holidays: readonly boolean[];
  horizon: number;
}

const LOW = (1 - FORECAST_INTERVAL) / 2;
const meanOf = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Replays each of the last weeks: fitted on what came before it, asked for its 7 days. */
function replayDays(values: readonly number[], holidays: readonly boolean[]) {
  const replayed: Replayed[] = [];
  const start = backtestStart(values.length);
  for (let week = 0; week < BACKTEST_WEEKS; week++) {
    const origin = start + week * WEEK;
    const train = values.slice(0, origin);
    const model = fitSeasonal(train, holidays.slice(0, origin));
    const recent = meanOf(values.slice(Math.max(0, origin - 4 * WEEK), origin));
    for (let h = 1; h <= WEEK; h++) {
      const day = origin + h - 1;
      replayed.push({
        actual: values[day] as number,
        model: Math.max(0, predictSeasonal(model, train, h, holidays[day] === true)),
        naive: values[day - WEEK] as number,
        mean: recent,
      });
    }
  }
  return replayed;
}

/**
 * The interval comes from the backtest's own errors (their 10th and 90th percentile), widened by
 * √2 in the second week: errors of a forecast further ahead are larger, and the backtest only
 * measured one week ahead.
 */
function band(value: number, errors: readonly number[], h: number): Band {
  const widen = Math.sqrt(Math.ceil(h / WEEK));
  const low = Math.max(0, value + quantile(errors, LOW) * widen);
  const high = Math.max(0, value + quantile(errors, 1 - LOW) * widen);
  return { value, low: Math.min(low, value), high: Math.max(high, value) };
}

function tooLittle(days: number): Forecasted<never> {
  return { status: "too_little_history", days, needed: FORECAST_MIN_HISTORY_DAYS };
}

export function forecastDaily({ values, holidays, horizon }: DailyInput): Forecasted<Band> {
  if (values.length < FORECAST_MIN_HISTORY_DAYS) return tooLittle(values.length);
  const replayed = replayDays(values, holidays);
  const scale = seasonalNaiveScale(values.slice(0, backtestStart(values.length)), WEEK);
  const errors = replayed.map((r) => r.actual - r.model);
  const model = fitSeasonal(values, holidays.slice(0, values.length));
  const points = Array.from({ length: horizon }, (_, index) => {
    const h = index + 1;
    const value = Math.max(0, predictSeasonal(model, values, h, holidays[values.length + index] === true));
    return band(value, errors, h);
  });
  return { status: "ok", points, backtest: scoreBacktest(replayed, scale) };
}

/** Each weekday's share of the day by hour, over the last eight weeks before `end`. */
export function hourProfile(hours: readonly (readonly number[])[], end: number): number[][] {
  const overall = new Array<number>(24).fill(0);
  const byWeekday = Array.from({ length: WEEK }, () => new Array<number>(24).fill(0));
  for (let day = Math.max(0, end - 8 * WEEK); day < end; day++)
    (hours[day] ?? []).forEach((value, hour) => {
      const weekday = byWeekday[day % WEEK] as number[];
      weekday[hour] = (weekday[hour] as number) + value;
      overall[hour] = (overall[hour] as number) + value;
    });
  const shares = (totals: number[]) => {
    const sum = totals.reduce((a, b) => a + b, 0);
    return sum > 0 ? totals.map((value) => value / sum) : undefined;
  };
  const fallback = shares(overall) ?? new Array<number>(24).fill(1 / 24);
  return byWeekday.map((totals) => shares(totals) ?? fallback);
}

/**
 * Per hour: the day's forecast shared out by that weekday's hour profile (research notes §6.2),
 * so hours add up to the day. The backtest scores it per hour against "the same hour last week".
 */
export function forecastHourly(
  hours: readonly (readonly number[])[],
  holidays: readonly boolean[],
  horizon: number,
): Forecasted<Band[]> {
  const values = hours.map((day) => day.reduce((sum, value) => sum + value, 0));
  if (values.length < FORECAST_MIN_HISTORY_DAYS) return tooLittle(values.length);
  const start = backtestStart(values.length);
  const dailyReplay = replayDays(values, holidays);
  const replayed: Replayed[] = [];
  dailyReplay.forEach((day, index) => {
    const dayIndex = start + index;
    const origin = start + Math.floor(index / WEEK) * WEEK;
    const profile = hourProfile(hours, origin)[dayIndex % WEEK] as number[];
    for (let hour = 0; hour < 24; hour++) {
      let recent = 0;
      for (let back = 1; back <= 4 * WEEK; back++) recent += hours[origin - back]?.[hour] ?? 0;
      replayed.push({
        actual: hours[dayIndex]?.[hour] ?? 0,
        model: day.model * (profile[hour] as number),
        naive: hours[dayIndex - WEEK]?.[hour] ?? 0,
        mean: recent / (4 * WEEK),
      });
    }
  });
  const flat = hours.slice(0, start).flatMap((day) => [...day]);
  const scale = seasonalNaiveScale(flat, WEEK * 24);
  const daily = forecastDaily({ values, holidays, horizon });
  if (daily.status !== "ok") return daily;
  const profiles = hourProfile(hours, values.length);
  const points = daily.points.map((day, index) => {
    const profile = profiles[(values.length + index) % WEEK] as number[];
    return profile.map((share) => ({
      value: day.value * share,
      low: day.low * share,
      high: day.high * share,
    }));
  });
  return { status: "ok", points, backtest: scoreBacktest(replayed, scale) };
}
