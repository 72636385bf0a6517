import { centsFromAmount, checkPaymentByPrice, splitEvenly } from "@comanda/domain";
import type { OrderLine } from "./orders-api";

/** How a payment is taken: the rest of the bill, an amount, an equal share, or chosen products. */
export type PaymentMode = "all" | "price" | "even" | "products";

/** Units of a line still to pay. */
export function unpaidQty(line: Pick<OrderLine, "qty" | "paid_qty">): number {
  return Math.max(0, Math.round((line.qty - line.paid_qty) * 100) / 100);
}

/** The cash to hand back, or undefined while what was handed over does not cover the amount. */
export function changeCents(tenderedCents: number | undefined, dueCents: number): number | undefined {
  if (tenderedCents === undefined || tenderedCents < dueCents) return undefined;
  return tenderedCents - dueCents;
}

/** One payer's share when the pending amount is split evenly (the first shares take the odd cents). */
export function evenShareCents(pendingCents: number, parts: number) {
  const split = splitEvenly(pendingCents, parts);
  return split.ok ? { ok: true as const, cents: split.amountsCents[0] ?? 0 } : split;
}

/** An amount typed by the waiter, checked as the server will check it. */
export function priceShareCents(pendingCents: number, amount: number | undefined) {
  return checkPaymentByPrice(pendingCents, amount === undefined ? 0 : centsFromAmount(amount));
}

/**
 * What a choice of products comes to: each line's amount (after discounts, as the server
 * stored it) shared by its units. The server recomputes it; this is what the till shows.
 */
export function productsCents(
  lines: readonly Pick<OrderLine, "id" | "qty" | "importe">[],
  chosen: ReadonlyMap<number, number>,
): number {
  return lines.reduce((sum, line) => {
    const qty = chosen.get(line.id) ?? 0;
    if (qty <= 0 || line.qty <= 0) return sum;
    return sum + Math.round((centsFromAmount(line.importe) * qty) / line.qty);
  }, 0);
}
