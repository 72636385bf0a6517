import {
  assertCents,
  mulDivRound,
  percentHundredths,
  spreadProportionally,
  sum,
  toHundredths,
} from "./cents-arithmetic";
import { roundDecimals } from "./menu-units";
import { netOfVat } from "./recipe-cost";

/**
 * The money of an order (spec §3 Request, Product line; §5 "Discounts and payments"; §9),
 * to the cent. Money is integer cents in and out, quantities have 2 decimals and percentages
 * (discounts, VAT) at most 2 decimals. Every division is done on integers and rounded once,
 * half away from zero, so no binary noise ever moves a cent. Bad input a user can send (a
 * payment, a split, an edit of paid lines) comes back as a typed refusal; values the
 * request schema or the order rules should already have refused (NaN, fractional cents, a
 * percent above 100, a negative tip) throw. The payment rules live in payment-rules.ts and
 * the integer arithmetic both share in cents-arithmetic.ts.
 */

export { spreadProportionally } from "./cents-arithmetic";

// ---------------------------------------------------------------------------------------
// Lines

/** Spec §5 Other: order line quantities are rounded to 2 decimals; what is left must be above 0. */
export function roundQty(qty: number): number {
  const rounded = roundDecimals(qty, 2);
  if (rounded <= 0) throw new RangeError(`qty must be above 0 once rounded to 2 decimals, got ${qty}`);
  return rounded;
}

/**
 * What one line costs before any discount: (unit price + the chosen options' extra per unit)
 * × qty, rounded half away from zero once, at the end, so 3 × 0.33 is 0.99 and 0.5 × 0.99 is 0.50.
 */
export function lineAmountCents(unitCents: number, optionsCents: number, qty: number): number {
  assertCents(unitCents, "unitCents");
  assertCents(optionsCents, "optionsCents");
  return mulDivRound(unitCents + optionsCents, toHundredths(roundQty(qty), "qty"), 100);
}

/**
 * `percent` of `amountCents`, rounded half away from zero: 10 % of 9.99 is 1.00. A single line
 * only takes a percentage (spec §5: "no numeric discount on a single product").
 */
export function percentOfCents(amountCents: number, percent: number): number {
  assertCents(amountCents, "amountCents");
  return mulDivRound(amountCents, percentHundredths(percent, "percent"), 10_000);
}

/**
 * A line's unit price read back from what it came to (spec §9: importe / qty to two
 * decimals), rounded half away from zero: 1.00 for 3 units is 0.33 each.
 */
export function unitPriceFromImporte(importeCents: number, qty: number): number {
  assertCents(importeCents, "importeCents");
  return mulDivRound(importeCents, 100, toHundredths(roundQty(qty), "qty"));
}

// ---------------------------------------------------------------------------------------
// Order totals and VAT

export const DISCOUNT_TYPES = ["percent", "amount"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The order's discount (spec `discount{value,type}`): `value` is a percent, or cents for an amount. */
export interface OrderDiscount {
  value: number;
  type: DiscountType;
}

export interface OrderLineInput {
  /** The product's price (its zone's price where the table's zone has one). */
  unitCents: number;
  /** What the chosen options add per unit, `validateModifierSelection`'s `extraCents`. */
  optionsCents: number;
  qty: number;
  /** The line's own discount, a percent 0..100. */
  discountPercent?: number;
  /**
   * A fixed_price offer's price for this line's product, in cents a unit: it replaces
   * `unitCents` when lower (the options still add). The line takes whichever of it and its own
   * percent leaves less to pay; the difference is the line's discount.
   */
  fixedUnitCents?: number;
  /** The line's VAT rate: the caller picks the product's iva or the global one. */
  ivaPercent: number;
}

export interface OrderLineTotals {
  /** Rounded to 2 decimals. */
  qty: number;
  ivaPercent: number;
  /** (unit + options) × qty, before any discount. */
  grossCents: number;
  lineDiscountCents: number;
  /** This line's share of the order discount. */
  orderDiscountCents: number;
  /** What the line finally costs, VAT included: the line's importe. */
  totalCents: number;
}

export interface VatRateTotals {
  ivaPercent: number;
  /** VAT included; base + tax = total exactly. */
  totalCents: number;
  baseCents: number;
  taxCents: number;
}

export interface OrderTotals {
  lines: OrderLineTotals[];
  grossCents: number;
  lineDiscountCents: number;
  /** After the lines' own discounts, before the order discount. */
  subtotalCents: number;
  orderDiscountCents: number;
  /** What is owed for the goods, VAT included; the tip is not part of it. */
  totalCents: number;
  /** One entry per rate, lowest rate first; their totals add up to `totalCents`. */
  vat: VatRateTotals[];
  tipCents: number;
  /** `totalCents` + `tipCents`: what the customer hands over. */
  grandTotalCents: number;
}

/**
 * The order discount in cents on `subtotalCents`. An amount larger than the subtotal takes
 * the whole subtotal, so a total never goes below 0.
 */
export function orderDiscountCents(
  subtotalCents: number,
  discount: OrderDiscount | null | undefined,
): number {
  assertCents(subtotalCents, "subtotalCents");
  if (!discount) return 0;
  if (discount.type === "percent") return percentOfCents(subtotalCents, discount.value);
  assertCents(discount.value, "discount amount");
  return Math.min(discount.value, subtotalCents);
}

/**
 * Base and tax per VAT rate from VAT-inclusive amounts. Each rate is rounded once over the
 * sum of its lines (base = round(total / (1 + rate)), tax = total − base), as a simplified
 * invoice shows it, so each rate's base + tax is its total and the rates add up to the order.
 */
export function vatBreakdown(lines: readonly { ivaPercent: number; totalCents: number }[]): VatRateTotals[] {
  const byRate = new Map<number, { ivaPercent: number; totalCents: number }>();
  for (const line of lines) {
    assertCents(line.totalCents, "totalCents");
    const rate = percentHundredths(line.ivaPercent, "ivaPercent");
    const entry = byRate.get(rate) ?? { ivaPercent: rate / 100, totalCents: 0 };
    entry.totalCents += line.totalCents;
    byRate.set(rate, entry);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { ivaPercent, totalCents }]) => {
      const baseCents = netOfVat(totalCents, ivaPercent);
      return { ivaPercent, totalCents, baseCents, taxCents: totalCents - baseCents };
    });
}

/**
 * Everything an order comes to. Each line's own discount is taken first; the order discount
 * is then spread over the lines in proportion to what is left of them, because VAT is owed
 * per rate on what was actually charged.
 */
export function orderTotals(order: {
  lines: readonly OrderLineInput[];
  discount?: OrderDiscount | null;
  tipCents?: number;
}): OrderTotals {
  const tipCents = order.tipCents ?? 0;
  assertCents(tipCents, "tipCents");
  const priced = order.lines.map((line) => {
    const qty = roundQty(line.qty);
    const grossCents = lineAmountCents(line.unitCents, line.optionsCents, qty);
    const percentCents = percentOfCents(grossCents, line.discountPercent ?? 0);
    const fixed = line.fixedUnitCents;
    const fixedCents =
      fixed !== undefined && fixed < line.unitCents
        ? grossCents - lineAmountCents(fixed, line.optionsCents, qty)
        : 0;
    const lineDiscountCents = Math.max(percentCents, fixedCents);
    return { qty, ivaPercent: line.ivaPercent, grossCents, lineDiscountCents };
  });
  const afterLineDiscounts = priced.map((line) => line.grossCents - line.lineDiscountCents);
  const subtotalCents = sum(afterLineDiscounts);
  const discountCents = orderDiscountCents(subtotalCents, order.discount);
  const shares = spreadProportionally(discountCents, afterLineDiscounts);
  const lines = priced.map((line, index): OrderLineTotals => {
    const share = shares[index] ?? 0;
    return { ...line, orderDiscountCents: share, totalCents: (afterLineDiscounts[index] ?? 0) - share };
  });
  const totalCents = subtotalCents - discountCents;
  return {
    lines,
    grossCents: sum(priced.map((line) => line.grossCents)),
    lineDiscountCents: sum(priced.map((line) => line.lineDiscountCents)),
    subtotalCents,
    orderDiscountCents: discountCents,
    totalCents,
    vat: vatBreakdown(lines),
    tipCents,
    grandTotalCents: totalCents + tipCents,
  };
}
