import type { DeviceDeps, DevicePaymentRow } from "./device-payment-store";
import { followCashPayment } from "./follow-cash-payment";
import { followDojoPayment } from "./follow-dojo-payment";

/** Asks the payment's own device how it is going (see each device's follower). */
export function followDevicePayment(deps: DeviceDeps, row: DevicePaymentRow): Promise<DevicePaymentRow> {
  return row.device === "dojo" ? followDojoPayment(deps, row) : followCashPayment(deps, row);
}
