import { describe, expect, it } from "vitest";
import { arrivals, elapsedLevel } from "./cards";

describe("the order cards", () => {
  it("colour the wait: fresh under 10 minutes, waiting under 20, late from 20", () => {
    expect([0, 9, 10, 19, 20, 95].map(elapsedLevel)).toEqual([
      "fresh",
      "fresh",
      "waiting",
      "waiting",
      "late",
      "late",
    ]);
  });

  it("call only orders new to the board arrivals, never the first load", () => {
    expect(arrivals(undefined, [1, 2])).toEqual([]);
    expect(arrivals(new Set([1, 2]), [2, 3, 4])).toEqual([3, 4]);
    expect(arrivals(new Set([1, 2]), [1])).toEqual([]);
  });
});
