import { eq, max } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { OrderAuthor } from "./order-events";
import type { LineRow, OrderRow } from "./order-store";
import { requestRounds } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/** Units of a line the kitchen was asked for and no longer has to make. */
export interface Cancelled {
  line: LineRow;
  qty: number;
}

/** A new round of the order; `first`: the order is being created, so it is round 1. */
export async function nextRound(tx: Db, actor: OrderAuthor, requestId: number, first = false) {
  let number = 1;
  if (!first) {
    const [last] = await tx
      .select({ number: max(requestRounds.number) })
      .from(requestRounds)
      .where(eq(requestRounds.request_id, requestId));
    number = (last?.number ?? 0) + 1;
  }
  const [round] = await tx
    .insert(requestRounds)
    .values({
      local_id: actor.localId,
      request_id: requestId,
      number,
      user_id: actor.userId,
      tpv_id: actor.tpvId,
    })
    .returning({ id: requestRounds.id });
  return round!.id;
}

/**
 * Units taken off lines the kitchen already has: one cancellation ticket per round they
 * were sent in, naming the lines and how many units are no longer wanted.
 */
export async function announceCancellations(
  { settings, effects }: Pick<OrdersDeps, "settings" | "effects">,
  tx: Db,
  actor: OrderAuthor,
  order: OrderRow,
  cancelled: readonly Cancelled[],
) {
  const { addPrintJob } = effects;
  if (cancelled.length === 0 || order.status === "required") return;
  const ticket = await settings.get(actor.localId, "ticket", tx);
  if (!ticket.use_printer) return;
  const byRound = new Map<number, Cancelled[]>();
  for (const entry of cancelled) {
    if (entry.line.round_id === null || entry.line.process_status === "received") continue;
    byRound.set(entry.line.round_id, [...(byRound.get(entry.line.round_id) ?? []), entry]);
  }
  for (const [roundId, entries] of byRound) {
    await addPrintJob(tx, actor, order.id, "cancellation", {
      round_id: roundId,
      items: entries.map(({ line, qty }) => ({ request_item: line.id, qty })),
    });
  }
}

/** A new round goes to the kitchen unless the order still waits to be accepted. */
export async function sendRound(
  { settings, effects }: Pick<OrdersDeps, "settings" | "effects">,
  tx: Db,
  actor: OrderAuthor,
  order: OrderRow,
  roundId: number,
  ticket?: { use_printer: boolean },
) {
  const { addPrintJob } = effects;
  const { use_printer } = ticket ?? (await settings.get(actor.localId, "ticket", tx));
  if (use_printer && order.status !== "required") {
    await addPrintJob(tx, actor, order.id, "kitchen", { round_id: roundId });
  }
}
