import { describe, expect, it } from "vitest";
import { type MenuEngineeringInput, menuEngineering } from "./menu-engineering";

const item = (id: number, units: number, net: number, cost: number): MenuEngineeringInput => ({
  id,
  name: `P${id}`,
  units,
  price_net_cents: net,
  cost_cents: cost,
  has_recipe: cost > 0,
});

describe("menuEngineering", () => {
  // 4 products: threshold 0.7 × 1/4 = 17.5 % of 200 units = 35 units.
  // Margins 600, 300, 800, 200; weighted average (600×100 + 300×60 + 800×20 + 200×20) / 200 = 490.
  const result = menuEngineering([
    item(1, 100, 1000, 400),
    item(2, 60, 500, 200),
    item(3, 20, 1000, 200),
    item(4, 20, 400, 200),
  ]);

  it("places each product in its Kasavana & Smith quadrant", () => {
    expect(result.rows.map((row) => row.quadrant)).toEqual(["star", "plowhorse", "puzzle", "dog"]);
    expect(result.popularity_threshold).toBeCloseTo(0.175, 10);
    expect(result.margin_threshold_cents).toBe(490);
    expect(result.units).toBe(200);
    expect(result.total_margin_cents).toBe(98_000);
  });

  it("gives each row its share, unit and total margin, and the 300 % markup flag", () => {
    expect(result.rows[0]).toMatchObject({ share: 0.5, margin_cents: 600, total_margin_cents: 60_000 });
    expect(result.rows[0]?.markup).toBe(150);
    expect(result.rows[0]?.below_recommended).toBe(true);
    // 1000 net on 200 cost is a 400 % markup: not flagged.
    expect(result.rows[2]).toMatchObject({ markup: 400, below_recommended: false });
  });

  it("counts a product exactly on a threshold as popular and profitable", () => {
    // 2 products: threshold 35 % of 100 units; margins 500 and 500 average to 500.
    const edge = menuEngineering([item(1, 35, 700, 200), item(2, 65, 600, 100)]);
    expect(edge.rows.map((row) => row.quadrant)).toEqual(["star", "star"]);
    const below = menuEngineering([item(1, 34, 700, 201), item(2, 66, 600, 100)]);
    expect(below.rows.map((row) => row.quadrant)).toEqual(["dog", "star"]);
  });

  it("leaves products unclassified when nothing was sold", () => {
    const empty = menuEngineering([item(1, 0, 1000, 100)]);
    expect(empty.rows[0]?.quadrant).toBeNull();
    expect(empty.margin_threshold_cents).toBeNull();
    expect(menuEngineering([]).popularity_threshold).toBeNull();
  });

  it("never flags a product without a recipe", () => {
    const [row] = menuEngineering([item(1, 3, 1000, 0)]).rows;
    expect(row).toMatchObject({
      markup: null,
      below_recommended: false,
      has_recipe: false,
      quadrant: "star",
    });
  });
});
