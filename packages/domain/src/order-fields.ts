import { z } from "zod";
import { roundTypedDecimal } from "./menu-units";
import { DISCOUNT_TYPES } from "./order-totals";

/** The field rules the orders engine's calls share: amounts, quantities and the order discount. */

/**
 * A number of a till's call, within `range`, rounded to `decimals` on the decimal it was typed
 * as, halves away from zero (`roundTypedDecimal`): 1.005 is 1.01, never the 1.00 a binary
 * 1.005 × 100 gives. The range is checked as typed, so the API document shows it.
 */
function typedDecimal(decimals: number, range: z.ZodNumber) {
  return range.transform((value) => roundTypedDecimal(value, decimals));
}

/**
 * An amount of the orders engine (a tip, a payment, cash handed over, a discount): at least 0,
 * rounded to the cent as typed, as its quantities are (spec §5). The back office's prices and
 * counts are `moneyField` (menu), which refuses a third decimal as their forms say.
 */
export const orderAmountField = typedDecimal(2, z.number().min(0).max(999_999.99));

/**
 * The cash handed over for a cash payment, when it is more than what that call takes in cash
 * (the server refuses less, and any with a card, a transfer or no payment): the ticket shows it
 * and the change (spec §5 money, 2 decimals).
 */
export const tenderedField = orderAmountField;

export const percentField = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => roundTypedDecimal(value, 2) === value, { message: "validation.money" });

/** Spec §5: line quantities are rounded to 2 decimals as typed; what is left must be above 0. */
export const lineQtyField = typedDecimal(2, z.number().max(9_999)).refine((value) => value > 0, {
  message: "validation.positive",
});

/** The order's discount (spec `discount{value,type}`): a percent, or an amount of money off. */
export const orderDiscountSchema = z
  .object({ value: orderAmountField, type: z.enum(DISCOUNT_TYPES) })
  .refine((discount) => discount.type !== "percent" || discount.value <= 100, {
    message: "offers.percent_over_100",
    path: ["value"],
  });
export type OrderDiscountInput = z.infer<typeof orderDiscountSchema>;
