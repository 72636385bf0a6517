import { type DevicePaymentBody, PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../orders/order-events";
import { CASHMATIC_CODES, CashmaticRefusedError } from "./cashmatic-client";
import { type DeviceDeps, updateWhileActive } from "./device-payment-store";
import { DeviceUnavailableError } from "./dojo-client";
import { followCashPayment } from "./follow-cash-payment";
import { openDevicePayment } from "./open-device-payment";

/** The words of the machine's refusals (§8: unavailable; and the codes the machine gives). */
function refusalOf(error: CashmaticRefusedError): string {
  if (error.code === CASHMATIC_CODES.busy) return PAYMENT_DEVICE_MESSAGES.machineBusy;
  if (error.code === CASHMATIC_CODES.fundLow) return PAYMENT_DEVICE_MESSAGES.fundLow;
  return PAYMENT_DEVICE_MESSAGES.unavailable;
}

/**
 * POST payments/cashmatic: asks the cash machine for the amount (and tip). Kept with the order
 * first; the same key again answers the same payment, followed.
 */
export async function startCashPayment(deps: DeviceDeps, actor: Actor, body: DevicePaymentBody) {
  const global = await deps.settings.get(actor.localId, "global");
  if (!global.use_cashmatic) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.disabled);
  const machine = (await deps.devicesOf(actor.localId)).cashmatic;
  if (!machine) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  const { row, fresh } = await openDevicePayment(deps, actor, "cashmatic", body);
  if (!fresh) return followCashPayment(deps, row);
  let started = false;
  try {
    const before = await machine.last();
    const current = await updateWhileActive(deps, row.id, { session_id: before?.id ?? "" });
    started = true;
    await machine.startPayment({
      amountCents: row.amount_cents + row.tip_cents,
      reference: `comanda-${row.local_id}-${row.id}`,
    });
    return await followCashPayment(deps, current);
  } catch (error) {
    if (error instanceof CashmaticRefusedError)
      return updateWhileActive(deps, row.id, { status: "failed", error: refusalOf(error) });
    if (error instanceof DeviceUnavailableError) {
      // Unanswered after the start was sent: the machine may be taking the cash; followed later.
      if (started) return updateWhileActive(deps, row.id, {});
      return updateWhileActive(deps, row.id, {
        status: "failed",
        error: PAYMENT_DEVICE_MESSAGES.unavailable,
      });
    }
    throw error;
  }
}
