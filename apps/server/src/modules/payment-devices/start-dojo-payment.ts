import { type DevicePaymentBody, PAYMENT_DEVICE_MESSAGES } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../orders/order-events";
import { type DeviceDeps, updateWhileActive } from "./device-payment-store";
import { DeviceUnavailableError, DojoRefusedError } from "./dojo-client";
import { endDojoPayment, followDojoPayment } from "./follow-dojo-payment";
import { openDevicePayment } from "./open-device-payment";
import { tillTerminals } from "./payment-devices.schema";

/** The card terminal of the caller's till (settings: per till, the terminal to use). */
export async function terminalOfTill(deps: Pick<DeviceDeps, "db">, actor: Actor): Promise<string> {
  if (actor.tpvId === null) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.noTerminal);
  const [till] = await deps.db
    .select({ terminal_id: tillTerminals.terminal_id })
    .from(tillTerminals)
    .where(and(eq(tillTerminals.tpv_id, actor.tpvId), eq(tillTerminals.local_id, actor.localId)));
  if (!till) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.noTerminal);
  return till.terminal_id;
}

/**
 * POST payments/dojo: the amount (and tip) to the till's terminal. The payment is kept with the
 * order first; then a payment intent and a Sale session on the terminal. The same key again
 * answers the same payment, followed: a till that retries never charges twice.
 */
export async function startDojoPayment(deps: DeviceDeps, actor: Actor, body: DevicePaymentBody) {
  const global = await deps.settings.get(actor.localId, "global");
  if (!global.use_payment_terminal) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.disabled);
  const terminal = (await deps.devicesOf(actor.localId)).dojo;
  if (!terminal) throw new AppError(400, PAYMENT_DEVICE_MESSAGES.unavailable);
  const terminalId = await terminalOfTill(deps, actor);
  const { row, fresh } = await openDevicePayment(deps, actor, "dojo", body);
  if (!fresh) return followDojoPayment(deps, row);
  let current = row;
  try {
    const intentId = await terminal.createIntent({
      amountCents: row.amount_cents + row.tip_cents,
      currency: global.currency,
      reference: `comanda-${row.local_id}-${row.id}`,
    });
    current = await updateWhileActive(deps, row.id, { intent_id: intentId, terminal_id: terminalId });
    const session = await terminal.startSale(terminalId, intentId);
    current = await updateWhileActive(deps, row.id, { session_id: session.id });
    return await followDojoPayment(deps, current);
  } catch (error) {
    if (error instanceof DojoRefusedError || (error instanceof DeviceUnavailableError && !current.intent_id))
      // Refused (terminal busy or offline), or no intent made: nothing can be charged.
      return endDojoPayment(deps, terminal, current, "failed", PAYMENT_DEVICE_MESSAGES.unavailable);
    if (error instanceof DeviceUnavailableError) {
      // The session may have reached the terminal: the intent says later whether a card paid.
      deps.log.warn({ devicePayment: row.id, err: error }, "terminal session start unanswered");
      return current;
    }
    throw error;
  }
}
