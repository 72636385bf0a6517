import { describe, expect, it } from "vitest";
import { RECONNECT_CAP_MS, reconnectDelay } from "./backoff";

describe("reconnectDelay", () => {
  it("doubles from 1 s, between half and all of it", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0.999_999))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it("never waits more than 30 s, however many attempts failed", () => {
    for (const attempt of [5, 6, 10, 50, 1_000]) {
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_CAP_MS / 2);
    }
  });

  it("spreads the tills of one restaurant", () => {
    const delays = new Set([0.1, 0.4, 0.7].map((r) => reconnectDelay(3, () => r)));
    expect(delays.size).toBe(3);
  });

  it("treats a negative attempt as the first", () => {
    expect(reconnectDelay(-3, () => 0)).toBe(500);
  });
});
