import { describe, expect, it } from "vitest";
import { daysBetween, stepDate, viewRange, weekStart } from "./calendar-dates";

describe("calendar dates", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2025-06-11")).toBe("2025-06-09");
    expect(weekStart("2025-06-15")).toBe("2025-06-09");
    expect(weekStart("2025-06-16")).toBe("2025-06-16");
  });

  it("gives each view its days", () => {
    expect(viewRange("day", "2025-06-11")).toEqual({ from: "2025-06-11", to: "2025-06-11" });
    expect(viewRange("week", "2025-06-11")).toEqual({ from: "2025-06-09", to: "2025-06-15" });
    // June 2025 runs Sunday 1 to Monday 30: whole weeks from 26 May to 6 July.
    expect(viewRange("month", "2025-06-11")).toEqual({ from: "2025-05-26", to: "2025-07-06" });
    expect(daysBetween("2025-05-26", "2025-07-06")).toHaveLength(42);
  });

  it("steps by the view", () => {
    expect(stepDate("day", "2025-06-30", 1)).toBe("2025-07-01");
    expect(stepDate("week", "2025-06-11", -1)).toBe("2025-06-04");
    expect(stepDate("month", "2025-01-31", 1)).toBe("2025-02-01");
    expect(stepDate("month", "2025-01-15", -1)).toBe("2024-12-01");
  });
});
