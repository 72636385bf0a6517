import { describe, expect, it } from "vitest";
import { dayStartIn, holdedPeriod } from "./holded-period";

const at = (iso: string) => Date.parse(iso);

describe("the local's days as Holded's Unix seconds", () => {
  it.each([
    ["2025-01-15", "Europe/Madrid", "2025-01-14T23:00:00Z"],
    ["2025-03-30", "Europe/Madrid", "2025-03-29T23:00:00Z"],
    ["2025-03-31", "Europe/Madrid", "2025-03-30T22:00:00Z"],
    ["2025-10-26", "Europe/Madrid", "2025-10-25T22:00:00Z"],
    ["2025-10-27", "Europe/Madrid", "2025-10-26T23:00:00Z"],
    ["2025-07-01", "Atlantic/Canary", "2025-06-30T23:00:00Z"],
    ["2025-03-10", "America/New_York", "2025-03-10T04:00:00Z"],
    // Clocks jump from 00:00 to 01:00 that night: the day starts at the jump.
    ["2024-09-08", "America/Santiago", "2024-09-08T04:00:00Z"],
    ["2025-03-09", "America/Havana", "2025-03-09T05:00:00Z"],
  ])("%s starts in %s at %s", (day, timeZone, instant) => {
    expect(dayStartIn(day, timeZone)).toBe(at(instant));
  });

  it("covers the first and the last second of the period, either end optional", () => {
    expect(holdedPeriod({ date_from: "2025-03-30", date_to: "2025-03-31" }, "Europe/Madrid")).toEqual({
      starttmp: at("2025-03-29T23:00:00Z") / 1000,
      endtmp: at("2025-03-31T22:00:00Z") / 1000 - 1,
    });
    expect(holdedPeriod({ date_to: "2025-12-31" }, "Europe/Madrid")).toEqual({
      endtmp: at("2025-12-31T23:00:00Z") / 1000 - 1,
    });
    expect(holdedPeriod({}, "Europe/Madrid")).toEqual({});
  });
});
