import { type BoxOrder, lineAmountCents, type OrderKind, paymentMethod } from "@comanda/domain";
import { and, asc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { payments, requestEvents, requestItems, requests } from "./orders.schema";

/**
 * What cash closing reads of the orders (the cash area never touches these tables itself).
 * Money in integer cents.
 */

/** An order closed in a period: the figures closing counts (the domain's `BoxOrder`), and which order. */
export interface ClosedOrderSales extends BoxOrder {
  id: number;
  serial: string | null;
  closedAt: Date;
}

/** An order, or one of its removed lines, voided during a period: listed on its report. */
export interface VoidedSale {
  request_id: number;
  serial: string | null;
  kind: OrderKind;
  /** The removed line's name; absent for a whole order. */
  name?: string;
  qty?: number;
  total_cents: number;
  at: string;
  /** Why a whole order was voided, as given when it was (its history keeps it). */
  reason?: string;
  /**
   * Not a void: the order was handed over with `total_cents` still to charge, on a manager's
   * override (`authorized_by`, absent when the user's own role allowed it) for `reason`.
   */
  handed_over_unpaid?: true;
  authorized_by?: number;
}

export interface OpenOrderSummary {
  id: number;
  kind: OrderKind;
  table: number | null;
  total_cents: number;
  created_at: string;
}

const CLOSED_SOLD = ["payed", "finished"] as const;
const OPEN = ["required", "solicitado"] as const;

/** Orders closed (paid, or closed without payment and not voided) after `since`, whole. */
export async function closedOrdersSince(
  db: Db,
  localId: number,
  since: Date | null,
): Promise<ClosedOrderSales[]> {
  const orders = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.local_id, localId),
        inArray(requests.status, [...CLOSED_SOLD]),
        isNotNull(requests.closed_at),
        since ? gt(requests.closed_at, since) : undefined,
      ),
    )
    .orderBy(asc(requests.closed_at), asc(requests.id));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  // One after the other: inside a transaction both would queue on the same connection anyway.
  const paid = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.request_id, ids), isNull(payments.restored_at)))
    .orderBy(asc(payments.id));
  const lines = await db
    .select()
    .from(requestItems)
    .where(and(inArray(requestItems.request_id, ids), isNull(requestItems.deleted_at)))
    .orderBy(asc(requestItems.id));
  return orders.map((order) => {
    const own = paid.filter((payment) => payment.request_id === order.id);
    const ownLines = lines.filter((line) => line.request_id === order.id);
    const closing = own.find((payment) => payment.is_closing);
    return {
      id: order.id,
      kind: order.kind,
      serial: order.serial,
      closedAt: order.closed_at ?? new Date(0),
      grossCents: ownLines.reduce(
        (total, line) => total + lineAmountCents(line.unit_cents, line.options_cents, line.qty),
        0,
      ),
      totalCents: order.total_cents,
      tipCents: order.tip_cents,
      // The tip goes with the payment that closed the bill (only its tip, when nothing was
      // left); orders closed before closings recorded such a row have the order's card flag.
      tipMethod: closing ? paymentMethod(closing) : order.credit_card ? "credit_card" : "cash",
      payments: own.map((payment) => ({ amountCents: payment.amount_cents, method: paymentMethod(payment) })),
      lines: ownLines.map((line) => ({ ivaPercent: line.iva, totalCents: line.total_cents })),
    };
  });
}

/** Orders voided and lines removed after `since`, for the report's list of cancellations. */
export async function voidedSince(db: Db, localId: number, since: Date | null): Promise<VoidedSale[]> {
  const orders = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.local_id, localId),
        eq(requests.status, "invalidated"),
        since ? gt(requests.invalidated_at, since) : isNotNull(requests.invalidated_at),
      ),
    )
    .orderBy(asc(requests.invalidated_at));
  const removed = await db
    .select({ line: requestItems, order: requests })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.request_id))
    .where(
      and(
        eq(requestItems.local_id, localId),
        since ? gt(requestItems.deleted_at, since) : isNotNull(requestItems.deleted_at),
      ),
    )
    .orderBy(asc(requestItems.deleted_at));
  const reasons = new Map<number, string>();
  if (orders.length > 0) {
    const events = await db
      .select({ request: requestEvents.request_id, data: requestEvents.data })
      .from(requestEvents)
      .where(
        and(
          eq(requestEvents.local_id, localId),
          eq(requestEvents.action, "invalidated"),
          inArray(
            requestEvents.request_id,
            orders.map((order) => order.id),
          ),
        ),
      );
    for (const event of events)
      if (typeof event.data.reason === "string") reasons.set(event.request, event.data.reason);
  }
  const handedOver = await handedOverUnpaidSince(db, localId, since);
  return [
    ...orders.map((order) => {
      const reason = reasons.get(order.id);
      return {
        request_id: order.id,
        serial: order.serial,
        kind: order.kind,
        total_cents: order.total_cents,
        at: (order.invalidated_at ?? order.updated_at).toISOString(),
        ...(reason ? { reason } : {}),
      };
    }),
    ...removed.map(({ line, order }) => ({
      request_id: order.id,
      serial: order.serial,
      kind: order.kind,
      name: line.name,
      qty: line.qty,
      total_cents: lineAmountCents(line.unit_cents, line.options_cents, line.qty),
      at: (line.deleted_at ?? line.created_at).toISOString(),
    })),
    ...handedOver,
  ];
}

/** Pickup and delivery orders handed over unpaid after `since`, each with its reason and approver. */
async function handedOverUnpaidSince(db: Db, localId: number, since: Date | null): Promise<VoidedSale[]> {
  const rows = await db
    .select({ event: requestEvents, order: requests })
    .from(requestEvents)
    .innerJoin(requests, eq(requests.id, requestEvents.request_id))
    .where(
      and(
        eq(requestEvents.local_id, localId),
        eq(requestEvents.action, "handed_over_unpaid"),
        since ? gt(requestEvents.created_at, since) : undefined,
      ),
    )
    .orderBy(asc(requestEvents.id));
  return rows.map(({ event, order }) => ({
    request_id: order.id,
    serial: order.serial,
    kind: order.kind,
    total_cents: typeof event.data.pending_cents === "number" ? event.data.pending_cents : 0,
    at: event.created_at.toISOString(),
    handed_over_unpaid: true as const,
    ...(typeof event.data.reason === "string" ? { reason: event.data.reason } : {}),
    ...(event.authorized_by === null ? {} : { authorized_by: event.authorized_by }),
  }));
}

/** Orders still open: a closing warns about them before it counts the period without them. */
export async function openOrders(db: Db, localId: number): Promise<OpenOrderSummary[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(and(eq(requests.local_id, localId), inArray(requests.status, [...OPEN])))
    .orderBy(asc(requests.id));
  return rows.map((order) => ({
    id: order.id,
    kind: order.kind,
    table: order.table_id,
    total_cents: order.total_cents,
    created_at: order.created_at.toISOString(),
  }));
}
