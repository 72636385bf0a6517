import { z } from "zod";
import { type CashMethod, cashMethodSchema } from "./cash";
import { invoiceRecipientSchema } from "./fiscal";
import { idField } from "./menu";
import { lineQtyField, orderAmountField, tenderedField } from "./order-fields";
import { ORDER_MESSAGES } from "./orders";
import { textField } from "./text";

/**
 * The orders engine's payment calls (spec §7 Payments): closing with payment, partial
 * payments by price or by products, and undoing or changing a payment.
 */

/**
 * Closing with payment. The method is `payment_type`, or the card flag of the older calls; a
 * body giving both must have them agree (a card flag with "cash" is a till's mistake, refused
 * rather than guessed). Neither: the order's own (a delivery's chosen method).
 */
export const closeCommandBodySchema = z
  .object({
    id: idField,
    tip_amount: orderAmountField.optional(),
    tip_option: textField(20).optional(),
    credit_card: z.boolean().optional(),
    payment_type: cashMethodSchema.optional(),
    tendered: tenderedField.optional(),
    /** The client asks for a full invoice (F1) with these tax data instead of a ticket. */
    invoice_recipient: invoiceRecipientSchema.optional(),
  })
  .refine((body) => closingMethodOf(body) !== null, {
    message: ORDER_MESSAGES.methodConflict,
    path: ["payment_type"],
  });
export type CloseCommandBody = z.infer<typeof closeCommandBodySchema>;

/** The spec's payment types (§3 enumerations). */
export const PAYMENT_TYPES = [
  "credit_card",
  "cash",
  "split",
  "split_product",
  "split_price",
  "transfer",
] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const payByPriceBodySchema = z.object({
  command: idField,
  /** What this payer pays now. */
  price: orderAmountField,
  /** The total the till showed; a different one means the bill changed meanwhile. */
  total_price: orderAmountField.optional(),
  credit_card: z.boolean().default(false),
  tendered: tenderedField.optional(),
});

export const payByProductsBodySchema = z.object({
  command: idField,
  products: z
    .array(z.object({ request_item: idField, qty: lineQtyField }))
    .min(1)
    .max(300),
  credit_card: z.boolean().default(false),
  tendered: tenderedField.optional(),
});

/**
 * The method a closing is paid by, from what the call says: `payment_type`, else the card
 * flag; undefined when it says neither, null when the two contradict each other.
 */
export function closingMethodOf(given: {
  payment_type?: CashMethod | undefined;
  credit_card?: boolean | undefined;
}): CashMethod | undefined | null {
  const fromFlag = given.credit_card === undefined ? undefined : given.credit_card ? "credit_card" : "cash";
  if (given.payment_type === undefined) return fromFlag;
  if (given.credit_card !== undefined && given.credit_card !== (given.payment_type === "credit_card"))
    return null;
  return given.payment_type;
}

/**
 * What a payment was taken by, the one reading of a payment row: a closing row is typed by its
 * method; a partial payment (typed `split_*`, card or cash only) by its card flag.
 */
export function paymentMethod(payment: { payment_type: PaymentType; credit_card: boolean }): CashMethod {
  const { payment_type: type } = payment;
  if (type === "cash" || type === "credit_card" || type === "transfer") return type;
  return payment.credit_card ? "credit_card" : "cash";
}

export const restorePaymentBodySchema = z.object({ id: idField });
export const restoreItemBodySchema = z.object({ id: idField, request_item: idField });
export const changePaymentBodySchema = z.object({ id: idField, credit_card: z.boolean() });
