import { z } from "zod";
import { invoiceRecipientSchema } from "./fiscal";
import { idField } from "./menu";
import { orderAmountField } from "./orders";
import { textField } from "./text";

/**
 * Card terminal (Dojo Pay at Counter) and cash machine (Cashmatic) payments (spec §1 optional
 * integrations, §4, §7 dojo… and cashmatic…, §8 terminal and machine errors).
 *
 * A device payment is an attempt kept with the order under an idempotency key: the payment row
 * is written only once the device says the money was taken, and exactly once.
 */

export const PAYMENT_DEVICES = ["dojo", "cashmatic"] as const;
export type PaymentDevice = (typeof PAYMENT_DEVICES)[number];

/**
 * waiting: the device is asking for the card or the cash; signature: the terminal asks the
 * cashier to compare the signature (hand-sign confirmation); cancelling: cancel asked, the
 * device has not said yet; approved: taken and recorded; the others are final without money.
 * unrecorded: the device took the money but the order could not take the payment any more
 * (closed meanwhile): a manager must refund it (refunding while the terminal gives it back,
 * then refunded) or attach it to its order as a payment (approved, with its payment row).
 */
export const DEVICE_PAYMENT_STATUSES = [
  "waiting",
  "signature",
  "cancelling",
  "approved",
  "declined",
  "cancelled",
  "timeout",
  "failed",
  "unrecorded",
  "refunding",
  "refunded",
] as const;
export type DevicePaymentStatus = (typeof DEVICE_PAYMENT_STATUSES)[number];

/** The statuses in which the device still holds the payment: one per order at a time. */
export const ACTIVE_DEVICE_STATUSES = [
  "waiting",
  "signature",
  "cancelling",
] as const satisfies readonly DevicePaymentStatus[];

export function isActiveDeviceStatus(status: DevicePaymentStatus): boolean {
  return (ACTIVE_DEVICE_STATUSES as readonly string[]).includes(status);
}

/**
 * How much of the bill the device takes: the rest (closing, with the tip), an amount, products;
 * hand_over: the rest of a pickup or delivery order handed over as it is paid (closing it, as
 * the hand-over's own payment does).
 */
export const DEVICE_PAYMENT_MODES = ["all", "price", "products", "hand_over"] as const;
export type DevicePaymentMode = (typeof DEVICE_PAYMENT_MODES)[number];

/** The modes that take the rest of the bill and close the order (with the tip and invoice). */
export function closesOrder(mode: DevicePaymentMode): boolean {
  return mode === "all" || mode === "hand_over";
}

export const PAYMENT_DEVICE_MESSAGES = {
  disabled: "devices.disabled",
  noTerminal: "devices.no_terminal",
  unavailable: "devices.unavailable",
  timeout: "devices.timeout",
  declined: "devices.declined",
  cancelled: "devices.cancelled",
  notDispensed: "devices.not_dispensed",
  busy: "devices.busy",
  keyReused: "devices.key_reused",
  tooLate: "devices.too_late",
  notWaitingSignature: "devices.not_waiting_signature",
  notFound: "devices.not_found",
  needsRefund: "devices.needs_refund",
  machineBusy: "devices.machine_busy",
  fundLow: "devices.fund_low",
  modeFields: "devices.mode_fields",
  notUnrecorded: "devices.not_unrecorded",
  refundOnlyCard: "devices.refund_only_card",
  refundDeclined: "devices.refund_declined",
  badUrl: "devices.bad_url",
  cashmaticNeedsUser: "devices.cashmatic_needs_user",
} as const;

/** The charges left without a payment row that a manager still has to refund or attach. */
export const UNRESOLVED_DEVICE_STATUSES = [
  "unrecorded",
  "refunding",
] as const satisfies readonly DevicePaymentStatus[];

/** A line of the card slip the terminal gives (Dojo customerReceipt), as printed. */
export const cardSlipLineSchema = z.object({
  text: z.string(),
  bold: z.boolean(),
  align: z.enum(["left", "center", "right"]),
  /** A header line is printed large; a separator is a rule across the paper. */
  size: z.enum(["header", "body"]),
  separator: z.enum(["single", "double"]).nullable(),
});
export type CardSlipLine = z.infer<typeof cardSlipLineSchema>;

/** What a till sends to charge through a device (POST payments/dojo, payments/cashmatic). */
export const devicePaymentBodySchema = z
  .object({
    command: idField,
    /** Made by the till once per payment; the same key again answers the same attempt. */
    idempotency_key: z.string().regex(/^[\x21-\x7e]{8,100}$/, { message: PAYMENT_DEVICE_MESSAGES.keyReused }),
    mode: z.enum(DEVICE_PAYMENT_MODES),
    /** mode price: what this payer pays now. */
    price: orderAmountField.optional(),
    /** mode products: the lines and units this payer pays. */
    products: z
      .array(z.object({ request_item: idField, qty: z.number().positive().max(100_000) }))
      .max(500)
      .optional(),
    /** mode all or hand_over: the tip, charged on the device with the rest of the bill. */
    tip_amount: orderAmountField.optional(),
    tip_option: textField(20).optional(),
    /** mode all or hand_over: the client's tax data for a full invoice (F1) instead of a ticket. */
    invoice_recipient: invoiceRecipientSchema.optional(),
  })
  .refine(
    (body) =>
      (body.mode === "price") === (body.price !== undefined) &&
      (body.mode === "products") === (body.products !== undefined && body.products.length > 0) &&
      (closesOrder(body.mode) || ((body.tip_amount ?? 0) === 0 && body.invoice_recipient === undefined)),
    { message: PAYMENT_DEVICE_MESSAGES.modeFields, path: ["mode"] },
  );
export type DevicePaymentBody = z.infer<typeof devicePaymentBodySchema>;

/** A device payment by its id, or the last one of an order (a till that reloaded). */
export const devicePaymentRefSchema = z
  .object({ id: idField.optional(), command: idField.optional() })
  .refine((body) => (body.id === undefined) !== (body.command === undefined), {
    message: PAYMENT_DEVICE_MESSAGES.notFound,
    path: ["id"],
  });
export type DevicePaymentRef = z.infer<typeof devicePaymentRefSchema>;

/** dojo/confirmation: the cashier compared the signature (hand-sign confirmation). */
export const dojoSignatureBodySchema = z.object({ id: idField, accepted: z.boolean() });

/** The card terminal a till charges on (its Dojo terminal id, tm_…); null: none. */
export const tillTerminalBodySchema = z.object({
  tpv: idField,
  terminal_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
});

/** An address the server calls: http(s) only, so a typo is not read as a path or a scheme. */
const deviceUrlField = textField(255).regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, {
  message: PAYMENT_DEVICE_MESSAGES.badUrl,
});
/** A secret: a string sets it, null clears it, left out keeps what is stored (write-only). */
const deviceSecretField = textField(200).min(1).nullable().optional();

/**
 * PUT payments/devices/credentials: the local's own Dojo account and cash machine. Empty
 * addresses and ids are null (the server's environment is used for what the local leaves out);
 * a cash machine needs both its address and its user.
 */
export const deviceCredentialsBodySchema = z
  .object({
    dojo_url: deviceUrlField.nullable(),
    dojo_api_key: deviceSecretField,
    dojo_software_house_id: textField(100).min(1).nullable(),
    dojo_reseller_id: textField(100).min(1).nullable(),
    cashmatic_url: deviceUrlField.nullable(),
    cashmatic_username: textField(100).min(1).nullable(),
    cashmatic_password: deviceSecretField,
  })
  .refine((body) => (body.cashmatic_url === null) === (body.cashmatic_username === null), {
    message: PAYMENT_DEVICE_MESSAGES.cashmaticNeedsUser,
    path: ["cashmatic_username"],
  });
export type DeviceCredentialsBody = z.infer<typeof deviceCredentialsBodySchema>;

/** The local's device credentials as the API shows them: no secret, only whether each is set. */
export interface DeviceCredentialsView {
  dojo_url: string | null;
  has_dojo_api_key: boolean;
  dojo_software_house_id: string | null;
  dojo_reseller_id: string | null;
  cashmatic_url: string | null;
  cashmatic_username: string | null;
  has_cashmatic_password: boolean;
  /** The server's own terminal account and machine (DOJO_*, CASHMATIC_*), used when the local has none. */
  server_dojo: boolean;
  server_cashmatic: boolean;
}

/** A device payment as the API answers it (amounts in decimals, as the API speaks). */
export interface DevicePaymentView {
  id: number;
  command: number;
  device: PaymentDevice;
  mode: DevicePaymentMode;
  status: DevicePaymentStatus;
  idempotency_key: string;
  amount: number;
  tip: number;
  /** What the terminal shows right now (InsertCard, EnterPin…), when it says. */
  hint: string | null;
  transaction_id: string | null;
  /** The card as the terminal gives it, masked: "VISA •••• 1234". */
  card: string | null;
  auth_code: string | null;
  /** Cash machine: put in, given back as change, change it could not give. */
  inserted: number;
  dispensed: number;
  not_dispensed: number;
  /** Why it ended without money, a catalogue code (devices.declined…). */
  error: string | null;
  /** The payment row written once approved. */
  payment: number | null;
  created_at: string;
  /** A charge left without its payment row: the manager who refunded or attached it, and when. */
  resolved_by: number | null;
  resolved_at: string | null;
}

/** A charge with no payment row, as the manager's screen lists it (with its order). */
export interface UnresolvedDevicePayment extends DevicePaymentView {
  order_kind: string;
  order_status: string;
  order_serial: string | null;
  table_name: string | null;
  /** What the order still has to be paid: attaching takes at most this. */
  order_pending: number;
}

/** The masked card shown and kept: scheme and last four digits only. */
export function maskedCard(scheme: string | undefined, last4: string | undefined): string | null {
  const digits = last4?.replace(/\D/g, "").slice(-4);
  if (!digits && !scheme) return null;
  return [scheme, digits ? `•••• ${digits}` : undefined].filter(Boolean).join(" ");
}
