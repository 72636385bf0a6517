import { type DevicePaymentStatus, PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../orders/order-events";
import { type DeviceDeps, type DevicePaymentRow, lockDevicePayment } from "./device-payment-store";
import { isDeviceTrouble } from "./follow-dojo-payment";
import { devicePayments } from "./payment-devices.schema";
import { writePayment } from "./record-device-payment";
import { terminalOfTill } from "./start-dojo-payment";

type Changes = Partial<Omit<DevicePaymentRow, "id" | "local_id" | "request_id" | "created_at">>;

/** Saves the changes only if the payment is still in `expected` (locked): two managers take turns. */
async function moveFrom(
  deps: Pick<DeviceDeps, "db" | "clock">,
  id: number,
  expected: DevicePaymentStatus,
  changes: (tx: Db, row: DevicePaymentRow) => Promise<Changes> | Changes,
): Promise<DevicePaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDevicePayment(tx, id);
    if (row.status !== expected) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.notUnrecorded);
    const [saved] = await tx
      .update(devicePayments)
      .set({ ...(await changes(tx, row)), updated_at: deps.clock() })
      .where(eq(devicePayments.id, id))
      .returning();
    return saved!;
  });
}

/**
 * A charge the order could not take (unrecorded), given back on the card terminal as a
 * MatchedRefund of its payment intent. Claimed first (refunding), so a second manager gets a
 * refusal; a terminal that refuses or cannot be reached hands it back as it was — Dojo never
 * refunds an intent beyond what it took, so asking again cannot give back twice.
 */
export async function refundDevicePayment(deps: DeviceDeps, actor: Actor, row: DevicePaymentRow) {
  if (row.device !== "dojo") throw new AppError(400, PAYMENT_DEVICE_MESSAGES.refundOnlyCard);
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  const intentId = row.intent_id;
  if (!terminal || !intentId) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  const terminalId = row.terminal_id ?? (await terminalOfTill(deps, actor));
  const { currency } = await deps.settings.get(row.local_id, "global");
  const claimed = await moveFrom(deps, row.id, "unrecorded", () => ({
    status: "refunding",
    error: null,
    resolved_by: actor.userId,
  }));
  try {
    const session = await terminal.startRefund(terminalId, intentId, {
      amountCents: claimed.amount_cents + claimed.tip_cents,
      currency,
    });
    const started = await moveFrom(deps, row.id, "refunding", () => ({ refund_session_id: session.id }));
    return await followRefund(deps, started);
  } catch (error) {
    if (!isDeviceTrouble(error)) throw error;
    deps.log.warn({ devicePayment: row.id, err: error }, "refund not started on the terminal");
    await moveFrom(deps, row.id, "refunding", () => ({
      status: "unrecorded",
      error: PAYMENT_DEVICE_MESSAGES.unavailable,
      resolved_by: null,
    }));
    throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  }
}

/**
 * Asks the terminal how a refund is going: given back (refunded), or declined, cancelled or
 * expired on the terminal (back to unrecorded, to try again or attach). Unreachable: as it was.
 */
export async function followRefund(deps: DeviceDeps, row: DevicePaymentRow): Promise<DevicePaymentRow> {
  if (row.status !== "refunding" || !row.refund_session_id) return row;
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  if (!terminal) return row;
  try {
    const session = await terminal.session(row.refund_session_id);
    if (session.status === "Captured")
      return await moveFrom(deps, row.id, "refunding", () => ({
        status: "refunded",
        resolved_at: deps.clock(),
      }));
    if (["Declined", "Canceled", "Expired", "SignatureVerificationRejected"].includes(session.status))
      return await moveFrom(deps, row.id, "refunding", () => ({
        status: "unrecorded",
        error: PAYMENT_DEVICE_MESSAGES.refundDeclined,
        refund_session_id: null,
        resolved_by: null,
      }));
    return row;
  } catch (error) {
    if (!isDeviceTrouble(error)) throw error;
    deps.log.warn(
      { devicePayment: row.id, err: error },
      "card terminal not reachable; refund asked again later",
    );
    return row;
  }
}

/**
 * A charge the order could not take, attached to it as its payment after all (the manager
 * reopened room for it, or the order still has that much pending): the same payment row an
 * approval writes, in one transaction with the charge's status. Refused in the orders' words
 * (closed, more than pending) without changing anything.
 */
export async function attachDevicePayment(deps: DeviceDeps, actor: Actor, row: DevicePaymentRow) {
  return moveFrom(deps, row.id, "unrecorded", async (tx, locked) => ({
    status: "approved",
    error: null,
    payment_id: await tx.transaction((savepoint) => writePayment(deps, savepoint, locked, locked)),
    resolved_by: actor.userId,
    resolved_at: deps.clock(),
  }));
}
