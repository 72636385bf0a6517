import { describe, expect, it } from "vitest";
import { calendarDayIn, DATE_RANGE_PRESETS, presetOf, presetRange } from "./date-ranges";
import { DEFAULT_TIMEZONE } from "./locale";

// 22 November 2026, 10:00 in Madrid (UTC+1 in winter).
const NOW = new Date("2026-11-22T09:00:00Z");

describe("date range presets (spec §2)", () => {
  it.each([
    ["today", "2026-11-22", "2026-11-22"],
    ["yesterday", "2026-11-21", "2026-11-21"],
    ["last7Days", "2026-11-16", "2026-11-22"],
    ["last30Days", "2026-10-24", "2026-11-22"],
    ["q1", "2026-01-01", "2026-03-31"],
    ["q2", "2026-04-01", "2026-06-30"],
    ["q3", "2026-07-01", "2026-09-30"],
    ["q4", "2026-10-01", "2026-12-31"],
    ["currentMonth", "2026-11-01", "2026-11-30"],
    ["lastMonth", "2026-10-01", "2026-10-31"],
    ["year", "2026-01-01", "2026-12-31"],
    ["last3Months", "2026-08-23", "2026-11-22"],
  ] as const)("%s is %s – %s", (preset, from, to) => {
    expect(presetRange(preset, NOW, DEFAULT_TIMEZONE)).toEqual({ from, to });
  });

  it("counts days in the restaurant's time zone, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Madrid, still New Year's Eve in Santo Domingo.
    const night = new Date("2026-12-31T23:30:00Z");
    expect(calendarDayIn(night, "Europe/Madrid")).toEqual({ year: 2027, month: 1, day: 1 });
    expect(presetRange("today", night, "Europe/Madrid")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(presetRange("yesterday", night, "Europe/Madrid")).toEqual({
      from: "2026-12-31",
      to: "2026-12-31",
    });
    expect(presetRange("year", night, "Europe/Madrid")).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    expect(presetRange("today", night, "America/Santo_Domingo")).toEqual({
      from: "2026-12-31",
      to: "2026-12-31",
    });
  });

  it("crosses month and year ends and knows leap years", () => {
    const newYear = new Date("2028-01-01T12:00:00Z");
    expect(presetRange("yesterday", newYear, DEFAULT_TIMEZONE)).toEqual({
      from: "2027-12-31",
      to: "2027-12-31",
    });
    expect(presetRange("lastMonth", newYear, DEFAULT_TIMEZONE)).toEqual({
      from: "2027-12-01",
      to: "2027-12-31",
    });
    expect(presetRange("last7Days", newYear, DEFAULT_TIMEZONE)).toEqual({
      from: "2027-12-26",
      to: "2028-01-01",
    });
    const march = new Date("2028-03-15T12:00:00Z");
    expect(presetRange("lastMonth", march, DEFAULT_TIMEZONE)).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
  });

  it("keeps last 3 months within three months when the day does not exist three months back", () => {
    const endOfMay = new Date("2026-05-31T12:00:00Z");
    expect(presetRange("last3Months", endOfMay, DEFAULT_TIMEZONE)).toEqual({
      from: "2026-03-01",
      to: "2026-05-31",
    });
  });

  it("always gives a range that does not end before it starts", () => {
    for (const preset of DATE_RANGE_PRESETS) {
      const range = presetRange(preset, NOW, DEFAULT_TIMEZONE);
      expect(range.from <= range.to, preset).toBe(true);
    }
  });

  it("recognises the preset a range came from, and none for a hand-picked one", () => {
    for (const preset of DATE_RANGE_PRESETS) {
      expect(presetOf(presetRange(preset, NOW, DEFAULT_TIMEZONE), NOW, DEFAULT_TIMEZONE)).toBe(preset);
    }
    expect(presetOf({ from: "2026-11-03", to: "2026-11-09" }, NOW, DEFAULT_TIMEZONE)).toBeUndefined();
  });
});
