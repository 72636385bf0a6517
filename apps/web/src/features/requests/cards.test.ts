import { describe, expect, it } from "vitest";
import { elapsedLevel } from "./cards";

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
});
