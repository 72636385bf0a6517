import {
  type CardSlipLine,
  closesOrder,
  isActiveDeviceStatus,
  PAYMENT_DEVICE_MESSAGES,
} from "@comanda/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { lockOrder } from "../orders/order-store";
import { payments } from "../orders/orders.schema";
import {
  actorOfDevicePayment,
  type DeviceDeps,
  type DevicePaymentRow,
  lockDevicePayment,
} from "./device-payment-store";
import { devicePayments } from "./payment-devices.schema";

/** What the device says about the money it took. */
export interface TakenDetails {
  transaction_id?: string | null;
  card?: string | null;
  auth_code?: string | null;
  /** The card slip the terminal gave, printed with the ticket. */
  receipt?: CardSlipLine[] | null;
  inserted_cents?: number;
  dispensed_cents?: number;
  not_dispensed_cents?: number;
}

/**
 * Writes the payment row of a payment the device approved, in one transaction with the device
 * payment's own status: exactly once, whoever gets there first (the till following it, the
 * confirmation, the reconciler after a restart). The row is the orders' own (close, by_price,
 * by_products), so totals, tickets, loyalty and invoices work as for any other payment.
 */
export async function recordApproved(deps: DeviceDeps, id: number, details: TakenDetails) {
  return deps.db.transaction(async (tx) => {
    const row = await lockDevicePayment(tx, id);
    if (!isActiveDeviceStatus(row.status)) return row;
    const taken = {
      ...details,
      hint: null,
      updated_at: deps.clock(),
    };
    try {
      const paymentId = await tx.transaction((savepoint) => writePayment(deps, savepoint, row, details));
      const [saved] = await tx
        .update(devicePayments)
        .set({ ...taken, status: "approved", error: null, payment_id: paymentId })
        .where(eq(devicePayments.id, id))
        .returning();
      return saved!;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The money is taken but the order cannot take it any more (closed or changed meanwhile):
      // kept as it is, for a manager to refund; never a second charge, never a lost one.
      deps.log.error({ devicePayment: id, code: error.code }, "device payment approved but not recorded");
      const [saved] = await tx
        .update(devicePayments)
        .set({ ...taken, status: "unrecorded", error: PAYMENT_DEVICE_MESSAGES.needsRefund })
        .where(eq(devicePayments.id, id))
        .returning();
      return saved!;
    }
  });
}

/** The device payment's own payment row on its order (close, by_price, by_products); its id. */
export async function writePayment(deps: DeviceDeps, tx: Db, row: DevicePaymentRow, details: TakenDetails) {
  const actor = actorOfDevicePayment(row);
  const orders = deps.paymentsIn(tx);
  const card = row.device === "dojo";
  const inserted = details.inserted_cents ?? 0;
  const tenderedCents = !card && inserted > row.amount_cents + row.tip_cents ? inserted : undefined;
  const order = await lockOrder(tx, row.local_id, row.request_id);
  const pending = order.total_cents - order.paid_cents;
  const closing = {
    withPayment: true,
    tipCents: row.tip_cents,
    ...(row.tip_option ? { tipOption: row.tip_option } : {}),
    paymentType: card ? ("credit_card" as const) : ("cash" as const),
    creditCard: card,
    ...(tenderedCents === undefined ? {} : { tenderedCents }),
    ...(row.invoice_recipient ? { invoiceRecipient: row.invoice_recipient } : {}),
    inCashMachine: !card,
  };
  if (row.mode === "hand_over" && pending === row.amount_cents) {
    // Handed over and closed in one, as the hand-over's own payment does (issue 23).
    await deps.handOverIn(tx).changeProcessStatus(actor, row.request_id, "received", { payment: closing });
  } else if (closesOrder(row.mode) && pending === row.amount_cents) {
    await orders.closeLocked(tx, actor, order, closing);
  } else if (row.mode === "products") {
    await orders.payByProducts(actor, {
      command: row.request_id,
      products: row.items,
      credit_card: card,
      in_cash_machine: !card,
      ...(tenderedCents === undefined ? {} : { tendered: tenderedCents / 100 }),
    });
  } else {
    // An amount, or the rest of a bill that changed while the device was charging: what the
    // device took is paid, no more, and the order stays open for what is left.
    await orders.payByPrice(actor, {
      command: row.request_id,
      price: row.amount_cents / 100,
      credit_card: card,
      in_cash_machine: !card,
      ...(tenderedCents === undefined ? {} : { tendered: tenderedCents / 100 }),
    });
  }
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.request_id, row.request_id))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment!.id;
}
