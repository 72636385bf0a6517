import { describe, expect, it } from "vitest";
import { createKeyedQueue } from "./keyed-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("keyed queue", () => {
  it("runs one key's tasks in turn, other keys alongside, and survives a failing task", async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run("a", task("a1", true)),
      run("a", task("a2")),
      run("b", task("b1")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(log.indexOf("a1 end")).toBeLessThan(log.indexOf("a2 start"));
    expect(log.indexOf("b1 start")).toBeLessThan(log.indexOf("a1 end"));
  });
});
