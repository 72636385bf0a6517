import { roundDecimals } from "./menu-units";
import { netOfVat } from "./recipe-cost";

/**
 * The money of an order (spec §3 Request, Product line; §5 "Discounts and payments"; §9),
 * to the cent. Money is integer cents in and out, quantities have 2 decimals and percentages
 * (discounts, VAT) at most 2 decimals. Every division is done on integers and rounded once,
 * half away from zero, so no binary noise ever moves a cent. Bad input a user can send (a
 * payment, a split, an edit of paid lines) comes back as a typed refusal; values the
 * request schema or the order rules should already have refused (NaN, fractional cents, a
 * percent above 100, a negative tip) throw.
 */

export const ORDER_MONEY_ERRORS = {
  amountNotPositive: "payments.amount_not_positive",
  overPending: "payments.over_pending",
  nothingPending: "payments.nothing_pending",
  splitPartsInvalid: "payments.split_parts_invalid",
  globalDiscount: "payments.split_with_global_discount",
  noProducts: "payments.no_products",
  unknownLine: "payments.unknown_line",
  duplicateLine: "payments.duplicate_line",
  qtyNotPositive: "payments.qty_not_positive",
  alreadyPaid: "payments.already_paid",
  belowPaid: "payments.below_paid",
  paidLineRemoved: "payments.paid_line_removed",
} as const;
export type OrderMoneyErrorCode = (typeof ORDER_MONEY_ERRORS)[keyof typeof ORDER_MONEY_ERRORS];

/** The outcome of a rule a user can break: what it computed, or the code of the broken rule. */
export type MoneyCheck<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; code: OrderMoneyErrorCode };

function refuse(code: OrderMoneyErrorCode): { ok: false; code: OrderMoneyErrorCode } {
  return { ok: false, code };
}

// ---------------------------------------------------------------------------------------
// Exact arithmetic

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be integer cents from 0, got ${value}`);
  }
}

/**
 * `value` × 100 as an integer: quantities and percentages have at most 2 decimals, so in
 * hundredths they are whole and every product and quotient below stays exact.
 */
function toHundredths(value: number, what: string): number {
  const scaled = Number((value * 100).toPrecision(15));
  if (!Number.isSafeInteger(scaled))
    throw new RangeError(`${what} must have at most 2 decimals, got ${value}`);
  return scaled;
}

function percentHundredths(percent: number, what: string): number {
  const hundredths = toHundredths(percent, what);
  if (hundredths < 0 || hundredths > 10_000) throw new RangeError(`${what} must be 0..100, got ${percent}`);
  return hundredths;
}

/**
 * a × b / c rounded half away from zero (a, b ≥ 0, c > 0), in BigInt so that a large total
 * times a percentage in hundredths cannot pass 2^53 and lose its last cent.
 */
function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
}

/**
 * `amountCents` shared out in proportion to `weights` by the largest-remainder method, so the
 * shares add up to the amount exactly: each gets the floor of its exact share, then the cents
 * left over go one each to the largest remainders, the earlier entry first on a tie.
 */
export function spreadProportionally(amountCents: number, weights: readonly number[]): number[] {
  assertCents(amountCents, "amountCents");
  weights.forEach((weight, index) => {
    assertCents(weight, `weights[${index}]`);
  });
  const weightsTotal = BigInt(sum(weights));
  if (weightsTotal === 0n) {
    if (amountCents === 0) return weights.map(() => 0);
    throw new RangeError("cannot spread an amount over weights that are all 0");
  }
  const amount = BigInt(amountCents);
  const shares = weights.map((weight) => {
    const exact = amount * BigInt(weight);
    return { floor: Number(exact / weightsTotal), remainder: exact % weightsTotal };
  });
  let leftover = amountCents - sum(shares.map((share) => share.floor));
  const byRemainder = shares
    .map((share, index) => ({ remainder: share.remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    leftover -= 1;
  }
  return result;
}

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

// ---------------------------------------------------------------------------------------
// Payments

/** What is still owed: the total less every partial payment already taken. */
export function pendingCents(totalCents: number, paymentsCents: readonly number[]): number {
  assertCents(totalCents, "totalCents");
  paymentsCents.forEach((payment, index) => {
    assertCents(payment, `paymentsCents[${index}]`);
  });
  return totalCents - sum(paymentsCents);
}

/** Spec §5: an amount to pay must be over 0, and paying more than is owed is refused, not turned into change. */
export function checkPaymentByPrice(
  pending: number,
  amountCents: number,
): MoneyCheck<{ amountCents: number; pendingAfterCents: number }> {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`amountCents must be integer cents, got ${amountCents}`);
  }
  if (amountCents <= 0) return refuse(ORDER_MONEY_ERRORS.amountNotPositive);
  if (amountCents > pending) return refuse(ORDER_MONEY_ERRORS.overPending);
  return { ok: true, amountCents, pendingAfterCents: pending - amountCents };
}

/** The cash to hand back, or undefined while what was handed over does not cover the amount. */
export function changeCents(tenderedCents: number | undefined, dueCents: number): number | undefined {
  if (tenderedCents === undefined || tenderedCents < dueCents) return undefined;
  return tenderedCents - dueCents;
}

/**
 * What is pending split between `parts` payers: equal amounts that add up to the pending
 * exactly, the first ones taking the odd cents (100.00 by 3 is 33.34, 33.33, 33.33). Every
 * part must be a payment above 0, so there can be no more parts than cents pending.
 */
export function splitEvenly(pending: number, parts: number): MoneyCheck<{ amountsCents: number[] }> {
  if (!Number.isSafeInteger(pending)) throw new RangeError(`pending must be integer cents, got ${pending}`);
  if (pending <= 0) return refuse(ORDER_MONEY_ERRORS.nothingPending);
  if (!Number.isSafeInteger(parts) || parts < 1 || parts > pending) {
    return refuse(ORDER_MONEY_ERRORS.splitPartsInvalid);
  }
  return { ok: true, amountsCents: spreadProportionally(pending, new Array<number>(parts).fill(1)) };
}

/** A line as the payments see it: what it finally costs and how much of it is paid already. */
export interface PayableLine {
  id: number;
  qty: number;
  /** The line's importe after its own discount. */
  totalCents: number;
  paidQty: number;
}

export interface ProductPick {
  lineId: number;
  qty: number;
}

export interface PaidProduct {
  lineId: number;
  qty: number;
  amountCents: number;
}

/**
 * The part of a line worth `paidHundredths` of its `qtyHundredths`. Paying in pieces charges
 * the difference between the shares before and after, so the pieces add up to the line's
 * amount exactly whatever the cut (a 1.00 line of 3 paid unit by unit is 0.33, 0.34, 0.33),
 * and the last piece takes what is left.
 */
function lineShareCents(totalCents: number, qtyHundredths: number, paidHundredths: number): number {
  return paidHundredths === qtyHundredths
    ? totalCents
    : mulDivRound(totalCents, paidHundredths, qtyHundredths);
}

/**
 * A payment of chosen lines and quantities (a part of a line allowed). Refused when the order
 * has a global discount (spec §5: the discount belongs to no line), for units already paid,
 * and like any payment when it comes to 0 or to more than is pending.
 */
export function splitByProducts(
  order: { lines: readonly PayableLine[]; discount?: OrderDiscount | null; pendingCents: number },
  picks: readonly ProductPick[],
): MoneyCheck<{ amountCents: number; products: PaidProduct[]; pendingAfterCents: number }> {
  if (order.discount && order.discount.value > 0) return refuse(ORDER_MONEY_ERRORS.globalDiscount);
  if (picks.length === 0) return refuse(ORDER_MONEY_ERRORS.noProducts);
  const linesById = new Map(order.lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  const products: PaidProduct[] = [];
  for (const pick of picks) {
    const line = linesById.get(pick.lineId);
    if (!line) return refuse(ORDER_MONEY_ERRORS.unknownLine);
    if (seen.has(pick.lineId)) return refuse(ORDER_MONEY_ERRORS.duplicateLine);
    seen.add(pick.lineId);
    const qty = roundDecimals(pick.qty, 2);
    if (qty <= 0) return refuse(ORDER_MONEY_ERRORS.qtyNotPositive);
    assertCents(line.totalCents, "line totalCents");
    const lineHundredths = toHundredths(roundQty(line.qty), "line qty");
    const paidHundredths = toHundredths(line.paidQty, "line paidQty");
    const pickHundredths = toHundredths(qty, "qty");
    if (paidHundredths + pickHundredths > lineHundredths) return refuse(ORDER_MONEY_ERRORS.alreadyPaid);
    const amountCents =
      lineShareCents(line.totalCents, lineHundredths, paidHundredths + pickHundredths) -
      lineShareCents(line.totalCents, lineHundredths, paidHundredths);
    products.push({ lineId: line.id, qty, amountCents });
  }
  const payment = checkPaymentByPrice(
    order.pendingCents,
    sum(products.map((product) => product.amountCents)),
  );
  if (!payment.ok) return payment;
  return {
    ok: true,
    amountCents: payment.amountCents,
    products,
    pendingAfterCents: payment.pendingAfterCents,
  };
}

/** Spec §5: the price of an order cannot drop below what has already been paid of it. */
export function checkTotalNotBelowPaid(newTotalCents: number, paidCents: number): MoneyCheck {
  assertCents(newTotalCents, "newTotalCents");
  assertCents(paidCents, "paidCents");
  return newTotalCents < paidCents ? refuse(ORDER_MONEY_ERRORS.belowPaid) : { ok: true };
}

/**
 * Spec §5: paid products cannot be removed. A line may change as long as it keeps at least
 * the quantity already paid; `newQty` 0 is the line's removal.
 */
export function checkLineEdit(line: { paidQty: number }, newQty: number): MoneyCheck {
  if (!Number.isFinite(newQty) || newQty < 0) throw new RangeError(`newQty must be from 0, got ${newQty}`);
  const kept = toHundredths(roundDecimals(newQty, 2), "newQty");
  return kept < toHundredths(line.paidQty, "paidQty")
    ? refuse(ORDER_MONEY_ERRORS.paidLineRemoved)
    : { ok: true };
}
