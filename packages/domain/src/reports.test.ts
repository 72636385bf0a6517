import { describe, expect, it } from "vitest";
import { presetRange } from "./date-ranges";
import { previousRange, rangeWithinMonths, reportRangeSchema, weekBeforeRange } from "./reports";

describe("report ranges", () => {
  it("allows up to 3 calendar months and no more", () => {
    expect(rangeWithinMonths("2026-10-01", "2026-12-31", 3)).toBe(true);
    expect(rangeWithinMonths("2026-10-01", "2027-01-01", 3)).toBe(false);
    expect(rangeWithinMonths("2026-11-30", "2027-02-28", 3)).toBe(true);
    expect(rangeWithinMonths("2026-11-30", "2027-03-01", 3)).toBe(false);
    expect(rangeWithinMonths("2026-03-02", "2026-03-01", 3)).toBe(false);
    expect(rangeWithinMonths("2026-01-01", "2026-12-31", 12)).toBe(true);
    expect(rangeWithinMonths("2026-01-01", "2027-01-01", 12)).toBe(false);
    expect(rangeWithinMonths("", "2026-01-01", 3)).toBe(false);
    expect(rangeWithinMonths("2026-01-01", "constructor", 3)).toBe(false);
    expect(reportRangeSchema.safeParse({ date_from: "12:30", date_to: "a" }).success).toBe(false);
  });

  it("accepts every 3-month preset of the pickers", () => {
    for (const day of ["2026-01-31", "2026-05-31", "2026-11-26", "2028-02-29"]) {
      const now = new Date(`${day}T12:00:00Z`);
      for (const preset of ["last3Months", "q1", "q2", "q3", "q4", "lastMonth", "last30Days"] as const) {
        const range = presetRange(preset, now, "Europe/Madrid");
        expect(
          reportRangeSchema.safeParse({ date_from: range.from, date_to: range.to }).success,
          preset,
        ).toBe(true);
      }
    }
  });

  it("compares with the equal period before, or the same days a week before", () => {
    expect(previousRange("2026-03-29", "2026-03-29")).toEqual({ from: "2026-03-28", to: "2026-03-28" });
    expect(previousRange("2026-03-01", "2026-03-31")).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(weekBeforeRange("2026-03-29", "2026-03-30")).toEqual({ from: "2026-03-22", to: "2026-03-23" });
  });
});
