import { z } from "zod";
import { idField, moneyField } from "./menu";
import { ORDER_KINDS, type OrderKind } from "./order-status";
import { spreadProportionally, vatBreakdown } from "./order-totals";
import { textArea } from "./text";

/**
 * Cash closing (spec §3 Box report, Expense, Economic subscription; §4 box closing; §7 Box
 * closings). Money is integer cents here; the API speaks decimals.
 */

export const CASH_MESSAGES = {
  openOrders: "cash.open_orders",
  expenseClosed: "cash.expense_closed",
  subscriptionClosed: "cash.subscription_closed",
  dateRange: "cash.date_range",
  amountPositive: "cash.amount_positive",
  noPrinter: "cash.no_printer",
  printingOff: "cash.printing_off",
} as const;

/** A Z (close_box) ends the day; a change of shift hands the drawer over. Both start a new period. */
export const CLOSE_TYPES = ["close_box", "change_shift"] as const;
export const closeTypeSchema = z.enum(CLOSE_TYPES);
export type CloseType = z.infer<typeof closeTypeSchema>;

/** How money changed hands at the till, for expenses and subscriptions. */
export const CASH_METHODS = ["cash", "credit_card", "transfer"] as const;
export const cashMethodSchema = z.enum(CASH_METHODS);
export type CashMethod = z.infer<typeof cashMethodSchema>;

/** A pending expense is owed, not yet paid: it does not take money out of the drawer. */
export const EXPENSE_STATUSES = ["payed", "pending"] as const;
export const expenseStatusSchema = z.enum(EXPENSE_STATUSES);
export type ExpenseStatus = z.infer<typeof expenseStatusSchema>;

const positiveMoney = moneyField.refine((value) => value > 0, { message: CASH_MESSAGES.amountPositive });
const description = textArea(500);

export const expenseInputSchema = z.object({
  importe: positiveMoney,
  payed_with: cashMethodSchema.default("cash"),
  description: description.default(""),
  status: expenseStatusSchema.default("payed"),
});
export const expenseUpdateSchema = z.object({
  importe: positiveMoney.optional(),
  payed_with: cashMethodSchema.optional(),
  description: description.optional(),
  status: expenseStatusSchema.optional(),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const economicSubscriptionInputSchema = z.object({
  amount: positiveMoney,
  payment: cashMethodSchema.default("cash"),
  description: description.default(""),
});
export const economicSubscriptionUpdateSchema = z.object({
  amount: positiveMoney.optional(),
  payment: cashMethodSchema.optional(),
  description: description.optional(),
});
export type EconomicSubscriptionInput = z.input<typeof economicSubscriptionInputSchema>;

/**
 * close box: without `confirm`, open orders make the call answer with them and change
 * nothing. `initial_import` is the float the period started with (default: the previous
 * closing's counted cash).
 */
export const closeBoxBodySchema = z.object({
  close_type: closeTypeSchema.default("close_box"),
  initial_import: moneyField.optional(),
  cash_register: moneyField.optional(),
  confirm: z.boolean().default(false),
});
export type CloseBoxBody = z.input<typeof closeBoxBodySchema>;

export const currentBoxQuerySchema = z.object({
  initial_import: z.coerce.number().pipe(moneyField).optional(),
});

/** Print a closing: on the till's printer unless one is chosen. */
export const printBoxReportBodySchema = z.object({ id: idField, printer: idField.optional() });
export type PrintBoxReportBody = z.input<typeof printBoxReportBodySchema>;

export const updateCashRegisterBodySchema = z.object({
  id: idField,
  /** null takes the count away. */
  cash_register: moneyField.nullable(),
});

/** Spec §9: a report covers at most 3 months. Dates are the local's calendar days, both included. */
export const BOX_LIST_MAX_DAYS = 92;
const day = z.iso.date();
export const boxListBodySchema = z
  .object({
    date_from: day.optional(),
    date_to: day.optional(),
    close_type: closeTypeSchema.optional(),
    page: z.number().int().min(1).default(1),
    page_size: z.number().int().min(1).max(200).default(50),
  })
  .refine(
    ({ date_from, date_to }) =>
      date_from === undefined ||
      date_to === undefined ||
      (date_from <= date_to && daysBetween(date_from, date_to) <= BOX_LIST_MAX_DAYS),
    { message: CASH_MESSAGES.dateRange, path: ["date_to"] },
  );
export type BoxListBody = z.input<typeof boxListBodySchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

// ---------------------------------------------------------------------------------------
// The period's figures

/** An order closed in the period: what was collected for it, and how. */
export interface BoxOrder {
  kind: OrderKind;
  /** The goods before any discount ((unit + options) × qty of every live line). */
  grossCents: number;
  /** The goods after discounts (the order's total). */
  totalCents: number;
  tipCents: number;
  /** How the tip was paid (the closing payment's method). */
  tipMethod: CashMethod;
  /** The payments not restored. */
  payments: ReadonlyArray<{ amountCents: number; method: CashMethod }>;
  /** Each live line's VAT rate and final importe. */
  lines: ReadonlyArray<{ ivaPercent: number; totalCents: number }>;
}

export interface BoxMovement {
  amountCents: number;
  method: CashMethod;
}

export interface BoxFigures {
  ordersCount: number;
  /** Collected for goods, VAT included, tips apart; the per-channel totals add up to it. */
  totalGeneralCents: number;
  byChannel: Record<OrderKind, number>;
  cardByChannel: Record<OrderKind, number>;
  cashCents: number;
  creditCardCents: number;
  transferCents: number;
  discountedCents: number;
  tipsCents: number;
  tipsCashCents: number;
  tipsCardCents: number;
  /** Per rate, over what was collected; the totals add up to totalGeneralCents. */
  vat: Array<{ ivaPercent: number; baseCents: number; taxCents: number; totalCents: number }>;
  baseCents: number;
  taxCents: number;
  expensesCents: number;
  expensesCashCents: number;
  subscriptionsCents: number;
  subscriptionsCashCents: number;
  subscriptionsCardCents: number;
  initialImportCents: number;
  /** initial_import + cash sales + cash tips + cash subscriptions − cash expenses paid. */
  expectedCashCents: number;
  /** What the card terminal's own batch should show: card sales, card tips, card subscriptions. */
  cardBankCents: number;
}

const zeroByChannel = (): Record<OrderKind, number> =>
  Object.fromEntries(ORDER_KINDS.map((kind) => [kind, 0])) as Record<OrderKind, number>;

const sumCents = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * An order's collected amount per VAT rate: the lines' totals when fully paid; a partly paid
 * order closed without payment shares what was paid out over its lines in proportion.
 */
function collectedByLine(order: BoxOrder, collectedCents: number) {
  if (collectedCents === order.totalCents || order.totalCents === 0) return order.lines;
  const weights = order.lines.map((line) => line.totalCents);
  const shares = spreadProportionally(collectedCents, weights);
  return order.lines.map((line, index) => ({ ivaPercent: line.ivaPercent, totalCents: shares[index] ?? 0 }));
}

/** Everything a box report counts, from the period's closed orders, expenses and subscriptions. */
export function boxFigures(period: {
  orders: readonly BoxOrder[];
  expenses: readonly BoxMovement[];
  subscriptions: readonly BoxMovement[];
  initialImportCents: number;
}): BoxFigures {
  const byChannel = zeroByChannel();
  const cardByChannel = zeroByChannel();
  const paidBy: Record<CashMethod, number> = { cash: 0, credit_card: 0, transfer: 0 };
  let discountedCents = 0;
  const tipsBy: Record<CashMethod, number> = { cash: 0, credit_card: 0, transfer: 0 };
  const vatLines: Array<{ ivaPercent: number; totalCents: number }> = [];
  for (const order of period.orders) {
    const collected = sumCents(order.payments.map((payment) => payment.amountCents));
    byChannel[order.kind] += collected;
    for (const payment of order.payments) {
      paidBy[payment.method] += payment.amountCents;
      if (payment.method === "credit_card") cardByChannel[order.kind] += payment.amountCents;
    }
    discountedCents += order.grossCents - order.totalCents;
    tipsBy[order.tipMethod] += order.tipCents;
    vatLines.push(...collectedByLine(order, collected));
  }
  const vat = vatBreakdown(vatLines.filter((line) => line.totalCents > 0)).map((rate) => ({
    ivaPercent: rate.ivaPercent,
    baseCents: rate.baseCents,
    taxCents: rate.taxCents,
    totalCents: rate.totalCents,
  }));
  const ofMethod = (movements: readonly BoxMovement[], method: CashMethod) =>
    sumCents(
      movements.filter((movement) => movement.method === method).map((movement) => movement.amountCents),
    );
  const expensesCashCents = ofMethod(period.expenses, "cash");
  const subscriptionsCashCents = ofMethod(period.subscriptions, "cash");
  const subscriptionsCardCents = ofMethod(period.subscriptions, "credit_card");
  return {
    ordersCount: period.orders.length,
    totalGeneralCents: sumCents(Object.values(byChannel)),
    byChannel,
    cardByChannel,
    cashCents: paidBy.cash,
    creditCardCents: paidBy.credit_card,
    transferCents: paidBy.transfer,
    discountedCents,
    tipsCents: tipsBy.cash + tipsBy.credit_card + tipsBy.transfer,
    tipsCashCents: tipsBy.cash,
    tipsCardCents: tipsBy.credit_card,
    vat,
    baseCents: sumCents(vat.map((rate) => rate.baseCents)),
    taxCents: sumCents(vat.map((rate) => rate.taxCents)),
    expensesCents: sumCents(period.expenses.map((expense) => expense.amountCents)),
    expensesCashCents,
    subscriptionsCents: sumCents(period.subscriptions.map((subscription) => subscription.amountCents)),
    subscriptionsCashCents,
    subscriptionsCardCents,
    initialImportCents: period.initialImportCents,
    expectedCashCents:
      period.initialImportCents + paidBy.cash + tipsBy.cash + subscriptionsCashCents - expensesCashCents,
    cardBankCents: paidBy.credit_card + tipsBy.credit_card + subscriptionsCardCents,
  };
}

/** Spec: unbalance = counted − expected cash; none without a count. */
export function unbalanceCents(cashRegisterCents: number | null, expectedCashCents: number): number | null {
  return cashRegisterCents === null ? null : cashRegisterCents - expectedCashCents;
}
