import { centsFromAmount, type DiscountType } from "@comanda/domain";
import { parseNumber } from "../../ui/keyboard/input-rules";

/** Percentages a waiter gives most; 100 is an invitation. Anything else is typed. */
export const DISCOUNT_PRESETS = [0, 10, 20, 50, 100] as const;

export type DiscountCheck = { ok: true; value: number } | { ok: false; message: string };

/**
 * A typed discount read as the API takes it: a percent from 0 to 100, or an amount of euros
 * above 0 and at most what is being discounted. Both to 2 decimals (spec §9 money, §5 numbers).
 */
export function readDiscount(type: DiscountType, typed: string, maxCents?: number): DiscountCheck {
  const value = parseNumber(typed);
  if (value === undefined) return { ok: false, message: "requests.discount.errors.required" };
  if (Math.round(value * 100) / 100 !== value)
    return { ok: false, message: "requests.discount.errors.decimals" };
  if (type === "percent")
    return value < 0 || value > 100
      ? { ok: false, message: "requests.discount.errors.percentRange" }
      : { ok: true, value };
  if (value <= 0) return { ok: false, message: "requests.discount.errors.amountPositive" };
  if (maxCents !== undefined && centsFromAmount(value) > maxCents)
    return { ok: false, message: "requests.discount.errors.overTotal" };
  return { ok: true, value };
}
