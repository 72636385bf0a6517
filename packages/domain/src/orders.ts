import { z } from "zod";
import { invoiceRecipientSchema } from "./fiscal";
import { idField, productOrderGroupSchema } from "./menu";
import { modifierSelectionSchema } from "./modifier-selection";
import { centsFromAmount } from "./money-format";
import {
  lineQtyField,
  orderAmountField,
  orderDiscountSchema,
  percentField,
  tenderedField,
} from "./order-fields";
import { ORDER_KINDS, ORDER_STATUSES, PROCESS_STATUSES } from "./order-status";
import type { DiscountType, OrderDiscount } from "./order-totals";
import { textArea, textField } from "./text";

/**
 * The orders engine's calls (spec §3 Request, Product line, Command; §7 Orders, Commands,
 * Payments): the bodies the server validates and the shapes it answers. Money is a decimal
 * with 2 decimals on the wire and integer cents inside; quantities have 2 decimals (§5).
 * The shared field rules are in order-fields.ts, the payment calls in payment-bodies.ts.
 */

export { lineQtyField, type OrderDiscountInput, orderAmountField, orderDiscountSchema } from "./order-fields";

export const ORDER_MESSAGES = {
  closed: "orders.closed",
  notOpen: "orders.not_open",
  tableBusy: "orders.table_busy",
  tableBlocked: "orders.table_blocked",
  sameTable: "orders.same_table",
  targetTableBusy: "orders.target_table_busy",
  notCommand: "orders.not_command",
  fuseLosesPayments: "orders.fuse_loses_payments",
  notAwaitingAcceptance: "orders.not_awaiting_acceptance",
  unknownProduct: "orders.unknown_product",
  modifiersInvalid: "orders.modifiers_invalid",
  unknownLine: "orders.unknown_line",
  addressNotOfClient: "orders.address_not_of_client",
  shiftTimeUnavailable: "orders.shift_time_unavailable",
  tableOnlyLocal: "orders.table_only_local",
  pendingPayments: "orders.pending_payments",
  paymentNotFound: "payments.not_found",
  paymentRestored: "payments.already_restored",
  optionNotFound: "orders.option_not_found",
  wrongKind: "orders.wrong_kind",
  lineRequired: "orders.line_product_required",
  dealerNotRider: "orders.dealer_not_rider",
  noClientEmail: "orders.no_client_email",
  amountOnLines: "orders.amount_discount_on_lines",
  productInactive: "orders.product_inactive",
  nothingToMarch: "orders.nothing_to_march",
  tenderedShort: "payments.tendered_short",
  tenderedNotCash: "payments.tendered_not_cash",
  methodConflict: "payments.method_conflict",
  paymentCounted: "payments.counted_by_closing",
  handoverUnpaid: "orders.handover_unpaid",
  handoverNotHere: "orders.handover_not_here",
} as const;
export type OrderMessage = (typeof ORDER_MESSAGES)[keyof typeof ORDER_MESSAGES];

/**
 * A product line as a till sends it. A new line names its product (`id`); an existing line
 * of the order names itself (`request_item`) and may change its quantity, note, course group
 * or discount. Prices never come from the client: the server reads the menu.
 */
export const orderLineInputSchema = z
  .object({
    request_item: idField.optional(),
    id: idField.optional(),
    qty: lineQtyField.optional(),
    modifiers: modifierSelectionSchema.optional(),
    details: textArea(500).optional(),
    order: productOrderGroupSchema.optional(),
    is_discounted: z.boolean().optional(),
    /** The line's own discount, a percent only (spec §5 "no numeric discount on a single product"). */
    discount: percentField.optional(),
  })
  .refine((line) => line.request_item !== undefined || line.id !== undefined, {
    message: ORDER_MESSAGES.lineRequired,
    path: ["id"],
  });
export type OrderLineBody = z.infer<typeof orderLineInputSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const orderFields = {
  products: z.array(orderLineInputSchema).max(300),
  table: idField,
  client: idField,
  /** The id of one of the client's addresses; delivery takes the principal one when absent. */
  address: idField,
  details: textArea(1000),
  discount: orderDiscountSchema,
  all_discounted: z.boolean(),
  command_guests: z.number().int().min(1).max(999),
  /** The slot's start: an instant from `shifts_times` (`starts_at`) or its wall time `HH:MM` on `delivery_date`. */
  shift_time: z.union([z.iso.datetime({ offset: true }), z.string().regex(HH_MM)]),
  soon_as_possible: z.boolean(),
  delivery_date: z.iso.date(),
  tip_amount: orderAmountField,
  tip_option: textField(20),
  /** An offer's code. */
  promotion: textField(60).min(1),
  from_client: z.boolean(),
  credit_card: z.boolean(),
  /** The employee who takes the order (setting select_employee_before_order); default the caller. */
  worker: idField,
  /** A bar order paid in cash as it is created (close_barra_order_auto): see `tenderedField`. */
  tendered: tenderedField,
  /**
   * A bar order the card terminal or the cash machine charges (close_barra_order_auto with
   * use_payment_terminal / use_cashmatic): created open, closed by the device payment's approval.
   */
  pay_on_device: z.boolean(),
};

export const orderInsertSchema = z.object({
  ...orderFields,
  products: orderFields.products.default([]),
  all_discounted: orderFields.all_discounted.default(true),
  command_guests: orderFields.command_guests.default(1),
  soon_as_possible: orderFields.soon_as_possible.default(true),
  from_client: orderFields.from_client.default(false),
  table: orderFields.table.optional(),
  client: orderFields.client.optional(),
  address: orderFields.address.optional(),
  details: orderFields.details.optional(),
  discount: orderFields.discount.nullable().optional(),
  shift_time: orderFields.shift_time.optional(),
  delivery_date: orderFields.delivery_date.optional(),
  tip_amount: orderFields.tip_amount.optional(),
  tip_option: orderFields.tip_option.optional(),
  promotion: orderFields.promotion.optional(),
  credit_card: orderFields.credit_card.optional(),
  worker: orderFields.worker.optional(),
  tendered: orderFields.tendered.optional(),
  pay_on_device: orderFields.pay_on_device.optional(),
});
export type OrderInsert = z.infer<typeof orderInsertSchema>;

/**
 * An update changes what it sends. `products` lists lines to add (with `id`) or to change
 * (with `request_item`); lines it does not list stay, so two tills adding to one command at
 * the same moment never remove each other's lines. Lines go away only through
 * `products_to_delete`, as a client's addresses do.
 */
export const orderUpdateSchema = z.object({
  products: orderFields.products.optional(),
  products_to_delete: z.array(idField).max(300).optional(),
  client: orderFields.client.nullable().optional(),
  address: orderFields.address.nullable().optional(),
  details: orderFields.details.optional(),
  discount: orderFields.discount.nullable().optional(),
  all_discounted: orderFields.all_discounted.optional(),
  command_guests: orderFields.command_guests.optional(),
  shift_time: orderFields.shift_time.optional(),
  soon_as_possible: orderFields.soon_as_possible.optional(),
  delivery_date: orderFields.delivery_date.optional(),
  tip_amount: orderFields.tip_amount.optional(),
  tip_option: orderFields.tip_option.optional(),
  credit_card: orderFields.credit_card.optional(),
  /** An offer's code applied to the open order; null takes it off. */
  promotion: orderFields.promotion.nullable().optional(),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderIdBodySchema = z.object({ id: idField });

/** Invalidating an order: the spec's `{id}`, plus why, kept in the order's history. */
export const invalidateBodySchema = z.object({ id: idField, reason: textField(200).optional() });

export const markBodySchema = z.object({ id: idField, process_status: z.enum(PROCESS_STATUSES) });

/**
 * Moving a whole order (change_process_status). Handing a pickup or delivery order over
 * (`received`) with something pending takes its payment in the same call (`payment_type`,
 * and the tip and cash handed over as a closing does), or a manager's override with a
 * `reason`; anything else is refused.
 */
export const changeProcessStatusBodySchema = markBodySchema.extend({
  payment_type: z.enum(["credit_card", "cash", "transfer"]).optional(),
  tip_amount: orderAmountField.optional(),
  tip_option: textField(20).optional(),
  tendered: tenderedField.optional(),
  reason: textField(200).optional(),
  /** Paid at the hand-over, the client asks for a full invoice (F1) with these tax data. */
  invoice_recipient: invoiceRecipientSchema.optional(),
});
export type ChangeProcessStatusBody = z.infer<typeof changeProcessStatusBodySchema>;

/** One chosen option of a line: `rim_id` is the option's row on the line (`items[].rim_id`). */
export const markOptionBodySchema = z.object({
  list_options: z
    .array(z.object({ request_item_id: idField, option_id: idField.optional(), rim_id: idField }))
    .min(1)
    .max(200),
  process_status: z.enum(PROCESS_STATUSES),
});

export const changeStatusBodySchema = z.object({ id: idField, status: z.enum(ORDER_STATUSES) });

export const acceptBodySchema = z.object({
  id: idField,
  is_accepted: z.boolean(),
  /** Minutes later than asked, one of the settings' orders_time. */
  order_time_delay: z.number().int().min(1).max(240).optional(),
});
export type AcceptBody = z.infer<typeof acceptBodySchema>;

export const changeTableBodySchema = z.object({ id: idField, new_table: idField });

/** Fusing B into A: the first call answers with the warning, `confirm: true` does it. */
export const fuseTablesBodySchema = z.object({
  id: idField,
  command: idField,
  confirm: z.boolean().default(false),
});

/** "March" a course: the kitchen is told to start it now (the table is ready for it). */
export const marchBodySchema = z.object({ id: idField, order: productOrderGroupSchema });

export const assignDealerBodySchema = z.object({ id: idField, dealer: idField.nullable() });

// ---------------------------------------------------------------------------------------
// Lists

export const orderListQuerySchema = z.object({
  kind: z.enum(ORDER_KINDS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  process_status: z.enum(PROCESS_STATUSES).optional(),
  table: z.coerce.number().pipe(idField).optional(),
  client: z.coerce.number().pipe(idField).optional(),
  /** Open orders only (status required or solicitado). */
  open: z.enum(["true", "false"]).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Loyalty (spec §9): 2 points per euro spent, whole points, cents counted proportionally. */
export const LOYALTY_POINTS_PER_EURO = 2;
export function loyaltyPointsFor(totalCents: number): number {
  return Math.floor((Math.max(0, totalCents) * LOYALTY_POINTS_PER_EURO) / 100);
}

/**
 * The serial of a closed order: one gap-free count per local and calendar year (the ticket
 * series a simplified invoice needs), `T2026-000123`.
 */
export function orderSeries(year: number): string {
  return `T${year}`;
}
export function formatOrderSerial(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, "0")}`;
}

/**
 * What the order's discount does to its lines (spec §3 all_discounted, is_discounted; §5).
 * `all_discounted`: the discount (percent or amount) is the order's, spread over every line.
 * Otherwise only the lines marked `is_discounted` take it, as their own percent, which is
 * why such a discount cannot be an amount ("no numeric discount on a single product").
 */
export function effectiveDiscounts(
  order: { discount: { type: DiscountType; value: number } | null; all_discounted: boolean },
  lines: readonly { discount_percent: number; is_discounted: boolean }[],
):
  | { ok: true; orderDiscount: OrderDiscount | null; linePercents: number[] }
  | { ok: false; code: typeof ORDER_MESSAGES.amountOnLines } {
  const { discount } = order;
  const own = lines.map((line) => line.discount_percent);
  if (!discount || discount.value === 0) return { ok: true, orderDiscount: null, linePercents: own };
  if (order.all_discounted) {
    const value = discount.type === "amount" ? centsFromAmount(discount.value) : discount.value;
    return { ok: true, orderDiscount: { type: discount.type, value }, linePercents: own };
  }
  if (discount.type === "amount") return { ok: false, code: ORDER_MESSAGES.amountOnLines };
  return {
    ok: true,
    orderDiscount: null,
    linePercents: lines.map((line) => (line.is_discounted ? discount.value : line.discount_percent)),
  };
}
