import { FORECAST_MIN_HISTORY_DAYS } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { quantile, scoreBacktest, seasonalNaiveScale } from "./backtest";
import { type Band, forecastDaily, forecastHourly, hourProfile } from "./forecast";
import { fitSeasonal, predictSeasonal } from "./holt-winters";

/** A seeded normal generator (mulberry32 + Box–Muller): the same series on every run. */
function normal(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Closed on Mondays, busy at weekends: the week of a real restaurant. */
const WEEKLY = [0, 800, 900, 950, 1400, 2100, 1800];
const noFlags = (length: number) => new Array<boolean>(length).fill(false);

function ok<T>(result: ReturnType<typeof forecastDaily> | { status: string }) {
  if (result.status !== "ok") throw new Error(`expected a forecast, got ${result.status}`);
  return result as { status: "ok"; points: T[]; backtest: ReturnType<typeof scoreBacktest> };
}

describe("Holt-Winters without trend", () => {
  it("repeats an exact weekly pattern", () => {
    const values = Array.from({ length: 70 }, (_, day) => WEEKLY[day % 7] as number);
    const model = fitSeasonal(values, noFlags(values.length));
    for (let h = 1; h <= 14; h++)
      expect(predictSeasonal(model, values, h, false)).toBeCloseTo(WEEKLY[(70 + h - 1) % 7] as number, 6);
  });

  it("follows a level that moved", () => {
    const values = Array.from(
      { length: 84 },
      (_, day) => (WEEKLY[day % 7] as number) + (day >= 56 ? 300 : 0),
    );
    const model = fitSeasonal(values, noFlags(values.length));
    // Four weeks after the step: the Monday closing now takes 300; within 5% of the step.
    expect(Math.abs(predictSeasonal(model, values, 1, false) - 300)).toBeLessThan(15);
  });

  it("learns how much a marked holiday differs and adds it to a future one", () => {
    const length = 84;
    const holidays = Array.from({ length: length + 7 }, (_, day) => day % 20 === 9 || day === length + 2);
    const values = Array.from(
      { length },
      (_, day) => (WEEKLY[day % 7] as number) + (holidays[day] ? 1000 : 0),
    );
    const model = fitSeasonal(values, holidays);
    expect(model.holidayEffect).toBeCloseTo(1000, 0);
    const plain = WEEKLY[(length + 2) % 7] as number;
    expect(predictSeasonal(model, values, 3, true)).toBeCloseTo(plain + 1000, 0);
    expect(predictSeasonal(model, values, 3, false)).toBeCloseTo(plain, 0);
  });

  it("carries last year's rise into the coming weeks", () => {
    // A slow yearly wave on top of the week; the forecast for two weeks ahead sits on the rise.
    const wave = (day: number) => 400 * Math.sin((2 * Math.PI * day) / 364);
    const length = 364 + 91 - 7;
    const values = Array.from({ length }, (_, day) => (WEEKLY[day % 7] as number) + 1000 + wave(day));
    const model = fitSeasonal(values, noFlags(length));
    const truth = (h: number) => (WEEKLY[(length - 1 + h) % 7] as number) + 1000 + wave(length - 1 + h);
    const withYear = Math.abs(predictSeasonal(model, values, 14, false) - truth(14));
    const withoutYear = Math.abs(predictSeasonal(model, values.slice(-300), 14, false) - truth(14));
    expect(withYear).toBeLessThan(withoutYear / 2);
  });
});

describe("forecast and backtest", () => {
  it("beats the seasonal naive on a noisy weekly series (MASE < 1)", () => {
    const noise = normal(7);
    const values = Array.from({ length: 180 }, (_, day) =>
      Math.max(0, (WEEKLY[day % 7] as number) + 120 * noise()),
    );
    const result = ok<Band>(forecastDaily({ values, holidays: noFlags(194), horizon: 14 }));
    expect(result.backtest.mase).toBeLessThan(1);
    expect(result.backtest.better_than_naive).toBe(true);
    expect(result.points).toHaveLength(14);
    for (const point of result.points) {
      expect(point.low).toBeLessThanOrEqual(point.value);
      expect(point.high).toBeGreaterThanOrEqual(point.value);
    }
    // The Monday closing is forecast as about nothing, a Saturday as about 2100.
    const saturday = result.points.findIndex((_, index) => (180 + index) % 7 === 5);
    expect(result.points[saturday]?.value).toBeGreaterThan(1800);
    expect(result.points[saturday]?.value).toBeLessThan(2400);
  });

  it("says it is not better than naive on white noise", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const noise = normal(seed);
      const values = Array.from({ length: 120 }, () => 1000 + 150 * noise());
      const result = ok<Band>(forecastDaily({ values, holidays: noFlags(127), horizon: 7 }));
      expect(result.backtest.better_than_naive).toBe(false);
    }
  });

  it("gives no number with too little history", () => {
    const values = new Array<number>(FORECAST_MIN_HISTORY_DAYS - 1).fill(10);
    expect(forecastDaily({ values, holidays: noFlags(60), horizon: 7 })).toEqual({
      status: "too_little_history",
      days: FORECAST_MIN_HISTORY_DAYS - 1,
      needed: FORECAST_MIN_HISTORY_DAYS,
    });
  });

  it("shares a day out by its weekday's hours, and the hours add up to the day", () => {
    const noise = normal(11);
    const hours = Array.from({ length: 91 }, (_, day) =>
      Array.from({ length: 24 }, (_, hour) =>
        hour === 13 || hour === 21 ? Math.max(0, (WEEKLY[day % 7] as number) / 2 + 40 * noise()) : 0,
      ),
    );
    const result = ok<Band[]>(forecastHourly(hours, noFlags(98), 7));
    const daily = ok<Band>(
      forecastDaily({
        values: hours.map((day) => day.reduce((a, b) => a + b, 0)),
        holidays: noFlags(98),
        horizon: 7,
      }),
    );
    result.points.forEach((day, index) => {
      expect(day.reduce((sum, hour) => sum + hour.value, 0)).toBeCloseTo(daily.points[index]?.value ?? -1, 6);
      expect(day[3]?.value).toBe(0);
    });
    expect(result.backtest.mase).toBeLessThan(1);
  });
});

describe("backtest pieces", () => {
  it("scales by the in-sample seasonal naive error", () => {
    // |3−1| + |4−2| + |6−3| + |8−4| = 11 over 4.
    expect(seasonalNaiveScale([1, 2, 3, 4, 6, 8], 2)).toBe(2.75);
  });

  it("interpolates quantiles as R's type 7", () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4, 10);
  });

  it("is better than naive only when clearly below both naive forecasts", () => {
    const replayed = [{ actual: 10, model: 9, naive: 8, mean: 7 }];
    expect(scoreBacktest(replayed, 2)).toMatchObject({ mae: 1, mase: 0.5, better_than_naive: true });
    expect(scoreBacktest([{ actual: 10, model: 9, naive: 8, mean: 9.02 }], 2).better_than_naive).toBe(false);
    expect(scoreBacktest([{ actual: 10, model: 10, naive: 10, mean: 10 }], 0).mase).toBeNull();
  });

  it("falls back to the overall hour profile for a weekday without sales", () => {
    const hours = Array.from({ length: 14 }, (_, day) =>
      Array.from({ length: 24 }, (_, hour) => (day % 7 === 0 ? 0 : hour === 20 ? 4 : 0)),
    );
    expect(hourProfile(hours, 14)[0]?.[20]).toBe(1);
  });
});
