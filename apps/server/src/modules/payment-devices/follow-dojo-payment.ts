import {
  type DevicePaymentStatus,
  isActiveDeviceStatus,
  maskedCard,
  PAYMENT_DEVICE_MESSAGES,
} from "@comanda/domain";
import { cardSlipOf } from "./card-slip";
import { type DeviceDeps, type DevicePaymentRow, updateWhileActive } from "./device-payment-store";
import { type CardTerminal, DeviceUnavailableError, DojoRefusedError, type DojoSession } from "./dojo-client";
import { recordApproved } from "./record-device-payment";

/** A device that cannot be reached now is asked again later: the payment waits, it is not lost. */
export const isDeviceTrouble = (error: unknown) =>
  error instanceof DeviceUnavailableError || error instanceof DojoRefusedError;

/** How long a payment whose device never said it started may wait before it counts as failed. */
export const START_GRACE_MS = 15_000;

async function voidQuietly(terminal: CardTerminal, row: DevicePaymentRow) {
  if (!row.intent_id) return;
  await terminal.voidIntent(row.intent_id).catch(() => undefined);
}

/** Ends a payment the terminal ended without taking money, and lets its intent go. */
export async function endDojoPayment(
  deps: DeviceDeps,
  terminal: CardTerminal,
  row: DevicePaymentRow,
  status: DevicePaymentStatus,
  error: string | null,
) {
  const ended = await updateWhileActive(deps, row.id, { status, error, hint: null });
  await voidQuietly(terminal, ended);
  return ended;
}

function takenDetails(row: DevicePaymentRow, session: DojoSession) {
  const details = session.paymentDetails;
  return {
    transaction_id: details?.transactionId ?? row.intent_id,
    card: maskedCard(details?.cardScheme, details?.cardLast4),
    auth_code: details?.authCode ?? null,
    receipt: cardSlipOf(session.customerReceipt?.lines),
  };
}

/** A payment whose session was never saved (the start's answer was lost): the intent tells. */
async function followIntent(deps: DeviceDeps, terminal: CardTerminal, row: DevicePaymentRow) {
  if (!row.intent_id) {
    if (deps.clock().getTime() - row.created_at.getTime() < START_GRACE_MS) return row;
    return updateWhileActive(deps, row.id, { status: "failed", error: PAYMENT_DEVICE_MESSAGES.unavailable });
  }
  const { status } = await terminal.intent(row.intent_id);
  if (status === "Captured" || status === "Authorized")
    return recordApproved(deps, row.id, { transaction_id: row.intent_id });
  if (status === "Created") {
    if (deps.clock().getTime() - row.created_at.getTime() < START_GRACE_MS) return row;
    return endDojoPayment(deps, terminal, row, "failed", PAYMENT_DEVICE_MESSAGES.unavailable);
  }
  return updateWhileActive(deps, row.id, { status: "failed", error: PAYMENT_DEVICE_MESSAGES.unavailable });
}

/**
 * Asks the terminal how the payment is going and keeps what it says: the signature to compare,
 * the card's approval (the payment row is written then), a decline, a cancel, the session's
 * expiry. A terminal that cannot be reached leaves the payment as it was, for the next look.
 */
export async function followDojoPayment(deps: DeviceDeps, row: DevicePaymentRow): Promise<DevicePaymentRow> {
  if (!isActiveDeviceStatus(row.status)) return row;
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  if (!terminal) return row;
  try {
    if (!row.session_id) return await followIntent(deps, terminal, row);
    const session = await terminal.session(row.session_id);
    const hint = session.notificationEvents.at(-1)?.notificationType ?? null;
    const running: DevicePaymentStatus = row.status === "cancelling" ? "cancelling" : "waiting";
    switch (session.status) {
      case "Captured":
        return await recordApproved(deps, row.id, takenDetails(row, session));
      case "Declined":
      case "SignatureVerificationRejected":
        return await endDojoPayment(deps, terminal, row, "declined", PAYMENT_DEVICE_MESSAGES.declined);
      case "Canceled":
        return await endDojoPayment(deps, terminal, row, "cancelled", PAYMENT_DEVICE_MESSAGES.cancelled);
      case "Expired":
        return await endDojoPayment(deps, terminal, row, "timeout", PAYMENT_DEVICE_MESSAGES.timeout);
      case "SignatureVerificationRequired":
        return await updateWhileActive(deps, row.id, { status: "signature", hint });
      case "CancelRequested":
        return await updateWhileActive(deps, row.id, { status: "cancelling", hint });
      default:
        return await updateWhileActive(deps, row.id, { status: running, hint });
    }
  } catch (error) {
    if (!isDeviceTrouble(error)) throw error;
    deps.log.warn({ devicePayment: row.id, err: error }, "card terminal not reachable; asked again later");
    return row;
  }
}
