import { isClosedOrderStatus } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Actor } from "./order-events";
import { lockOrder } from "./order-store";
import { requestRounds } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/**
 * Prints (spec print, print_all): the kitchen tickets of every round again, or the
 * customer's ticket. Jobs are rows; the printing area renders and sends them.
 */
export async function printOrder(
  { db, events, effects }: Pick<OrdersDeps, "db" | "events" | "effects">,
  actor: Actor,
  id: number,
  kind: "kitchen" | "ticket",
) {
  const { addPrintJob } = effects;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.localId, id);
    const jobs: number[] = [];
    if (kind === "kitchen") {
      const rounds = await tx
        .select({ id: requestRounds.id })
        .from(requestRounds)
        .where(eq(requestRounds.request_id, order.id))
        .orderBy(requestRounds.number);
      for (const round of rounds)
        jobs.push(
          await addPrintJob(tx, actor, order.id, "kitchen", { round_id: round.id, is_reprint: true }),
        );
    } else {
      jobs.push(
        await addPrintJob(tx, actor, order.id, isClosedOrderStatus(order.status) ? "ticket" : "bill"),
      );
    }
    await events.record(tx, actor, order.id, "print", { data: { kind, jobs } });
    return { jobs };
  });
}

/** print_split: the ticket of one partial payment. */
export async function printOrderPayment(
  { db, events, effects }: Pick<OrdersDeps, "db" | "events" | "effects">,
  actor: Actor,
  payment: { id: number; request_id: number },
) {
  const { addPrintJob } = effects;
  return db.transaction(async (tx) => {
    await lockOrder(tx, actor.localId, payment.request_id);
    const job = await addPrintJob(tx, actor, payment.request_id, "ticket", { payment_id: payment.id });
    await events.record(tx, actor, payment.request_id, "print", {
      data: { kind: "split", payment: payment.id, jobs: [job] },
    });
    return { jobs: [job] };
  });
}
