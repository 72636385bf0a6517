import { assertCents, mulDivRound, spreadProportionally, sum, toHundredths } from "./cents-arithmetic";
import { roundDecimals } from "./menu-units";
import { type OrderDiscount, roundQty } from "./order-totals";

/**
 * The money rules of paying an order (spec §5 "Discounts and payments"), to the cent, on
 * the arithmetic of order-totals.ts. Bad input a user can send (a payment, a split, an edit
 * of paid lines) comes back as a typed refusal; values the request schema should already
 * have refused throw.
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
