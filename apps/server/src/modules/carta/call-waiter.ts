import { CARTA_MESSAGES, type CallWaiterReason } from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import type { CartaDeps } from "./carta-deps";
import { tableOfToken } from "./carta-table";
import { throttle } from "./carta-throttle";

/**
 * A guest calls the waiter, or asks for the bill, from their table's QR (digital_card.call_waiter):
 * every till of the local hears it. Throttled per table and per address, so a bored guest
 * cannot make the tills ring all evening.
 */
export async function callWaiter(
  deps: Pick<CartaDeps, "db" | "settings" | "publishToTills">,
  localId: number,
  ip: string,
  token: string,
  reason: CallWaiterReason,
): Promise<{ table: string }> {
  const table = await tableOfToken(deps.db, localId, token);
  const card = await deps.settings.get(localId, "digital_card");
  if (!card.call_waiter) throw new AppError(403, CARTA_MESSAGES.callWaiterOff);
  await throttle(deps.db, localId, "call_waiter", { table: table.id });
  await throttle(deps.db, localId, "call_waiter", { ip });
  await deps.publishToTills(localId, {
    type: "tables.call_waiter",
    data: { table: table.id, name: table.name, reason },
  });
  return { table: table.name };
}
