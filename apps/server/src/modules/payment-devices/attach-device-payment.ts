import type { Actor } from "../orders/order-events";
import { type DeviceDeps, type DevicePaymentRow, moveDevicePaymentFrom } from "./device-payment-store";
import { writePayment } from "./record-device-payment";

/**
 * A charge the order could not take, attached to it as its payment after all (the manager
 * reopened room for it, or the order still has that much pending): the same payment row an
 * approval writes, in one transaction with the charge's status. Refused in the orders' words
 * (closed, more than pending) without changing anything.
 */
export async function attachDevicePayment(deps: DeviceDeps, actor: Actor, row: DevicePaymentRow) {
  return moveDevicePaymentFrom(deps, row.id, "unrecorded", async (tx, locked) => ({
    status: "approved",
    error: null,
    payment_id: await tx.transaction((savepoint) => writePayment(deps, savepoint, locked, locked)),
    resolved_by: actor.userId,
    resolved_at: deps.clock(),
  }));
}
