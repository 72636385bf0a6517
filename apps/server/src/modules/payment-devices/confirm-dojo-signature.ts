import { PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import type { DeviceDeps, DevicePaymentRow } from "./device-payment-store";
import { followDojoPayment, isDeviceTrouble } from "./follow-dojo-payment";

/**
 * The hand-sign confirmation (spec §4): the cashier compared the signature on the slip with the
 * card's and says so to the terminal, which then approves or declines the payment.
 */
export async function confirmDojoSignature(
  deps: DeviceDeps,
  row: DevicePaymentRow,
  accepted: boolean,
): Promise<DevicePaymentRow> {
  const terminal = (await deps.devicesOf(row.local_id)).dojo;
  if (row.device !== "dojo" || row.status !== "signature" || !row.session_id || !terminal)
    throw new AppError(400, PAYMENT_DEVICE_MESSAGES.notWaitingSignature);
  try {
    await terminal.signature(row.session_id, accepted);
  } catch (error) {
    if (isDeviceTrouble(error)) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
    throw error;
  }
  return followDojoPayment(deps, row);
}
