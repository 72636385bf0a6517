import { describe, expect, it } from "vitest";
import { instantOfZonedInput, zonedInputValue } from "./zoned-time";

describe("datetime-local values on the restaurant's clock", () => {
  it("shows an instant on the local's clock, whatever the machine's zone", () => {
    expect(zonedInputValue("2026-11-26T17:05:00Z", "Europe/Madrid")).toBe("2026-11-26T18:05");
    expect(zonedInputValue("2026-11-26T17:05:00Z", "America/New_York")).toBe("2026-11-26T12:05");
    expect(zonedInputValue("2026-07-01T23:30:00Z", "Europe/Madrid")).toBe("2026-07-02T01:30");
  });

  it("reads a typed time on the local's clock, summer and winter", () => {
    expect(instantOfZonedInput("2026-11-26T18:05", "Europe/Madrid")).toBe("2026-11-26T17:05:00.000Z");
    expect(instantOfZonedInput("2026-07-02T01:30", "Europe/Madrid")).toBe("2026-07-01T23:30:00.000Z");
    expect(instantOfZonedInput("2026-11-26T12:05", "America/New_York")).toBe("2026-11-26T17:05:00.000Z");
  });

  it("takes the first of a repeated hour and moves a skipped one past the gap", () => {
    // 25 October 2026: Madrid goes from 03:00 CEST back to 02:00 CET.
    expect(instantOfZonedInput("2026-10-25T02:30", "Europe/Madrid")).toBe("2026-10-25T00:30:00.000Z");
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist, read as 03:30.
    expect(instantOfZonedInput("2026-03-29T02:30", "Europe/Madrid")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-11-26 18:05", "2026-11-26T24:10", "mañana"])
      expect(instantOfZonedInput(value, "Europe/Madrid")).toBeUndefined();
  });

  it("round-trips every quarter hour of a day with a clock change", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const iso = new Date(Date.UTC(2026, 9, 24, 22, minutes)).toISOString();
      const back = instantOfZonedInput(zonedInputValue(iso, "Europe/Madrid"), "Europe/Madrid");
      // Only the repeated hour (00:00–01:00 UTC) reads back as its first occurrence.
      const repeated = iso >= "2026-10-25T01:00" && iso < "2026-10-25T02:00";
      if (!repeated) expect(back).toBe(iso);
    }
  });
});
