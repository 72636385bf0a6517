import { z } from "zod";
import { roundDecimals } from "./menu-units";
import { RECOMMENDED_MIN_MARGIN, type RecipeMargins } from "./recipe-cost";

/**
 * The cost margins report (issue 30 point 6): per product, what its recipe costs at today's
 * ingredient prices against what it sells for, and whether it reaches the recommended markup.
 */
export interface CostMarginRow {
  id: number;
  name: string;
  /** Sale price with VAT, and without it, in euros. */
  price: number;
  price_net: number;
  /** The recipe at current ingredient prices, in euros. */
  cost: number;
  /** Theoretical food cost: the recipe's share of the net sale price, in percent. */
  food_cost: number | null;
  markup: RecipeMargins["markup"];
  below_recommended: boolean;
}

export const costMarginsFilterSchema = z.object({
  search: z.string().max(120).optional(),
  below: z.boolean().optional(),
});
export type CostMarginsFilter = z.infer<typeof costMarginsFilterSchema>;

/**
 * The food cost a markup of `RECOMMENDED_MIN_MARGIN` allows: at 300 % a dish sells for at
 * least 4 times its cost, so its food cost is at most 25 %.
 */
export const RECOMMENDED_MAX_FOOD_COST = roundDecimals(10_000 / (100 + RECOMMENDED_MIN_MARGIN), 2);

/** Cost over net sale price in percent to 2 decimals; null for a product sold for nothing. */
export function foodCostPercent(salePriceNetCents: number, costCents: number): number | null {
  if (salePriceNetCents === 0) return null;
  return roundDecimals((costCents / salePriceNetCents) * 100, 2);
}
