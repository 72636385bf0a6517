import { describe, expect, it } from "vitest";
import { recipeMargins } from "./recipe-cost";
import { foodCostPercent, RECOMMENDED_MAX_FOOD_COST } from "./stock-cost";

describe("food cost", () => {
  it("is the recipe's share of the net sale price, to 2 decimals", () => {
    expect(foodCostPercent(1000, 250)).toBe(25);
    expect(foodCostPercent(300, 100)).toBe(33.33);
    expect(foodCostPercent(1000, 0)).toBe(0);
  });

  it("is unknown for a product sold for nothing", () => {
    expect(foodCostPercent(0, 120)).toBeNull();
  });

  it("at the recommended maximum is exactly the recommended markup", () => {
    expect(RECOMMENDED_MAX_FOOD_COST).toBe(25);
    expect(recipeMargins(1000, 250)).toMatchObject({ markup: 300, below_recommended: false });
    expect(recipeMargins(1000, 251).below_recommended).toBe(true);
    expect(foodCostPercent(1000, 251)).toBeGreaterThan(RECOMMENDED_MAX_FOOD_COST);
  });
});
