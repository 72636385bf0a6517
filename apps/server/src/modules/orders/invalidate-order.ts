import { isClosedOrderStatus, transitionOrder } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import type { Actor } from "./order-events";
import { lockOrder, type OrderRow, presentOrder } from "./order-store";
import { requests } from "./orders.schema";
import type { OrdersClosing, OrdersDeps } from "./orders-deps";

/**
 * Mails the customer of a web order that was refused or cancelled (spec §4), through the
 * outbox, in the local's language: the client reads it, not the staff member who refused it.
 */
export async function mailInvalidated(
  { clients, settings }: Pick<OrdersDeps, "clients" | "settings">,
  tx: Db,
  order: OrderRow,
) {
  if (!order.from_client || order.client_id === null) return;
  const { client } = await clients.orderContact(tx, order.local_id, order.client_id, null);
  if (!client?.email) return;
  const { language } = await settings.get(order.local_id, "global", tx);
  await enqueueMail(tx, {
    local_id: order.local_id,
    to: client.email,
    subject: translate(language, "mail.order_invalidated_subject", { id: order.id }),
    text: translate(language, "mail.order_invalidated_body", { name: client.first_name, id: order.id }),
  });
}

/**
 * Cancels an order (spec §4 invalidate): open or closed, never twice. The table is freed,
 * loyalty points of a closed order are taken back, and the customer of a web order is
 * told by mail. The reason given, if any, stays in the order's history.
 */
export async function invalidateOrder(
  deps: Pick<
    OrdersDeps,
    "db" | "clients" | "offers" | "settings" | "events" | "effects" | "fiscal" | "clock"
  > & {
    closing: Pick<OrdersClosing, "reverseLoyalty">;
  },
  actor: Actor,
  id: number,
  reason?: string,
) {
  const { db, offers, settings, events, effects, closing, fiscal, clock } = deps;
  const { freeTable } = effects;
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, actor.localId, id);
    const check = transitionOrder(order.status, "invalidated");
    if (!check.ok) throw new AppError(400, check.code, { from: order.status, to: "invalidated" });
    const wasOpen = !isClosedOrderStatus(order.status);
    const [saved] = await tx
      .update(requests)
      .set({
        status: "invalidated",
        invalidated_by: actor.userId,
        invalidated_at: clock(),
        updated_at: clock(),
      })
      .where(eq(requests.id, order.id))
      .returning();
    await closing.reverseLoyalty(tx, order);
    await offers.releaseUses(tx, order.id);
    if (wasOpen) await freeTable(tx, actor, order);
    else {
      const { timezone } = await settings.get(actor.localId, "global", tx);
      await fiscal.rectifyForInvalidation(tx, {
        localId: actor.localId,
        tpvId: actor.tpvId,
        requestId: order.id,
        timezone,
      });
    }
    await mailInvalidated(deps, tx, order);
    await events.record(tx, actor, order.id, "invalidated", {
      from: order.status,
      to: "invalidated",
      ...(reason ? { data: { reason } } : {}),
    });
    order = saved!;
    const presented = await presentOrder(tx, order, clock());
    await events.publishOrder(tx, actor.localId, "requests.invalidated", presented);
    return presented;
  });
}
