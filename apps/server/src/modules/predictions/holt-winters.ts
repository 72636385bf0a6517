/**
 * Additive Holt-Winters without trend (triple exponential smoothing with β = 0, period 7),
 * the method of research notes §6.2: a restaurant's week repeats and its level drifts, and a
 * fitted trend extrapolated two weeks ahead does more harm than good. α and γ are chosen from a
 * small grid by the one-step squared error, as R's HoltWinters does by optimisation.
 *
 * Days the manager marked as holidays neither update the level nor the weekday pattern (they are
 * not a normal Monday); the model learns instead how far, on average, they fell from its
 * forecast, and adds that to the forecast of a future holiday.
 */

export const WEEK = 7;
/** 52 weeks: "the same time last year" on the same weekday. */
export const YEAR = 364;

const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5] as const;
const GAMMAS = [0.05, 0.1, 0.2, 0.3] as const;

export interface SeasonalModel {
  /** How many days were fitted: forecasts start at day index `length`. */
  length: number;
  level: number;
  /** The weekday pattern, by day index modulo 7. */
  season: number[];
  /** Mean difference between a past holiday and its forecast (0 without past holidays). */
  holidayEffect: number;
  alpha: number;
  gamma: number;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function run(values: readonly number[], holidays: readonly boolean[], alpha: number, gamma: number) {
  const firstWeeks = values.slice(0, 2 * WEEK);
  let level = mean(firstWeeks.filter((_, index) => !holidays[index]));
  const season = Array.from({ length: WEEK }, (_, day) => {
    const same = firstWeeks.filter((_, index) => index % WEEK === day && !holidays[index]);
    return same.length > 0 ? mean(same) - level : 0;
  });
  let sse = 0;
  const holidayErrors: number[] = [];
  for (let t = 0; t < values.length; t++) {
    const y = values[t] as number;
    const s = season[t % WEEK] as number;
    const error = y - (level + s);
    if (holidays[t]) {
      holidayErrors.push(error);
      continue;
    }
    if (t >= 2 * WEEK) sse += error * error;
    season[t % WEEK] = gamma * (y - level) + (1 - gamma) * s;
    level = alpha * (y - s) + (1 - alpha) * level;
  }
  return { level, season, sse, holidayEffect: mean(holidayErrors) };
}

/** Needs at least two whole weeks. */
export function fitSeasonal(values: readonly number[], holidays: readonly boolean[]): SeasonalModel {
  let best: SeasonalModel | undefined;
  let bestSse = Number.POSITIVE_INFINITY;
  for (const alpha of ALPHAS)
    for (const gamma of GAMMAS) {
      const fitted = run(values, holidays, alpha, gamma);
      if (fitted.sse < bestSse) {
        bestSse = fitted.sse;
        best = { length: values.length, ...fitted, alpha, gamma };
      }
    }
  if (!best) throw new Error("fitSeasonal needs values");
  return best;
}

/**
 * The yearly movement between now and `h` days ahead, read from the same weeks a year before:
 * the centred week around the target day a year ago minus the week that ended a year before the
 * last fitted day. Only with more than a year of history; 0 otherwise.
 */
export function yearlyShift(values: readonly number[], length: number, h: number): number {
  const endLastYear = length - YEAR;
  if (endLastYear - WEEK < 0) return 0;
  const target = length - 1 + h - YEAR;
  const around = values.slice(target - 3, target + 4);
  const before = values.slice(endLastYear - WEEK, endLastYear);
  return mean(around) - mean(before);
}

/** The forecast `h` days (1-based) after the fitted ones. */
export function predictSeasonal(
  model: SeasonalModel,
  values: readonly number[],
  h: number,
  holiday: boolean,
): number {
  const index = model.length - 1 + h;
  return (
    model.level +
    (model.season[index % WEEK] as number) +
    yearlyShift(values, model.length, h) +
    (holiday ? model.holidayEffect : 0)
  );
}
