import { ORDER_MESSAGES, type ProductOrderGroup } from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { AppError, errors } from "../../platform/errors/app-error";
import { assertOpen } from "./order-checks";
import type { Actor } from "./order-events";
import { liveLines, lockOrder, presentOrder, saveTotals } from "./order-store";
import { payments, requestItems, requestRounds, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/** What only a table's order does: the bill, moving to another table, fusing two tables. */
export function createCommandsService(deps: OrdersDeps) {
  const { db, floor, events, effects, clock } = deps;

  return {
    /** check_command: the bill is printed and the table waits to pay. */
    async check(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id, ["local"]);
        assertOpen(order);
        const [saved] = await tx
          .update(requests)
          .set({ checked_at: clock(), updated_at: clock() })
          .where(eq(requests.id, order.id))
          .returning();
        if (order.table_id !== null) {
          const table = await floor.lockTable(tx, actor.localId, order.table_id);
          if (table && table.status === "busy") {
            await floor.setTableStatus(tx, actor.localId, table.id, "busy", "pendingPay");
            await events.publishTable(tx, actor.localId, {
              id: table.id,
              status: "pendingPay",
              request: order.id,
            });
          }
        }
        await effects.addPrintJob(tx, actor, order.id, "bill");
        await events.record(tx, actor, order.id, "check");
        const presented = await presentOrder(tx, saved!, clock());
        await events.publishOrder(tx, actor.localId, "requests.updated", presented);
        return presented;
      });
    },

    /**
     * march: the course's lines still waiting are called for. The kitchen's printers that
     * take marches print them; the cards show the course as marched.
     */
    async march(actor: Actor, id: number, course: ProductOrderGroup) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id, ["local"]);
        assertOpen(order);
        const waiting = (await liveLines(tx, order.id)).filter(
          (line) => line.order_group === course && line.process_status === "solicited",
        );
        if (waiting.length === 0) throw errors.field("order", ORDER_MESSAGES.nothingToMarch);
        const [saved] = await tx
          .update(requests)
          .set({ marched: [...new Set([...order.marched, course])], updated_at: clock() })
          .where(eq(requests.id, order.id))
          .returning();
        await effects.addPrintJob(tx, actor, order.id, "march", {
          items: waiting.map((line) => ({ request_item: line.id, qty: line.qty })),
        });
        await events.record(tx, actor, order.id, "march", { data: { order: course } });
        const presented = await presentOrder(tx, saved!, clock());
        await events.publishOrder(tx, actor.localId, "requests.updated", presented);
        return presented;
      });
    },

    /** change_status_by_command: the command's table waits to pay (the bill asked by word) or is busy again. */
    async setTableStatus(actor: Actor, id: number, to: "busy" | "pendingPay") {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id, ["local"]);
        assertOpen(order);
        if (order.table_id === null) throw errors.field("id", ORDER_MESSAGES.notCommand);
        const table = await floor.lockTable(tx, actor.localId, order.table_id);
        if (!table) throw errors.notFound();
        await floor.setTableStatus(tx, actor.localId, table.id, table.status, to);
        await events.record(tx, actor, order.id, "table_status", { from: table.status, to });
        await events.publishTable(tx, actor.localId, { id: table.id, status: to, request: order.id });
        return { id: table.id, status: to, request: order.id };
      });
    },

    /** change_table: the command moves to a free table (never the same one); prices stay as ordered. */
    async changeTable(actor: Actor, id: number, newTableId: number) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id, ["local"]);
        assertOpen(order);
        if (order.table_id === newTableId) throw errors.field("new_table", ORDER_MESSAGES.sameTable);
        // Both tables locked in id order, so two moves across the same tables cannot deadlock.
        const ids = [order.table_id, newTableId]
          .filter((value): value is number => value !== null)
          .sort((a, b) => a - b);
        const locked = new Map<number, NonNullable<Awaited<ReturnType<typeof floor.lockTable>>>>();
        for (const tableId of ids) {
          const table = await floor.lockTable(tx, actor.localId, tableId);
          if (table) locked.set(tableId, table);
        }
        const target = locked.get(newTableId);
        if (!target)
          throw errors.field("new_table", "validation.unknown_reference", { ids: String(newTableId) });
        if (target.status !== "available")
          throw errors.field("new_table", ORDER_MESSAGES.targetTableBusy, { table: target.name });
        const [saved] = await tx
          .update(requests)
          .set({ table_id: target.id, updated_at: clock() })
          .where(eq(requests.id, order.id))
          .returning();
        const source = order.table_id === null ? undefined : locked.get(order.table_id);
        const carried = source && source.status !== "available" ? source.status : "busy";
        await floor.setTableStatus(tx, actor.localId, target.id, "available", "busy");
        if (carried === "pendingPay")
          await floor.setTableStatus(tx, actor.localId, target.id, "busy", "pendingPay");
        await events.publishTable(tx, actor.localId, { id: target.id, status: carried, request: order.id });
        if (source && source.status !== "available") {
          await floor.setTableStatus(tx, actor.localId, source.id, source.status, "available");
          await events.publishTable(tx, actor.localId, { id: source.id, status: "available", request: null });
        }
        await events.record(tx, actor, order.id, "change_table", {
          data: { from_table: order.table_id, to_table: target.id },
        });
        const presented = await presentOrder(tx, saved!, clock());
        await events.publishOrder(tx, actor.localId, "requests.updated", presented);
        return presented;
      });
    },

    /**
     * Fuses command B (`command`) into A (`id`): B's lines move to A, B's table is freed and
     * B is invalidated. Discounts and partial payments of both are dropped (spec §4), so the
     * first call only answers that warning; `confirm` does it.
     */
    async fuse(actor: Actor, id: number, otherId: number, confirm: boolean) {
      if (id === otherId) throw errors.field("command", ORDER_MESSAGES.sameTable);
      return db.transaction(async (tx) => {
        const [first, second] = [id, otherId].sort((a, b) => a - b);
        const lockedA = await lockOrder(tx, actor.localId, first!, ["local"]);
        const lockedB = await lockOrder(tx, actor.localId, second!, ["local"]);
        const target = lockedA.id === id ? lockedA : lockedB;
        const source = lockedA.id === id ? lockedB : lockedA;
        assertOpen(target);
        assertOpen(source);
        const loses = {
          discounts: [target, source].some((order) => (order.discount_value ?? 0) > 0),
          payments: [target, source].some((order) => order.paid_cents > 0),
        };
        if (!confirm) {
          throw new AppError(400, ORDER_MESSAGES.fuseLosesPayments, {
            discounts: loses.discounts,
            payments: loses.payments,
          });
        }
        const now = clock();
        await tx
          .update(payments)
          .set({ restored_at: now, restored_by: actor.userId })
          .where(and(inArray(payments.request_id, [target.id, source.id]), isNull(payments.restored_at)));
        await tx
          .update(requestItems)
          .set({ paid_qty: 0, discount_percent: 0, is_discounted: false })
          .where(
            and(inArray(requestItems.request_id, [target.id, source.id]), isNull(requestItems.deleted_at)),
          );
        // B's rounds and lines become A's, kept as they were sent to the kitchen.
        await tx
          .update(requestItems)
          .set({ request_id: target.id })
          .where(eq(requestItems.request_id, source.id));
        const rounds = await tx
          .select({ id: requestRounds.id })
          .from(requestRounds)
          .where(eq(requestRounds.request_id, target.id));
        const moved = await tx
          .select({ id: requestRounds.id })
          .from(requestRounds)
          .where(eq(requestRounds.request_id, source.id))
          .orderBy(requestRounds.number);
        for (const [index, round] of moved.entries()) {
          await tx
            .update(requestRounds)
            .set({ request_id: target.id, number: rounds.length + index + 1 })
            .where(eq(requestRounds.id, round.id));
        }
        await tx
          .update(requests)
          .set({
            status: "invalidated",
            invalidated_by: actor.userId,
            invalidated_at: now,
            paid_cents: 0,
            total_cents: 0,
            discount_type: null,
            discount_value: null,
            updated_at: now,
          })
          .where(eq(requests.id, source.id));
        const [cleared] = await tx
          .update(requests)
          .set({
            paid_cents: 0,
            discount_type: null,
            discount_value: null,
            command_guests: target.command_guests + source.command_guests,
            updated_at: now,
          })
          .where(eq(requests.id, target.id))
          .returning();
        const saved = await saveTotals(tx, cleared!);
        await effects.freeTable(tx, actor, source);
        await events.record(tx, actor, source.id, "fused_into", {
          from: source.status,
          to: "invalidated",
          data: { into: target.id },
        });
        await events.record(tx, actor, target.id, "fused", { data: { from: source.id, ...loses } });
        const [sourceRow] = await tx.select().from(requests).where(eq(requests.id, source.id));
        await events.publishOrder(
          tx,
          actor.localId,
          "requests.invalidated",
          await presentOrder(tx, sourceRow!, now),
        );
        const presented = await presentOrder(tx, saved, now);
        await events.publishOrder(tx, actor.localId, "requests.lines_added", presented);
        return presented;
      });
    },
  };
}
export type CommandsService = ReturnType<typeof createCommandsService>;
