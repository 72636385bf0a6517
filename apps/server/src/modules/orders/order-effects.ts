import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { FloorService } from "../floor/floor.service";
import { queueDrawerOpening } from "../printing/cash-drawer";
import type { Actor, OrderAuthor, OrderEvents } from "./order-events";
import type { OrderRow } from "./order-store";
import { type PrintJobKind, printJobs, requestItems, requestRounds } from "./orders.schema";

/** Side effects several order calls share: print jobs and freeing a table, in the caller's transaction. */
export function createOrderEffects({
  floor,
  events,
}: {
  floor: Pick<FloorService, "lockTable" | "setTableStatus">;
  events: OrderEvents;
}) {
  return {
    async addPrintJob(
      tx: Db,
      actor: OrderAuthor,
      requestId: number,
      kind: PrintJobKind,
      extra: {
        round_id?: number;
        payment_id?: number;
        is_reprint?: boolean;
        items?: Array<{ request_item: number; qty: number }>;
      } = {},
    ) {
      const [job] = await tx
        .insert(printJobs)
        .values({
          local_id: actor.localId,
          request_id: requestId,
          kind,
          tpv_id: actor.tpvId,
          user_id: actor.userId,
          ...extra,
        })
        .returning({ id: printJobs.id });
      return job!.id;
    },

    /**
     * The rounds the kitchen has not been sent yet (a bar order held until a card terminal or
     * the cash machine took its payment), sent now: each round with lines and no kitchen job.
     */
    async sendWithheldRounds(tx: Db, actor: Actor, requestId: number) {
      const withheld = await tx
        .select({ id: requestRounds.id })
        .from(requestRounds)
        .where(
          and(
            eq(requestRounds.request_id, requestId),
            sql`exists (select 1 from ${requestItems} where ${requestItems.round_id} = ${requestRounds.id} and ${isNull(requestItems.deleted_at)})`,
            sql`not exists (select 1 from ${printJobs} where ${printJobs.round_id} = ${requestRounds.id} and ${printJobs.kind} = 'kitchen')`,
          ),
        )
        .orderBy(asc(requestRounds.number));
      if (withheld.length === 0) return;
      await tx.insert(printJobs).values(
        withheld.map((round) => ({
          local_id: actor.localId,
          request_id: requestId,
          kind: "kitchen" as const,
          round_id: round.id,
          tpv_id: actor.tpvId,
          user_id: actor.userId,
        })),
      );
    },

    /** A cash payment opens the till's cash drawer: the opening is recorded and its kick queued. */
    async openCashDrawer(tx: Db, actor: Actor, requestId: number) {
      await queueDrawerOpening(tx, {
        localId: actor.localId,
        tpvId: actor.tpvId,
        userId: actor.userId,
        reason: "cash_payment",
        requestId,
      });
    },

    /** The order's table back to available (it was closed, invalidated, moved or fused away). */
    async freeTable(tx: Db, actor: Actor, order: OrderRow) {
      if (order.table_id === null) return;
      const table = await floor.lockTable(tx, actor.localId, order.table_id);
      if (!table || table.status === "available") return;
      await floor.setTableStatus(tx, actor.localId, table.id, table.status, "available");
      await events.publishTable(tx, actor.localId, { id: table.id, status: "available", request: null });
    },
  };
}
export type OrderEffects = ReturnType<typeof createOrderEffects>;
