import { describe, expect, it } from "vitest";
import { tablesView } from "./table-view";

const plan = { width: 1200, height: 800 };
const table = (x: number, y: number, rotation = 0) => ({
  id: x,
  name: String(x),
  status: "available" as const,
  style: { x, y, width: 100, height: 100, rotation, shape: "square" as const, seats: 4 },
});

describe("tablesView", () => {
  it("is the part of the plan with tables, one grid square around them, inside the plan", () => {
    expect(tablesView(plan, [table(200, 300), table(600, 400)])).toEqual({
      x: 150,
      y: 250,
      width: 600,
      height: 300,
    });
    expect(tablesView(plan, [table(10, 10)])).toEqual({ x: 0, y: 0, width: 160, height: 160 });
  });

  it("makes room for a turned table's corners, and is the whole plan without tables", () => {
    const turned = tablesView(plan, [table(500, 300, 45)]);
    expect(turned.width).toBeCloseTo(100 * Math.SQRT2 + 100);
    expect(tablesView(plan, [])).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
  });
});
