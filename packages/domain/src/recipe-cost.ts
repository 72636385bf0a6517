import { convertQuantity, type Measure, roundDecimals } from "./menu-units";

/**
 * What a product's recipe costs and what it leaves once sold (spec §3 "Product" ingredients,
 * "Ingredient"; §9 "Recommended minimum margin"). Money comes out as integer cents.
 */
export interface RecipeIngredient {
  id: number;
  name: string;
  /**
   * Decimal euros per 1 of `unit`. Not truncated to the cent like a shown amount: a price per
   * gram such as 0.0125 must keep its digits or every line that weighs it would drift.
   */
  price: number;
  unit: Measure;
}

export interface RecipeLine {
  /** The ingredient's id. */
  id: number;
  qty: number;
  unit: Measure;
}

export interface RecipeCostLine {
  id: number;
  name: string;
  qty: number;
  unit: Measure;
  cost_cents: number;
}

export interface RecipeCost {
  lines: RecipeCostLine[];
  total_cents: number;
}

export interface RecipeMargins {
  margin: number | null;
  markup: number | null;
  below_recommended: boolean;
}

/**
 * Spec §9 "Recommended minimum margin 300%", read as a markup on cost: a margin on the sale
 * price can never reach 100%, so 300% only makes sense as a price of at least 4 times the cost.
 */
export const RECOMMENDED_MIN_MARGIN = 300;

export const RECIPE_ERRORS = { unknownIngredient: "recipes.unknown_ingredient" } as const;

export class UnknownIngredientError extends Error {
  readonly code = RECIPE_ERRORS.unknownIngredient;

  constructor(readonly ingredientId: number) {
    super(`ingredient ${ingredientId} is not known`);
    this.name = "UnknownIngredientError";
  }
}

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
}

/**
 * Each line is rounded to the nearest cent on its own, so the lines shown add up to the total
 * shown. A line in a measure its ingredient cannot be converted to throws `UnitConversionError`.
 */
export function recipeCost(
  lines: RecipeLine[],
  ingredients: ReadonlyMap<number, RecipeIngredient>,
): RecipeCost {
  const costed = lines.map((line): RecipeCostLine => {
    const ingredient = ingredients.get(line.id);
    if (!ingredient) throw new UnknownIngredientError(line.id);
    const qty = convertQuantity(line.qty, line.unit, ingredient.unit);
    return {
      id: line.id,
      name: ingredient.name,
      qty: line.qty,
      unit: line.unit,
      cost_cents: roundDecimals(qty * ingredient.price * 100, 0),
    };
  });
  return { lines: costed, total_cents: costed.reduce((sum, line) => sum + line.cost_cents, 0) };
}

/**
 * `margin` is the share of the sale price left after the cost, `markup` what is added on top
 * of the cost, both in percent to 2 decimals; each is null where its base is 0. A product
 * without a recipe costs 0 and so is never flagged.
 */
export function recipeMargins(salePriceCents: number, costCents: number): RecipeMargins {
  assertCents(salePriceCents, "salePriceCents");
  assertCents(costCents, "costCents");
  const profit = salePriceCents - costCents;
  const margin = salePriceCents === 0 ? null : roundDecimals((profit / salePriceCents) * 100, 2);
  const markup = costCents === 0 ? null : roundDecimals((profit / costCents) * 100, 2);
  // Compared as shown, so a markup displayed as 300.00% is never flagged as below 300%.
  return { margin, markup, below_recommended: markup !== null && markup < RECOMMENDED_MIN_MARGIN };
}

/** Restaurant prices include VAT (IVA): the net price to the nearest cent. */
export function netOfVat(grossCents: number, ivaPercent: number): number {
  assertCents(grossCents, "grossCents");
  if (!Number.isFinite(ivaPercent) || ivaPercent < 0) {
    throw new RangeError(`ivaPercent must be a finite number from 0, got ${ivaPercent}`);
  }
  // Scaled by 100 first so that whole rates divide exactly: 1100 * 100 / 110 is 1000, not 1000.0000000000001.
  return roundDecimals((grossCents * 100) / (100 + ivaPercent), 0);
}
