import { isActiveDeviceStatus, PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { CashmaticRefusedError, cashmaticOutcome } from "./cashmatic-client";
import { type DeviceDeps, type DevicePaymentRow, updateWhileActive } from "./device-payment-store";
import { DeviceUnavailableError } from "./dojo-client";
import { START_GRACE_MS } from "./follow-dojo-payment";
import { recordApproved } from "./record-device-payment";

/**
 * Asks the cash machine how the payment is going: what was put in and given back while it
 * runs; once it is idle again, how its last transaction ended (paid, cancelled with the money
 * returned, timed out, failed) and the change it could not give. The machine runs one payment
 * at a time, so its last transaction after ours started is ours (`session_id` keeps the one
 * before, to tell).
 */
export async function followCashPayment(deps: DeviceDeps, row: DevicePaymentRow): Promise<DevicePaymentRow> {
  if (!isActiveDeviceStatus(row.status)) return row;
  const machine = (await deps.devicesOf(row.local_id)).cashmatic;
  if (!machine) return row;
  try {
    const active = await machine.active();
    if (active.running)
      return await updateWhileActive(deps, row.id, {
        inserted_cents: active.inserted,
        dispensed_cents: active.dispensed,
      });
    const last = await machine.last();
    if (!last || last.id === row.session_id) {
      // Not started (yet): the start's answer was lost, or the machine never took it.
      if (deps.clock().getTime() - row.created_at.getTime() < START_GRACE_MS) return row;
      return await updateWhileActive(deps, row.id, {
        status: "failed",
        error: PAYMENT_DEVICE_MESSAGES.unavailable,
      });
    }
    const counted = {
      transaction_id: last.id,
      inserted_cents: last.inserted,
      dispensed_cents: last.dispensed,
      not_dispensed_cents: last.notDispensed,
    };
    switch (cashmaticOutcome(last.end)) {
      case "paid":
        return await recordApproved(deps, row.id, counted);
      case "cancelled":
        return await updateWhileActive(deps, row.id, {
          ...counted,
          status: "cancelled",
          error: PAYMENT_DEVICE_MESSAGES.cancelled,
        });
      case "timeout":
        return await updateWhileActive(deps, row.id, {
          ...counted,
          status: "timeout",
          error: PAYMENT_DEVICE_MESSAGES.timeout,
        });
      default:
        return await updateWhileActive(deps, row.id, {
          ...counted,
          status: "failed",
          error: PAYMENT_DEVICE_MESSAGES.unavailable,
        });
    }
  } catch (error) {
    if (!(error instanceof DeviceUnavailableError || error instanceof CashmaticRefusedError)) throw error;
    deps.log.warn({ devicePayment: row.id, err: error }, "cash machine not reachable; asked again later");
    return row;
  }
}
