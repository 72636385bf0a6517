import { type AcceptBody, ORDER_MESSAGES } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { AppError, errors } from "../../platform/errors/app-error";
import { mailInvalidated } from "./invalidate-order";
import type { Actor } from "./order-events";
import { sendRound } from "./order-rounds";
import { lockOrder, presentOrder } from "./order-store";
import { requestRounds, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/** A web order waiting to be accepted (accept invalidate): accepted, maybe later than asked, or refused. */
export async function acceptOrder(
  deps: Pick<OrdersDeps, "db" | "clients" | "settings" | "events" | "effects" | "clock">,
  actor: Actor,
  body: AcceptBody,
) {
  const { db, settings, events, effects, clock } = deps;
  const { freeTable } = effects;
  const domicilePickup = await settings.get(actor.localId, "domicile_pickup");
  if (
    body.order_time_delay !== undefined &&
    (!domicilePickup.allow_order_time_delay || !domicilePickup.orders_time.includes(body.order_time_delay))
  )
    throw errors.field("order_time_delay", "validation.invalid_value");
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.localId, body.id);
    if (order.status !== "required") throw new AppError(400, ORDER_MESSAGES.notAwaitingAcceptance);
    const to = body.is_accepted ? "solicitado" : "invalidated";
    const [saved] = await tx
      .update(requests)
      .set({
        status: to,
        is_accepted: body.is_accepted,
        order_time_delay: body.is_accepted ? (body.order_time_delay ?? null) : null,
        ...(body.is_accepted ? {} : { invalidated_by: actor.userId, invalidated_at: clock() }),
        updated_at: clock(),
      })
      .where(eq(requests.id, order.id))
      .returning();
    if (body.is_accepted) {
      // Everything ordered while it waited goes to the kitchen now.
      const rounds = await tx
        .select({ id: requestRounds.id })
        .from(requestRounds)
        .where(eq(requestRounds.request_id, order.id))
        .orderBy(requestRounds.number);
      for (const round of rounds) await sendRound(deps, tx, actor, saved!, round.id);
    } else {
      await freeTable(tx, actor, order);
      await mailInvalidated(deps, tx, order);
    }
    await events.record(tx, actor, order.id, body.is_accepted ? "accepted" : "refused", {
      from: order.status,
      to,
      data: body.order_time_delay === undefined ? {} : { order_time_delay: body.order_time_delay },
    });
    const presented = await presentOrder(tx, saved!, clock());
    await events.publishOrder(
      tx,
      actor.localId,
      body.is_accepted ? "requests.status_changed" : "requests.invalidated",
      presented,
    );
    return presented;
  });
}
