import {
  CARTA_MESSAGES,
  type CartaOrderState,
  type CartaOrderStatus,
  type Currency,
  chosenOptionName,
  isClosedOrderStatus,
} from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { findOrder, type PresentedOrder, presentOrder } from "../orders/order-store";
import type { SettingsService } from "../settings/settings.service";
import { orderOfToken } from "./carta-order-token";

const MINUTE = 60_000;

function stateOf(order: PresentedOrder): CartaOrderState {
  if (order.status === "invalidated") return "refused";
  if (order.status === "required") return "pending";
  if (isClosedOrderStatus(order.status) || order.process_status === "received") return "done";
  if (order.process_status === "inProcess") return "preparing";
  if (order.process_status === "solicited") return "accepted";
  return "ready";
}

/**
 * What the customer sees of their order (issue 34): its state, when it should be ready and its
 * dishes — taken from the staff's presentation, leaving out the client, the staff and the payments.
 */
export function customerView(order: PresentedOrder, currency: Currency): CartaOrderStatus {
  const delay = order.order_time_delay;
  const asked = order.shift_time ?? (delay === null ? null : order.created_at);
  return {
    kind: order.kind,
    state: stateOf(order),
    table: order.table_name,
    created_at: order.created_at.toISOString(),
    soon_as_possible: order.soon_as_possible,
    shift_time: order.shift_time?.toISOString() ?? null,
    delay_minutes: delay,
    expected_at: asked === null ? null : new Date(asked.getTime() + (delay ?? 0) * MINUTE).toISOString(),
    lines: order.products.map((line) => ({
      name: line.name,
      qty: line.qty,
      options: line.items.map(chosenOptionName),
    })),
    total: order.total,
    currency,
    pays_by_card: order.credit_card,
  };
}

/** The order a customer's token follows; 404 for any other token, in this local or another. */
export async function cartaOrderStatus(
  deps: { db: Db; settings: Pick<SettingsService, "get">; clock: () => Date },
  localId: number,
  token: string,
): Promise<CartaOrderStatus> {
  const requestId = await orderOfToken(deps.db, localId, token);
  if (requestId === undefined) throw new AppError(404, CARTA_MESSAGES.orderUnknown);
  const order = await presentOrder(deps.db, await findOrder(deps.db, localId, requestId), deps.clock());
  return customerView(order, (await deps.settings.get(localId, "global")).currency);
}
