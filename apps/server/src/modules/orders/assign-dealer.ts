import { eq } from "drizzle-orm";
import { assertOpen, assertUserOfLocal } from "./order-checks";
import type { Actor } from "./order-events";
import { lockOrder, presentOrder } from "./order-store";
import { requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/** The rider of a delivery order; null takes it off. */
export async function assignOrderDealer(
  { db, events, clock }: Pick<OrdersDeps, "db" | "events" | "clock">,
  actor: Actor,
  id: number,
  dealer: number | null,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.localId, id, ["domicilio"]);
    assertOpen(order);
    if (dealer !== null) await assertUserOfLocal(tx, actor.localId, dealer, "dealer");
    const [saved] = await tx
      .update(requests)
      .set({ dealer_id: dealer, updated_at: clock() })
      .where(eq(requests.id, order.id))
      .returning();
    await events.record(tx, actor, order.id, "assign_dealer", { data: { dealer } });
    const presented = await presentOrder(tx, saved!, clock());
    await events.publishOrder(tx, actor.localId, "requests.updated", presented);
    return presented;
  });
}
