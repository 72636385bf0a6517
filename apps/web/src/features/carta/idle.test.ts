import { describe, expect, it } from "vitest";
import { COUNTDOWN_SECONDS, DEFAULT_IDLE_SECONDS, idleSecondsOf, secondsLeft, showsCountdown } from "./idle";

describe("the kiosk's idle reset", () => {
  it("reads the idle time from the address within bounds", () => {
    expect(idleSecondsOf("?kiosk=1")).toBe(DEFAULT_IDLE_SECONDS);
    expect(idleSecondsOf("?kiosk=1&idle=30")).toBe(30);
    expect(idleSecondsOf("?idle=1")).toBe(10);
    expect(idleSecondsOf("?idle=99999")).toBe(600);
    expect(idleSecondsOf("?idle=abc")).toBe(DEFAULT_IDLE_SECONDS);
  });

  it("counts whole seconds down from the last touch to zero", () => {
    expect(secondsLeft(0, 0, 30)).toBe(30);
    expect(secondsLeft(0, 20_500, 30)).toBe(10);
    expect(secondsLeft(0, 31_000, 30)).toBe(0);
  });

  it("shows the countdown only in its last stretch", () => {
    expect(showsCountdown(COUNTDOWN_SECONDS + 1)).toBe(false);
    expect(showsCountdown(COUNTDOWN_SECONDS)).toBe(true);
    expect(showsCountdown(0)).toBe(false);
  });
});
