import {
  centsFromAmount,
  checkPaymentByPrice,
  emailField,
  type OrderKind,
  paymentMethod,
  splitEvenly,
  type TicketSettings,
} from "@comanda/domain";
import { parseNumber } from "../../ui/keyboard/input-rules";
import type { Order, OrderLine } from "./order-types";
import type { CommandPayment } from "./payments-api";

/** How a payment is taken: the rest of the bill, an amount, an equal share, or chosen products. */
export type PaymentMode = "all" | "price" | "even" | "products";

/**
 * What the money is taken with. The server keeps a partial payment as card or cash only
 * (`by_price` and `by_products` take `credit_card`), so a transfer settles the whole bill.
 */
export type PaymentMethod = "cash" | "card" | "transfer";

/** Spec §5: a discount of the whole order belongs to no line, so it cannot be split by products. */
export function hasGlobalDiscount(order: Pick<Order, "discount" | "all_discounted">): boolean {
  return order.all_discounted && order.discount !== null && order.discount.value > 0;
}

/**
 * The way of paying the dialog works with: the one chosen unless it cannot be taken now. With
 * nothing pending only the closing is left; a transfer pays the whole bill; by products is
 * gone once the order has a global discount (another till may add it while the dialog is open).
 */
export function effectiveMode(
  chosen: PaymentMode,
  {
    pendingCents,
    method,
    splitsByProducts,
  }: { pendingCents: number; method: PaymentMethod; splitsByProducts: boolean },
): PaymentMode {
  if (pendingCents === 0 || method === "transfer") return "all";
  if (chosen === "products" && !splitsByProducts) return "all";
  return chosen;
}

/** The closing call's method fields for a way of paying. */
export function closingMethod(method: PaymentMethod) {
  return {
    credit_card: method === "card",
    payment_type: method === "card" ? ("credit_card" as const) : method,
  };
}

/** What a payment was taken with, read as the server reads its row (the domain's `paymentMethod`). */
export function paymentMethodOf(
  payment: Pick<CommandPayment, "payment_type" | "credit_card">,
): PaymentMethod {
  const method = paymentMethod(payment);
  return method === "credit_card" ? "card" : method;
}

/** The payments that still count: an undone one stays on the server as a row. */
export function livePayments(payments: readonly CommandPayment[]): CommandPayment[] {
  return payments.filter((payment) => payment.restored_at === null && !payment.is_closing);
}

/** The hour and minute of an instant in the terminal's time zone (written alike in es, en and ch). */
export function clockTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(instant));
}

/** Why an address typed for a ticket cannot be used (the key of its message), or undefined. */
export function ticketEmailProblem(text: string): "emailRequired" | "emailInvalid" | undefined {
  if (text.trim() === "") return "emailRequired";
  return emailField.safeParse(text).success ? undefined : "emailInvalid";
}

/**
 * Whether closing an order prints its ticket by itself, as the printing area decides: the
 * printer in use, the ticket printed on closing, and client tickets for that kind of order.
 */
export function closingPrintsTicket(settings: TicketSettings, kind: OrderKind): boolean {
  return settings.use_printer && settings.ticket_close_command && settings[`client_ticket_${kind}`];
}

/**
 * The ticket calls to make once the command is closed. The closing prints the ticket by
 * itself when the ticket settings say so (`closingPrintsTicket`): asking again would print it
 * twice.
 */
export function ticketAfterClosing(choice: {
  autoPrint: boolean;
  print: boolean;
  email: string | undefined;
}) {
  return { print: choice.print && !choice.autoPrint, email: choice.email?.trim() || undefined };
}

/** Units of a line still to pay. */
export function unpaidQty(line: Pick<OrderLine, "qty" | "paid_qty">): number {
  return Math.max(0, Math.round((line.qty - line.paid_qty) * 100) / 100);
}

/**
 * The `tendered` of a payment's call: the cash keyed as handed over, sent only with cash and
 * when it is more than what the call takes (the server keeps it for the ticket's change; an
 * exact amount has no change to print, and a short one is not what was paid).
 */
export function tenderedBody(
  method: PaymentMethod,
  tendered: string,
  dueCents: number,
): { tendered?: number } {
  const cents = centsFromAmount(parseNumber(tendered) ?? 0);
  return method === "cash" && cents > dueCents ? { tendered: cents / 100 } : {};
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
