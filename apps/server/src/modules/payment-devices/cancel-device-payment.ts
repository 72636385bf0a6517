import { isActiveDeviceStatus, PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import { CashmaticRefusedError } from "./cashmatic-client";
import { type DeviceDeps, type DevicePaymentRow, updateWhileActive } from "./device-payment-store";
import { followDevicePayment } from "./follow-device-payment";
import { endDojoPayment, followDojoPayment, isDeviceTrouble } from "./follow-dojo-payment";

/**
 * dojo/cancel and cashmatic/cancel from the till (spec §4): the terminal stops asking for the
 * card, the machine gives back what was put in. Too late once the card paid: refused, and the
 * payment goes on to its approval. A payment already ended is answered as it is.
 */
export async function cancelDevicePayment(
  deps: DeviceDeps,
  row: DevicePaymentRow,
): Promise<DevicePaymentRow> {
  if (!isActiveDeviceStatus(row.status)) return row;
  try {
    if (row.device === "dojo") {
      const terminal = (await deps.devicesOf(row.local_id)).dojo;
      if (!terminal) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
      if (!row.session_id)
        return await endDojoPayment(deps, terminal, row, "cancelled", PAYMENT_DEVICE_MESSAGES.cancelled);
      if (!(await terminal.cancel(row.session_id))) {
        await followDojoPayment(deps, row);
        throw new AppError(400, PAYMENT_DEVICE_MESSAGES.tooLate);
      }
    } else {
      const machine = (await deps.devicesOf(row.local_id)).cashmatic;
      if (!machine) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
      await machine.cancel();
    }
  } catch (error) {
    if (isDeviceTrouble(error) || error instanceof CashmaticRefusedError)
      throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
    throw error;
  }
  const cancelling = await updateWhileActive(deps, row.id, { status: "cancelling" });
  return followDevicePayment(deps, cancelling);
}
