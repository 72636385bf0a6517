import { PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../orders/order-events";
import { type DeviceDeps, type DevicePaymentRow, moveDevicePaymentFrom } from "./device-payment-store";
import type { CardTerminal } from "./dojo-client";
import { isDeviceTrouble, START_GRACE_MS } from "./follow-dojo-payment";
import { terminalOfTill } from "./start-dojo-payment";

const refundTotal = (row: DevicePaymentRow) => row.amount_cents + row.tip_cents;

// The reconciler and the manager's screen follow one refund at once: the second to see its end
// finds it settled and leaves it so.
const refunded = (deps: DeviceDeps, row: DevicePaymentRow) =>
  moveDevicePaymentFrom(
    deps,
    row.id,
    "refunding",
    () => ({ status: "refunded", error: null, resolved_at: deps.clock() }),
    "leave",
  );

/** Back on the manager's list, with why, to refund again or attach. */
const backToUnrecorded = (deps: DeviceDeps, row: DevicePaymentRow, error: string) =>
  moveDevicePaymentFrom(
    deps,
    row.id,
    "refunding",
    () => ({ status: "unrecorded", error, refund_session_id: null, resolved_by: null }),
    "leave",
  );

/**
 * A charge the order could not take (unrecorded), given back on the card terminal as a
 * MatchedRefund of its payment intent. Claimed first (refunding), so a second manager gets a
 * refusal. The intent is read first: a refund that reached the terminal though its answer was
 * lost is not asked again. A terminal that refuses or cannot be reached hands it back as it was
 * (Dojo never refunds an intent beyond what it took, so asking again cannot give back twice).
 */
export async function refundDevicePayment(deps: DeviceDeps, actor: Actor, row: DevicePaymentRow) {
  if (row.device !== "dojo") throw new AppError(400, PAYMENT_DEVICE_MESSAGES.refundOnlyCard);
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  const intentId = row.intent_id;
  if (!terminal || !intentId) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  const terminalId = row.terminal_id ?? (await terminalOfTill(deps, actor));
  const { currency } = await deps.settings.get(row.local_id, "global");
  const claimed = await moveDevicePaymentFrom(deps, row.id, "unrecorded", () => ({
    status: "refunding",
    error: null,
    resolved_by: actor.userId,
  }));
  try {
    if ((await terminal.intent(intentId)).refundedCents >= refundTotal(claimed))
      return await refunded(deps, claimed);
    const session = await terminal.startRefund(terminalId, intentId, {
      amountCents: refundTotal(claimed),
      currency,
    });
    const started = await moveDevicePaymentFrom(deps, row.id, "refunding", () => ({
      refund_session_id: session.id,
    }));
    return await followRefund(deps, started);
  } catch (error) {
    if (!isDeviceTrouble(error)) throw error;
    deps.log.warn({ devicePayment: row.id, err: error }, "refund not started on the terminal");
    await backToUnrecorded(deps, claimed, PAYMENT_DEVICE_MESSAGES.unavailable);
    throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  }
}

/**
 * A refund claimed whose terminal session was never kept (the server stopped between the two):
 * once its manager's call cannot still be running, the intent tells whether the money went back.
 */
async function followUnstartedRefund(deps: DeviceDeps, terminal: CardTerminal, row: DevicePaymentRow) {
  if (deps.clock().getTime() - row.updated_at.getTime() < START_GRACE_MS) return row;
  if (!row.intent_id) return backToUnrecorded(deps, row, PAYMENT_DEVICE_MESSAGES.refundDeclined);
  const { refundedCents } = await terminal.intent(row.intent_id);
  if (refundedCents >= refundTotal(row)) return refunded(deps, row);
  return backToUnrecorded(deps, row, PAYMENT_DEVICE_MESSAGES.refundDeclined);
}

/**
 * Asks the terminal how a refund is going: given back (refunded), or declined, cancelled or
 * expired on the terminal (back to unrecorded, to try again or attach). Unreachable: as it was,
 * asked again by the reconciler and the manager's screen until the terminal answers.
 */
export async function followRefund(deps: DeviceDeps, row: DevicePaymentRow): Promise<DevicePaymentRow> {
  if (row.status !== "refunding") return row;
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  if (!terminal) return row;
  try {
    if (!row.refund_session_id) return await followUnstartedRefund(deps, terminal, row);
    const session = await terminal.session(row.refund_session_id);
    if (session.status === "Captured") return await refunded(deps, row);
    if (["Declined", "Canceled", "Expired", "SignatureVerificationRejected"].includes(session.status))
      return await backToUnrecorded(deps, row, PAYMENT_DEVICE_MESSAGES.refundDeclined);
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
