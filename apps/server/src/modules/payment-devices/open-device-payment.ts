import {
  closesOrder,
  type DevicePaymentBody,
  ORDER_MONEY_ERRORS,
  PAYMENT_DEVICE_MESSAGES,
  type PaymentDevice,
  transitionProcess,
} from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm/errors";
import type { Db } from "../../platform/db/client";
import { pgErrorOf } from "../../platform/db/pg-errors";
import { AppError, errors } from "../../platform/errors/app-error";
import { assertOpen } from "../orders/order-checks";
import type { Actor } from "../orders/order-events";
import { lockOrder, type OrderRow } from "../orders/order-store";
import type { DeviceDeps, DevicePaymentRow } from "./device-payment-store";
import { devicePayments } from "./payment-devices.schema";

const cents = (value: number) => Math.round(value * 100);

/**
 * A hand_over payment hands a pickup or delivery order over as it closes: refused before the
 * card is touched when the order is not one, or is not at the step before the hand-over.
 */
function assertHandsOver(order: OrderRow) {
  if (order.kind !== "recoger" && order.kind !== "domicilio")
    throw errors.field("mode", "validation.invalid_value");
  const check = transitionProcess(order.kind, order.process_status, "received");
  if (!check.ok) throw new AppError(400, check.code, { from: order.process_status, to: "received" });
}

/**
 * How much a by_price or by_products payment would take, asked of the orders' own rules by
 * making it in a savepoint and undoing it: the device is asked for exactly what the payment row
 * will say, and a payment those rules refuse is refused before a card is touched.
 */
async function rehearse(deps: DeviceDeps, tx: Db, actor: Actor, body: DevicePaymentBody, paidCents: number) {
  let taken = 0;
  try {
    await tx.transaction(async (savepoint) => {
      const orders = deps.paymentsIn(savepoint);
      const answer =
        body.mode === "products"
          ? await orders.payByProducts(actor, {
              command: body.command,
              products: body.products ?? [],
              credit_card: true,
            })
          : await orders.payByPrice(actor, {
              command: body.command,
              price: body.price ?? 0,
              credit_card: true,
            });
      taken = cents(answer.paid) - paidCents;
      savepoint.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return taken;
}

/**
 * The device payment of an idempotency key: the one already made with it, or a new one kept
 * with the order before the device is asked for anything (so a crash after the ask finds it).
 * `fresh` says the device has still to be asked.
 */
export async function openDevicePayment(
  deps: DeviceDeps,
  actor: Actor,
  device: PaymentDevice,
  body: DevicePaymentBody,
): Promise<{ row: DevicePaymentRow; fresh: boolean }> {
  const [existing] = await deps.db
    .select()
    .from(devicePayments)
    .where(
      and(
        eq(devicePayments.local_id, actor.localId),
        eq(devicePayments.idempotency_key, body.idempotency_key),
      ),
    );
  if (existing) {
    if (existing.request_id !== body.command || existing.device !== device)
      throw errors.field("idempotency_key", PAYMENT_DEVICE_MESSAGES.keyReused);
    return { row: existing, fresh: false };
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, actor.localId, body.command);
      assertOpen(order);
      if (body.mode === "hand_over") assertHandsOver(order);
      const closing = closesOrder(body.mode);
      const tipCents = closing ? cents(body.tip_amount ?? 0) : 0;
      const amountCents = closing
        ? Math.max(0, order.total_cents - order.paid_cents)
        : await rehearse(deps, tx, actor, body, order.paid_cents);
      if (amountCents + tipCents <= 0) throw errors.field("price", ORDER_MONEY_ERRORS.nothingPending);
      const [inserted] = await tx
        .insert(devicePayments)
        .values({
          local_id: actor.localId,
          request_id: order.id,
          device,
          idempotency_key: body.idempotency_key,
          mode: body.mode,
          amount_cents: amountCents,
          tip_cents: tipCents,
          tip_option: tipCents > 0 ? (body.tip_option ?? "other") : null,
          items: body.mode === "products" ? (body.products ?? []) : [],
          invoice_recipient: closing ? (body.invoice_recipient ?? null) : null,
          status: "waiting",
          user_id: actor.userId,
          tpv_id: actor.tpvId,
          created_at: deps.clock(),
          updated_at: deps.clock(),
        })
        .returning();
      return inserted!;
    });
    return { row, fresh: true };
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code !== "23505") throw error;
    if (pg.constraint === "device_payments_key") return openDevicePayment(deps, actor, device, body);
    throw new AppError(
      400,
      pg.constraint === "device_payments_active_machine"
        ? PAYMENT_DEVICE_MESSAGES.machineBusy
        : PAYMENT_DEVICE_MESSAGES.busy,
    );
  }
}
