import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds and stops at one hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(7)).toBe(1_920_000);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it("starts from another base when asked, with the same cap", () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, 10_000))).toEqual([10_000, 20_000, 40_000]);
    expect(retryDelayMs(20, 10_000)).toBe(3_600_000);
  });
});
