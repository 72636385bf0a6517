import {
  formatMoney,
  ORDER_MESSAGES,
  type OrderKind,
  type ProcessStatus,
  processStep,
  transitionProcess,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors, type FieldErrors } from "../../platform/errors/app-error";
import type { CloseOptions } from "./close-order";
import { assertOpen } from "./order-checks";
import type { Actor } from "./order-events";
import {
  findOrder,
  liveLines,
  lockOrder,
  type OrderRow,
  presentOrder,
  syncProcessStatus,
} from "./order-store";
import { requestItemOptions, requestItems, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";
import type { PaymentsService } from "./payments.service";

/**
 * How a pickup or delivery order is handed over: charged in the same step (the counter, or
 * the rider at the door), or unpaid on a manager's override, for the reason given.
 */
export interface HandOver {
  payment?: CloseOptions;
  reason?: string;
}

/** Kinds whose last step puts the food in the customer's hands before the bill is closed. */
const HANDED_OVER_KINDS: readonly OrderKind[] = ["recoger", "domicilio"];

/**
 * The kitchen's side of an order (spec §4 process_status; §7 mark, markOption,
 * change_process_status, check_in_kitchen): cards move one step at a time, per order, per
 * line and per chosen option.
 */
export function createKitchenService({
  db,
  events,
  settings,
  clock,
  closing,
}: Pick<OrdersDeps, "db" | "events" | "settings" | "clock"> & {
  closing: Pick<PaymentsService, "closeLocked">;
}) {
  /** What is left to charge of an order that would now be handed over; 0 when it is not one. */
  function pendingAtHandOver(order: OrderRow, to: ProcessStatus) {
    if (to !== "received" || !HANDED_OVER_KINDS.includes(order.kind)) return 0;
    return Math.max(0, order.total_cents - order.paid_cents);
  }

  /** The refusal of a hand-over with money pending, naming the order and the amount. */
  async function unpaid(tx: Db, order: OrderRow, pendingCents: number, code: string) {
    const { currency } = await settings.get(order.local_id, "global", tx);
    return new AppError(400, code, {
      order: order.id,
      amount: formatMoney(pendingCents, { currency }),
    });
  }

  return {
    /** check_in_kitchen: whether the kitchen still has something of the order to finish. */
    async inKitchen(localId: number, id: number) {
      const order = await presentOrder(db, await findOrder(db, localId, id), clock());
      const pending = order.products.filter((line) => line.process_status !== "received");
      return {
        id: order.id,
        process_status: order.process_status,
        in_kitchen: pending.length > 0,
        lines_pending: pending.length,
      };
    },

    /**
     * The card's header (change_process_status): the whole order moves to `to`, one step
     * forward or back. Forward, every line and option behind `to` catches up (a drink served
     * early stays served); back, the ones at the order's current step return to `to`.
     * Handing a pickup or delivery order over with money pending needs its payment in the same
     * call (the order is closed with it) or an override's reason, which the box report lists.
     */
    async changeProcessStatus(actor: Actor, id: number, to: ProcessStatus, handOver: HandOver = {}) {
      return db.transaction(async (tx) => {
        let order = await lockOrder(tx, actor.localId, id);
        assertOpen(order);
        const from = order.process_status;
        const handsOver = to === "received" && HANDED_OVER_KINDS.includes(order.kind);
        if (!handsOver && (handOver.payment || handOver.reason))
          throw errors.field(handOver.payment ? "payment_type" : "reason", "validation.invalid_value");
        if (from === to && !handOver.payment) return presentOrder(tx, order, clock());
        const pending = pendingAtHandOver(order, to);
        if (pending > 0 && !handOver.payment && !handOver.reason)
          throw await unpaid(tx, order, pending, ORDER_MESSAGES.handoverUnpaid);
        const check = from === to ? ({ ok: true } as const) : transitionProcess(order.kind, from, to);
        if (!check.ok) throw new AppError(400, check.code, { from, to });
        const forward = processStep(order.kind, to) > processStep(order.kind, from);
        const lines = await liveLines(tx, order.id);
        const moved = lines.filter((line) =>
          forward
            ? processStep(order.kind, line.process_status) < processStep(order.kind, to)
            : line.process_status === from,
        );
        if (moved.length > 0) {
          const ids = moved.map((line) => line.id);
          await tx.update(requestItems).set({ process_status: to }).where(inArray(requestItems.id, ids));
          const options = await tx
            .select({ id: requestItemOptions.id, process_status: requestItemOptions.process_status })
            .from(requestItemOptions)
            .where(inArray(requestItemOptions.request_item_id, ids));
          const optionIds = options
            .filter((option) =>
              forward
                ? processStep(order.kind, option.process_status) < processStep(order.kind, to)
                : option.process_status === from,
            )
            .map((option) => option.id);
          if (optionIds.length > 0)
            await tx
              .update(requestItemOptions)
              .set({ process_status: to })
              .where(inArray(requestItemOptions.id, optionIds));
        }
        const [saved] = await tx
          .update(requests)
          .set({ process_status: to, updated_at: clock() })
          .where(eq(requests.id, order.id))
          .returning();
        order = saved!;
        await events.record(tx, actor, order.id, "process_status", { from, to });
        if (pending > 0 && !handOver.payment)
          await events.record(tx, actor, order.id, "handed_over_unpaid", {
            data: { reason: handOver.reason, pending_cents: pending },
          });
        // Charged as it is handed over: the closing publishes the closed order.
        if (handOver.payment) return closing.closeLocked(tx, actor, order, handOver.payment);
        const presented = await presentOrder(tx, order, clock());
        await events.publishOrder(tx, actor.localId, "requests.process_status_changed", presented);
        return presented;
      });
    },

    /** One line of a card (mark): one step forward or back; the order follows its least advanced line. */
    async markLine(actor: Actor, lineId: number, to: ProcessStatus) {
      return db.transaction(async (tx) => {
        const [line] = await tx
          .select()
          .from(requestItems)
          .where(
            and(
              eq(requestItems.id, lineId),
              eq(requestItems.local_id, actor.localId),
              isNull(requestItems.deleted_at),
            ),
          );
        if (!line) throw errors.notFound();
        let order = await lockOrder(tx, actor.localId, line.request_id);
        assertOpen(order);
        if (line.process_status !== to) {
          const check = transitionProcess(order.kind, line.process_status, to);
          if (!check.ok) throw new AppError(400, check.code, { from: line.process_status, to });
          await tx.update(requestItems).set({ process_status: to }).where(eq(requestItems.id, line.id));
          await events.record(tx, actor, order.id, "mark", {
            from: line.process_status,
            to,
            data: { request_item: line.id },
          });
        }
        const before = order.process_status;
        order = await syncProcessStatus(tx, order, clock());
        // A line cannot hand an unpaid order over behind the board's back.
        const pending = before === order.process_status ? 0 : pendingAtHandOver(order, order.process_status);
        if (pending > 0) throw await unpaid(tx, order, pending, ORDER_MESSAGES.handoverNotHere);
        const presented = await presentOrder(tx, order, clock());
        await events.publishOrder(tx, actor.localId, "requests.process_status_changed", presented);
        return presented;
      });
    },

    /** Chosen options of lines (markOption), each one step forward or back, all or none. */
    async markOptions(
      actor: Actor,
      list: ReadonlyArray<{ request_item_id: number; option_id?: number; rim_id: number }>,
      to: ProcessStatus,
    ) {
      return db.transaction(async (tx) => {
        const rims = await tx
          .select({
            id: requestItemOptions.id,
            option_id: requestItemOptions.option_id,
            request_item_id: requestItemOptions.request_item_id,
            process_status: requestItemOptions.process_status,
            request_id: requestItems.request_id,
          })
          .from(requestItemOptions)
          .innerJoin(requestItems, eq(requestItems.id, requestItemOptions.request_item_id))
          .where(
            and(
              eq(requestItemOptions.local_id, actor.localId),
              inArray(
                requestItemOptions.id,
                list.map((entry) => entry.rim_id),
              ),
              isNull(requestItems.deleted_at),
            ),
          );
        const byId = new Map(rims.map((rim) => [rim.id, rim]));
        const fieldErrors: FieldErrors = {};
        list.forEach((entry, index) => {
          const rim = byId.get(entry.rim_id);
          if (
            !rim ||
            rim.request_item_id !== entry.request_item_id ||
            (entry.option_id !== undefined && rim.option_id !== entry.option_id)
          )
            fieldErrors[`list_options.${index}`] = [{ key: ORDER_MESSAGES.optionNotFound }];
        });
        if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
        const orderIds = [...new Set(rims.map((rim) => rim.request_id))].sort((a, b) => a - b);
        const orders = new Map<number, OrderRow>();
        for (const orderId of orderIds) {
          const order = await lockOrder(tx, actor.localId, orderId);
          assertOpen(order);
          orders.set(orderId, order);
        }
        for (const rim of rims) {
          if (rim.process_status === to) continue;
          const order = orders.get(rim.request_id)!;
          const check = transitionProcess(order.kind, rim.process_status, to);
          if (!check.ok) throw new AppError(400, check.code, { from: rim.process_status, to });
          await tx
            .update(requestItemOptions)
            .set({ process_status: to })
            .where(eq(requestItemOptions.id, rim.id));
        }
        const presented = [];
        for (const order of orders.values()) {
          await events.record(tx, actor, order.id, "mark_option", {
            to,
            data: { rims: rims.filter((rim) => rim.request_id === order.id).map((rim) => rim.id) },
          });
          const shown = await presentOrder(tx, order, clock());
          await events.publishOrder(tx, actor.localId, "requests.process_status_changed", shown);
          presented.push(shown);
        }
        return { results: presented, total: presented.length };
      });
    },
  };
}
export type KitchenService = ReturnType<typeof createKitchenService>;
