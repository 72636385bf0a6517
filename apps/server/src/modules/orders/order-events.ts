import type { OrderEventType, TableStatus } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { RealtimeService } from "../../platform/realtime/realtime.service";
import type { PresentedOrder } from "./order-store";
import { requestEvents } from "./orders.schema";

/** Who does a change: the signed-in user, the manager whose override allowed it, the till. */
export interface Actor {
  localId: number;
  userId: number;
  authorizedBy: number | null;
  tpvId: number | null;
}

/** Who places or adds to an order: staff, or no user for a customer's own order from the digital menu (issue 34). */
export type OrderAuthor = Omit<Actor, "userId"> & { userId: number | null };

/**
 * Audit and realtime for every change of an order, in the change's transaction: the event
 * row commits with it, and the messages leave at commit (NOTIFY), never for a rolled-back
 * change. Every till of the local is concerned: each shows the floor, the cards and the
 * delivery board, so each gets the message on its channel.
 */
export function createOrderEvents({ realtime }: { realtime: RealtimeService }) {
  const publish = (tx: Db, localId: number, message: Parameters<RealtimeService["publish"]>[2]) =>
    realtime.publishToTills(localId, message, tx);

  return {
    async record(
      tx: Db,
      actor: OrderAuthor,
      requestId: number,
      action: string,
      change: { from?: string | null; to?: string | null; data?: Record<string, unknown> } = {},
    ) {
      await tx.insert(requestEvents).values({
        local_id: actor.localId,
        request_id: requestId,
        action,
        from_status: change.from ?? null,
        to_status: change.to ?? null,
        user_id: actor.userId,
        authorized_by: actor.authorizedBy,
        tpv_id: actor.tpvId,
        data: change.data ?? {},
      });
    },

    publishOrder(tx: Db, localId: number, type: OrderEventType, order: PresentedOrder) {
      return publish(tx, localId, { type, data: order });
    },

    publishTable(
      tx: Db,
      localId: number,
      table: { id: number; status: TableStatus; request: number | null },
    ) {
      return publish(tx, localId, { type: "tables.status_changed", data: table });
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
