import type { AcceptBody, OrderInsert, OrderKind, OrderListQuery, OrderUpdate } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { acceptOrder } from "./accept-order";
import { assignOrderDealer } from "./assign-dealer";
import { createOrder } from "./create-order";
import { invalidateOrder } from "./invalidate-order";
import type { Actor, OrderAuthor } from "./order-events";
import { findOpenCommandOfTable, getOrder, listLocalOrders } from "./order-reads";
import type { OrderRow } from "./order-store";
import type { OrdersClosing, OrdersDeps } from "./orders-deps";
import { printOrder, printOrderPayment } from "./print-order";
import { updateOrder } from "./update-order";

/** The orders' calls, each a use case of its own file, wired to one set of dependencies. */
export function createOrdersService(deps: OrdersDeps & { closing: OrdersClosing }) {
  return {
    create(actor: OrderAuthor, kind: OrderKind, body: OrderInsert) {
      return createOrder(deps, actor, kind, body);
    },

    update(
      actor: OrderAuthor,
      id: number,
      body: OrderUpdate,
      kinds?: readonly OrderKind[],
      inTransaction?: (tx: Db, order: OrderRow) => Promise<void>,
    ) {
      return updateOrder(deps, actor, id, body, kinds, inTransaction);
    },

    get(localId: number, id: number, kinds?: readonly OrderKind[]) {
      return getOrder(deps, localId, id, kinds);
    },

    printPayment(actor: Actor, payment: { id: number; request_id: number }) {
      return printOrderPayment(deps, actor, payment);
    },

    openCommandOfTable(localId: number, tableId: number) {
      return findOpenCommandOfTable(deps, localId, tableId);
    },

    list(localId: number, query: OrderListQuery) {
      return listLocalOrders(deps, localId, query);
    },

    invalidate(actor: Actor, id: number, reason?: string) {
      return invalidateOrder(deps, actor, id, reason);
    },

    accept(actor: Actor, body: AcceptBody) {
      return acceptOrder(deps, actor, body);
    },

    assignDealer(actor: Actor, id: number, dealer: number | null) {
      return assignOrderDealer(deps, actor, id, dealer);
    },

    print(actor: Actor, id: number, kind: "kitchen" | "ticket") {
      return printOrder(deps, actor, id, kind);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
