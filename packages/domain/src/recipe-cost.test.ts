import { describe, expect, it } from "vitest";
import { UnitConversionError } from "./menu-units";
import {
  netOfVat,
  RECOMMENDED_MIN_MARGIN,
  type RecipeIngredient,
  recipeCost,
  recipeMargins,
  UnknownIngredientError,
} from "./recipe-cost";

const INGREDIENT_LIST: RecipeIngredient[] = [
  { id: 1, name: "Ternera", price: 12.5, unit: "kg" },
  { id: 2, name: "Refresco", price: 1.2, unit: "L" },
  { id: 3, name: "Pan", price: 0.35, unit: "ud" },
  { id: 4, name: "Azafrán", price: 0.0125, unit: "g" },
  { id: 5, name: "Mantequilla", price: 4, unit: "lb" },
];
const INGREDIENTS: ReadonlyMap<number, RecipeIngredient> = new Map(
  INGREDIENT_LIST.map((ingredient) => [ingredient.id, ingredient]),
);

describe("recipeCost", () => {
  it("converts grams to the kilograms the ingredient is priced in", () => {
    expect(recipeCost([{ id: 1, qty: 200, unit: "g" }], INGREDIENTS)).toEqual({
      lines: [{ id: 1, name: "Ternera", qty: 200, unit: "g", cost_cents: 250 }],
      total_cents: 250,
    });
  });

  it("converts centilitres to litres and rounds the line to the nearest cent", () => {
    // 0.33 L × 1.20 € = 0.396 €.
    expect(recipeCost([{ id: 2, qty: 33, unit: "cl" }], INGREDIENTS).lines[0]?.cost_cents).toBe(40);
  });

  it("rounds a half cent up", () => {
    // 10 g × 0.0125 € = 0.125 €.
    expect(recipeCost([{ id: 4, qty: 10, unit: "g" }], INGREDIENTS).lines[0]?.cost_cents).toBe(13);
  });

  it("counts units as they are", () => {
    expect(recipeCost([{ id: 3, qty: 2, unit: "ud" }], INGREDIENTS).lines[0]?.cost_cents).toBe(70);
  });

  it("prices the imperial weights", () => {
    // 8 oz is half a pound.
    expect(recipeCost([{ id: 5, qty: 8, unit: "oz" }], INGREDIENTS).lines[0]?.cost_cents).toBe(200);
  });

  it("totals the rounded lines, keeping their order", () => {
    const cost = recipeCost(
      [
        { id: 1, qty: 200, unit: "g" },
        { id: 2, qty: 33, unit: "cl" },
        { id: 3, qty: 1, unit: "ud" },
        { id: 4, qty: 10, unit: "g" },
      ],
      INGREDIENTS,
    );
    expect(cost.lines.map((line) => [line.name, line.cost_cents])).toEqual([
      ["Ternera", 250],
      ["Refresco", 40],
      ["Pan", 35],
      ["Azafrán", 13],
    ]);
    expect(cost.total_cents).toBe(338);
  });

  it("costs an empty recipe at 0", () => {
    expect(recipeCost([], INGREDIENTS)).toEqual({ lines: [], total_cents: 0 });
  });

  it("refuses an unknown ingredient with its code", () => {
    const attempt = () => recipeCost([{ id: 99, qty: 1, unit: "ud" }], INGREDIENTS);
    expect(attempt).toThrow(UnknownIngredientError);
    expect(attempt).toThrow(
      expect.objectContaining({ code: "recipes.unknown_ingredient", ingredientId: 99 }),
    );
  });

  it("lets an incompatible unit's error through", () => {
    expect(() => recipeCost([{ id: 1, qty: 200, unit: "ml" }], INGREDIENTS)).toThrow(UnitConversionError);
    expect(() => recipeCost([{ id: 3, qty: 1, unit: "kg" }], INGREDIENTS)).toThrow(UnitConversionError);
  });

  it("refuses a non-finite quantity", () => {
    expect(() => recipeCost([{ id: 1, qty: Number.NaN, unit: "g" }], INGREDIENTS)).toThrow(RangeError);
  });
});

describe("recipeMargins", () => {
  it("reads the recommended minimum as a 300% markup", () => {
    expect(RECOMMENDED_MIN_MARGIN).toBe(300);
  });

  it("does not flag a price exactly 4 times the cost", () => {
    expect(recipeMargins(1000, 250)).toEqual({ margin: 75, markup: 300, below_recommended: false });
  });

  it("flags a price under 4 times the cost", () => {
    expect(recipeMargins(1000, 251)).toEqual({ margin: 74.9, markup: 298.41, below_recommended: true });
  });

  it("does not flag a product without a recipe", () => {
    expect(recipeMargins(1000, 0)).toEqual({ margin: 100, markup: null, below_recommended: false });
  });

  it("has no margin on a free product", () => {
    expect(recipeMargins(0, 250)).toEqual({ margin: null, markup: -100, below_recommended: true });
    expect(recipeMargins(0, 0)).toEqual({ margin: null, markup: null, below_recommended: false });
  });

  it("rounds both to 2 decimals", () => {
    expect(recipeMargins(1000, 300)).toEqual({ margin: 70, markup: 233.33, below_recommended: true });
  });

  it("refuses amounts that are not integer cents", () => {
    expect(() => recipeMargins(10.5, 250)).toThrow(RangeError);
    expect(() => recipeMargins(1000, Number.NaN)).toThrow(RangeError);
  });
});

describe("netOfVat", () => {
  it.each([
    [1100, 10, 1000],
    [1000, 21, 826],
    [1210, 21, 1000],
    [1000, 0, 1000],
    [0, 10, 0],
    // 1.04 € at 4% is exactly 1 €; 105 at 10% is 95.4545…
    [104, 4, 100],
    [105, 10, 95],
  ])("takes %d cents at %d%% to %d", (gross, iva, net) => {
    expect(netOfVat(gross, iva)).toBe(net);
  });

  it("refuses a negative or non-finite rate and non-integer cents", () => {
    expect(() => netOfVat(1000, -1)).toThrow(RangeError);
    expect(() => netOfVat(1000, Number.NaN)).toThrow(RangeError);
    expect(() => netOfVat(10.5, 10)).toThrow(RangeError);
  });
});
