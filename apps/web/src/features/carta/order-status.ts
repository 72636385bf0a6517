import type { CartaMenu, CartaOrderStatus } from "@comanda/domain";
import type { CartaKey } from "../../locales/es/carta";

/** How often a guest's page asks for its order's state (the staff websocket is not theirs). */
export const STATUS_POLL_MS = 10_000;

/** The sentence the guest reads for the order's state. */
export function statusKey(order: CartaOrderStatus): CartaKey {
  switch (order.state) {
    case "pending":
      return "statusSolicited";
    case "accepted":
      return "statusAccepted";
    case "preparing":
      return "statusInKitchen";
    case "ready":
      return order.kind === "domicilio" ? "statusOnTheWay" : "statusReady";
    case "done":
      return "statusClosed";
    case "refused":
      return "statusRefused";
  }
}

/**
 * The time the guest is told, if any: a late acceptance's new time stands out from the time
 * that was simply expected; a refused order has none.
 */
export function timeLine(order: CartaOrderStatus): { key: CartaKey; at: string } | undefined {
  if (order.state === "refused" || !order.expected_at) return undefined;
  return { key: order.delay_minutes ? "statusDelayed" : "readyAt", at: order.expected_at };
}

/** Whether the state can still change: a finished or refused order is not asked for again. */
export function isSettled(order: CartaOrderStatus): boolean {
  return order.state === "done" || order.state === "refused";
}

/**
 * The card's thanks once the order is placed. The kiosk's orders are paid at the counter, by
 * cash or card: its "cash" message says so; the "card" one thanks for a payment made at the
 * kiosk itself, which needs a terminal of the kiosk's own that Comanda does not drive yet.
 */
export function acceptedMessage(
  card: Pick<CartaMenu["card"], "order_accepted_message" | "kiosk_cash_accepted_message">,
  kiosk: boolean,
) {
  return kiosk ? card.kiosk_cash_accepted_message : card.order_accepted_message;
}
