import { checkLineEdit, ORDER_MESSAGES, type OrderKind, type OrderUpdate } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors, type FieldErrors } from "../../platform/errors/app-error";
import { offerOrderColumns, offerRemovedColumns } from "../offers/offer-on-order";
import { assertOpen, contactOf, splitLines } from "./order-checks";
import type { OrderAuthor } from "./order-events";
import { insertLines, priceNewLines } from "./order-lines";
import { announceCancellations, type Cancelled, nextRound, sendRound } from "./order-rounds";
import { resolveShiftTime } from "./order-slots";
import {
  liveLines,
  lockOrder,
  type OrderRow,
  presentOrder,
  saveTotals,
  syncProcessStatus,
} from "./order-store";
import { requestItems, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/**
 * A code typed on an open order (update `promotion`): its discount becomes the order's
 * discount for the whole order; `null` takes the code off with its discount. A discount sent
 * in the same call wins, as when an order is created.
 */
async function promotionChanges(
  { offers }: Pick<OrdersDeps, "offers">,
  tx: Db,
  order: OrderRow,
  body: OrderUpdate,
  changes: Partial<typeof requests.$inferInsert>,
): Promise<Partial<typeof requests.$inferInsert>> {
  const manual = body.discount !== undefined;
  if (body.promotion === null || body.promotion === undefined) {
    if (order.promotion_id === null) return {};
    return offerRemovedColumns(manual);
  }
  const clientId = changes.client_id === undefined ? order.client_id : changes.client_id;
  const offer = await offers.checkForOrder(tx, {
    localId: order.local_id,
    code: body.promotion,
    ...(clientId === null ? {} : { clientId }),
  });
  return offerOrderColumns(offer, manual);
}

/**
 * `inTransaction` runs first in the change's transaction, with the order locked and open:
 * what must stand or fall with the change (an award's points, issue 28).
 */
export async function updateOrder(
  deps: Pick<
    OrdersDeps,
    "db" | "menu" | "floor" | "clients" | "offers" | "shifts" | "settings" | "events" | "effects" | "clock"
  >,
  actor: OrderAuthor,
  id: number,
  body: OrderUpdate,
  kinds?: readonly OrderKind[],
  inTransaction?: (tx: Db, order: OrderRow) => Promise<void>,
) {
  const { db, menu, floor, settings, events, clock } = deps;
  const global = await settings.get(actor.localId, "global", db);
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, actor.localId, id, kinds);
    assertOpen(order);
    await inTransaction?.(tx, order);
    const { added, edited } = splitLines(body.products ?? []);
    const current = await liveLines(tx, order.id);
    const byId = new Map(current.map((line) => [line.id, line]));
    const fieldErrors: FieldErrors = {};
    const cancelled: Cancelled[] = [];

    for (const { index, line } of edited) {
      const existing = byId.get(line.request_item);
      if (!existing) {
        fieldErrors[`products.${index}`] = [{ key: ORDER_MESSAGES.unknownLine }];
        continue;
      }
      if (line.qty !== undefined) {
        const check = checkLineEdit({ paidQty: existing.paid_qty }, line.qty);
        if (!check.ok) {
          fieldErrors[`products.${index}`] = [{ key: check.code }];
          continue;
        }
      }
      if (line.qty !== undefined && line.qty < existing.qty)
        cancelled.push({ line: existing, qty: Math.round((existing.qty - line.qty) * 100) / 100 });
      await tx
        .update(requestItems)
        .set({
          ...(line.qty === undefined ? {} : { qty: line.qty }),
          ...(line.details === undefined ? {} : { details: line.details.trim() ? line.details : null }),
          ...(line.order === undefined ? {} : { order_group: line.order }),
          ...(line.is_discounted === undefined ? {} : { is_discounted: line.is_discounted }),
          ...(line.discount === undefined ? {} : { discount_percent: line.discount }),
        })
        .where(eq(requestItems.id, existing.id));
    }
    for (const [index, lineId] of (body.products_to_delete ?? []).entries()) {
      const existing = byId.get(lineId);
      if (!existing) fieldErrors[`products_to_delete.${index}`] = [{ key: ORDER_MESSAGES.unknownLine }];
      else if (existing.paid_qty > 0)
        fieldErrors[`products_to_delete.${index}`] = [{ key: "payments.paid_line_removed" }];
      else {
        cancelled.push({ line: existing, qty: existing.qty });
        await tx
          .update(requestItems)
          .set({ deleted_at: clock(), deleted_by: actor.userId })
          .where(eq(requestItems.id, existing.id));
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw errors.validation(fieldErrors);
    await announceCancellations(deps, tx, actor, order, cancelled);

    const changes: Partial<typeof requests.$inferInsert> = {};
    if (body.client !== undefined || body.address !== undefined) {
      const clientId = body.client === undefined ? order.client_id : body.client;
      const addressId = body.address === undefined ? null : body.address;
      const { client, address } = await contactOf(deps, tx, actor.localId, clientId, addressId);
      changes.client_id = client?.id ?? null;
      changes.address_id = order.kind === "domicilio" ? (address?.id ?? null) : null;
    }
    if (body.details !== undefined) changes.details = body.details.trim() ? body.details : null;
    if (body.discount !== undefined) {
      changes.discount_type = body.discount?.type ?? null;
      changes.discount_value = body.discount?.value ?? null;
    }
    if (body.all_discounted !== undefined) changes.all_discounted = body.all_discounted;
    if (body.promotion !== undefined)
      Object.assign(changes, await promotionChanges(deps, tx, order, body, changes));
    if (body.command_guests !== undefined) changes.command_guests = body.command_guests;
    if (body.soon_as_possible !== undefined && order.kind !== "local") {
      changes.soon_as_possible = body.soon_as_possible;
      // "As soon as possible" has no slot: the one held is given back.
      if (body.soon_as_possible && body.shift_time === undefined) changes.shift_time = null;
    }
    if (body.shift_time !== undefined) {
      // The order gives its own place back while it picks another.
      await tx.update(requests).set({ shift_time: null }).where(eq(requests.id, order.id));
      changes.shift_time = await resolveShiftTime(
        deps,
        tx,
        actor.localId,
        order.kind,
        body.shift_time,
        body.delivery_date,
      );
    }
    if (body.delivery_date !== undefined) changes.delivery_date = body.delivery_date;
    if (body.tip_amount !== undefined) {
      const tip = Math.round(body.tip_amount * 100);
      changes.tip_cents = tip;
      changes.tip_option = tip > 0 ? (body.tip_option ?? "other") : null;
    }
    if (body.credit_card !== undefined) changes.credit_card = body.credit_card;
    if (Object.keys(changes).length > 0) {
      const [saved] = await tx.update(requests).set(changes).where(eq(requests.id, order.id)).returning();
      order = saved!;
    }

    let roundId: number | undefined;
    if (added.length > 0) {
      let zoneId: number | null = null;
      if (order.table_id !== null) {
        const table = await floor.lockTable(tx, actor.localId, order.table_id);
        zoneId = table?.zone_id ?? null;
        if (table?.status === "pendingPay") {
          // Another coffee after the bill: the table is back to busy.
          await floor.setTableStatus(tx, actor.localId, table.id, "pendingPay", "busy");
          await events.publishTable(tx, actor.localId, {
            id: table.id,
            status: "busy",
            request: order.id,
          });
        }
      }
      const lines = await priceNewLines(tx, menu, actor.localId, added, {
        zoneId,
        globalIva: global.iva,
      });
      roundId = await nextRound(tx, actor, order.id);
      await insertLines(
        tx,
        { localId: actor.localId, requestId: order.id, roundId, userId: actor.userId },
        lines,
      );
    }
    order = await saveTotals(tx, order);
    order = await syncProcessStatus(tx, order, clock());
    if (roundId !== undefined) await sendRound(deps, tx, actor, order, roundId);
    await events.record(tx, actor, order.id, roundId === undefined ? "updated" : "lines_added", {
      data: {
        added: added.length,
        edited: edited.map(({ line }) => line.request_item),
        deleted: body.products_to_delete ?? [],
      },
    });
    const presented = await presentOrder(tx, order, clock());
    await events.publishOrder(
      tx,
      actor.localId,
      roundId === undefined ? "requests.updated" : "requests.lines_added",
      presented,
    );
    return presented;
  });
}
