import {
  checkTotalNotBelowPaid,
  derivedProcessStatus,
  effectiveDiscounts,
  type OrderKind,
  type OrderListQuery,
  orderTotals,
  REQUEST_TYPE_OF_KIND,
  unitPriceFromImporte,
} from "@comanda/domain";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { tables } from "../floor/floor.schema";
import { payments, requestItemOptions, requestItems, requests } from "./orders.schema";

export type OrderRow = typeof requests.$inferSelect;
export type LineRow = typeof requestItems.$inferSelect;
type OptionRow = typeof requestItemOptions.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Cents as the API's decimal. */
export const amount = (cents: number) => cents / 100;

/** The order, locked until the transaction ends; every change of an order starts here. */
export async function lockOrder(tx: Db, localId: number, id: number, kinds?: readonly OrderKind[]) {
  const [order] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.local_id, localId)))
    .for("update");
  if (!order) throw errors.notFound();
  if (kinds && !kinds.includes(order.kind)) throw new AppError(404, "globals.not_found");
  return order;
}

/** An order of the local (of one of `kinds` when given), or 404. */
export async function findOrder(db: Db, localId: number, id: number, kinds?: readonly OrderKind[]) {
  const [order] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.local_id, localId)));
  if (!order || (kinds && !kinds.includes(order.kind))) throw errors.notFound();
  return order;
}

export async function liveLines(tx: Db, requestId: number): Promise<LineRow[]> {
  return tx
    .select()
    .from(requestItems)
    .where(and(eq(requestItems.request_id, requestId), isNull(requestItems.deleted_at)))
    .orderBy(asc(requestItems.id));
}

/** The order's card status from its lines: the least advanced line. */
export async function syncProcessStatus(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  const lines = await liveLines(tx, order.id);
  const status = derivedProcessStatus(
    order.kind,
    lines.map((line) => line.process_status),
  );
  if (status === order.process_status) return order;
  const [saved] = await tx
    .update(requests)
    .set({ process_status: status, updated_at: now })
    .where(eq(requests.id, order.id))
    .returning();
  return saved!;
}

/** The order's money from its lines and discount (the domain's rules), nothing written. */
export function totalsOf(
  order: Pick<OrderRow, "discount_type" | "discount_value" | "all_discounted" | "tip_cents"> &
    Partial<Pick<OrderRow, "promotion_product_id" | "promotion_fixed_cents">>,
  lines: ReadonlyArray<
    Pick<LineRow, "unit_cents" | "options_cents" | "qty" | "iva" | "discount_percent" | "is_discounted"> &
      Partial<Pick<LineRow, "product_id">>
  >,
) {
  // A fixed_price code prices its product's lines (loyalty, issue 28).
  const fixedProduct = order.promotion_product_id ?? null;
  const fixedCents = order.promotion_fixed_cents ?? null;
  const discounts = effectiveDiscounts(
    {
      discount:
        order.discount_type && order.discount_value !== null
          ? { type: order.discount_type, value: order.discount_value }
          : null,
      all_discounted: order.all_discounted,
    },
    lines,
  );
  if (!discounts.ok) throw errors.field("discount", discounts.code);
  return orderTotals({
    lines: lines.map((line, index) => ({
      unitCents: line.unit_cents,
      optionsCents: line.options_cents,
      qty: line.qty,
      discountPercent: discounts.linePercents[index] ?? 0,
      ...(fixedProduct !== null && fixedCents !== null && line.product_id === fixedProduct
        ? { fixedUnitCents: fixedCents }
        : {}),
      ivaPercent: line.iva,
    })),
    discount: discounts.orderDiscount,
    tipCents: order.tip_cents,
  });
}

/**
 * Writes what the lines and discount now come to, on each line and on the order. Refuses a
 * change that would leave the order below what has been paid of it (spec §5).
 */
export async function saveTotals(tx: Db, order: OrderRow): Promise<OrderRow> {
  const lines = await liveLines(tx, order.id);
  const totals = totalsOf(order, lines);
  const check = checkTotalNotBelowPaid(totals.totalCents, order.paid_cents);
  if (!check.ok) throw errors.field("products", check.code);
  for (const [index, line] of lines.entries()) {
    const total = totals.lines[index]?.totalCents ?? 0;
    if (line.total_cents !== total) {
      await tx.update(requestItems).set({ total_cents: total }).where(eq(requestItems.id, line.id));
    }
  }
  const [saved] = await tx
    .update(requests)
    .set({ total_cents: totals.totalCents, updated_at: new Date() })
    .where(eq(requests.id, order.id))
    .returning();
  return saved!;
}

function presentLine(
  line: LineRow,
  options: readonly OptionRow[],
  importeCents: number,
  loyalty: { lineDiscountCents: number; fixedUnitCents: number | null } = {
    lineDiscountCents: 0,
    fixedUnitCents: null,
  },
) {
  return {
    /** The line's own discount in money (its percent or a fixed_price code), before the order's. */
    line_discount: amount(loyalty.lineDiscountCents),
    /** The unit price a fixed_price code set on this line; null when none did. */
    fixed_price: loyalty.fixedUnitCents === null ? null : amount(loyalty.fixedUnitCents),
    id: line.id,
    request_item: line.id,
    product: line.product_id,
    name: line.name,
    product_name: line.name,
    qty: line.qty,
    price: amount(unitPriceFromImporte(importeCents, line.qty)),
    unit_price: amount(line.unit_cents + line.options_cents),
    importe: amount(importeCents),
    items: options.map((option) => ({
      id: option.id,
      rim_id: option.id,
      option_id: option.option_id,
      modifier_id: option.modifier_id,
      parent: option.parent_id,
      name: option.name,
      qty: option.qty,
      price: amount(option.price_cents),
      type: "option" as const,
      process_status: option.process_status,
    })),
    modifiers: line.modifiers,
    order: line.order_group,
    details: line.details,
    is_discounted: line.is_discounted,
    discount: line.discount_percent,
    iva: line.iva,
    category: line.category_id,
    process_status: line.process_status,
    round: line.round_id,
    paid_qty: line.paid_qty,
    created_at: line.created_at,
  };
}

function presentPayment(payment: PaymentRow) {
  return {
    id: payment.id,
    command: payment.request_id,
    price: amount(payment.amount_cents),
    payment_type: payment.payment_type,
    credit_card: payment.credit_card,
    products: payment.items.map((item) => ({
      request_item: item.request_item,
      qty: item.qty,
      price: amount(item.amount_cents),
    })),
    is_closing: payment.is_closing,
    user: payment.user_id,
    created_at: payment.created_at,
    restored_at: payment.restored_at,
  };
}

export type PresentedOrder = ReturnType<typeof presentOne>;

/** The order as every call and realtime event answers it, with lines, money and payments. */
export async function presentOrder(tx: Db, order: OrderRow, now: Date = new Date()): Promise<PresentedOrder> {
  const [presented] = await presentOrders(tx, [order], now);
  return presented!;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K) {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** The order presented from rows the caller already holds (it has just written them). */
export function presentLoaded(
  order: OrderRow,
  parts: {
    lines: readonly LineRow[];
    options: readonly OptionRow[];
    payments: readonly PaymentRow[];
    table: { name: string; zone_id: number } | undefined;
  },
  now: Date = new Date(),
): PresentedOrder {
  const optionsOf = groupBy(parts.options, (option) => option.request_item_id);
  return presentOne(order, { ...parts, optionsOf: (lineId) => optionsOf.get(lineId) ?? [], now });
}

/** Several orders presented with a fixed number of statements, whatever their count. */
export async function presentOrders(tx: Db, orders: readonly OrderRow[], now: Date = new Date()) {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const lines = await tx
    .select()
    .from(requestItems)
    .where(and(inArray(requestItems.request_id, ids), isNull(requestItems.deleted_at)))
    .orderBy(asc(requestItems.id));
  const options =
    lines.length === 0
      ? []
      : await tx
          .select()
          .from(requestItemOptions)
          .where(
            inArray(
              requestItemOptions.request_item_id,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(requestItemOptions.id));
  const paymentRows = await tx
    .select()
    .from(payments)
    .where(inArray(payments.request_id, ids))
    .orderBy(asc(payments.id));
  const tableIds = [...new Set(orders.flatMap((order) => (order.table_id === null ? [] : [order.table_id])))];
  const tableRows =
    tableIds.length === 0
      ? []
      : await tx
          .select({ id: tables.id, name: tables.name, zone_id: tables.zone_id })
          .from(tables)
          .where(inArray(tables.id, tableIds));
  const linesOf = groupBy(lines, (line) => line.request_id);
  const optionsOf = groupBy(options, (option) => option.request_item_id);
  const paymentsOf = groupBy(paymentRows, (payment) => payment.request_id);
  const tableOf = new Map(tableRows.map((table) => [table.id, table]));
  return orders.map((order) =>
    presentOne(order, {
      lines: linesOf.get(order.id) ?? [],
      optionsOf: (lineId) => optionsOf.get(lineId) ?? [],
      payments: paymentsOf.get(order.id) ?? [],
      table: order.table_id === null ? undefined : tableOf.get(order.table_id),
      now,
    }),
  );
}

function presentOne(
  order: OrderRow,
  parts: {
    lines: readonly LineRow[];
    optionsOf: (lineId: number) => readonly OptionRow[];
    payments: readonly PaymentRow[];
    table: { name: string; zone_id: number } | undefined;
    now: Date;
  },
) {
  const { lines, table, now } = parts;
  const totals = totalsOf(order, lines);
  return {
    id: order.id,
    kind: order.kind,
    type: REQUEST_TYPE_OF_KIND[order.kind],
    status: order.status,
    process_status: order.process_status,
    table: order.table_id,
    table_name: table?.name ?? null,
    zone: table?.zone_id ?? null,
    client: order.client_id,
    address: order.address_id,
    worker: order.worker_id,
    dealer: order.dealer_id,
    tpv: order.tpv_id,
    command_guests: order.command_guests,
    details: order.details,
    discount:
      order.discount_type && order.discount_value !== null
        ? { type: order.discount_type, value: order.discount_value }
        : null,
    all_discounted: order.all_discounted,
    tip_amount: amount(order.tip_cents),
    tip_option: order.tip_option,
    credit_card: order.credit_card,
    from_client: order.from_client,
    is_accepted: order.is_accepted,
    order_time_delay: order.order_time_delay,
    soon_as_possible: order.soon_as_possible,
    shift_time: order.shift_time,
    delivery_date: order.delivery_date,
    promotion: order.promotion_id,
    promotion_code: order.promotion_code,
    serial: order.serial,
    invalidated_by: order.invalidated_by,
    created_at: order.created_at,
    updated_at: order.updated_at,
    closed_at: order.closed_at,
    checked_at: order.checked_at,
    marched: order.marched,
    /** Minutes since the order was taken (the cards' clock). */
    elapse_time: Math.max(0, Math.floor((now.getTime() - order.created_at.getTime()) / 60_000)),
    products: lines.map((line, index) =>
      presentLine(line, parts.optionsOf(line.id), totals.lines[index]?.totalCents ?? 0, {
        lineDiscountCents: totals.lines[index]?.lineDiscountCents ?? 0,
        fixedUnitCents:
          order.promotion_fixed_cents !== null &&
          line.product_id === order.promotion_product_id &&
          order.promotion_fixed_cents < line.unit_cents
            ? order.promotion_fixed_cents
            : null,
      }),
    ),
    subtotal: amount(totals.subtotalCents),
    discount_amount: amount(totals.lineDiscountCents + totals.orderDiscountCents),
    price: amount(totals.totalCents),
    total: amount(totals.grandTotalCents),
    vat: totals.vat.map((rate) => ({
      iva: rate.ivaPercent,
      base: amount(rate.baseCents),
      tax: amount(rate.taxCents),
      total: amount(rate.totalCents),
    })),
    paid: amount(order.paid_cents),
    pending: amount(Math.max(0, totals.totalCents - order.paid_cents)),
    payments: parts.payments.map(presentPayment),
  };
}

/** Spec §7 orders list: by kind, status, process status, table, client and days. */
export async function listOrders(db: Db, localId: number, query: OrderListQuery, timeZone: string) {
  const where: SQL[] = [eq(requests.local_id, localId)];
  if (query.kind) where.push(eq(requests.kind, query.kind));
  if (query.status) where.push(eq(requests.status, query.status));
  if (query.process_status) where.push(eq(requests.process_status, query.process_status));
  if (query.table) where.push(eq(requests.table_id, query.table));
  if (query.client) where.push(eq(requests.client_id, query.client));
  if (query.open === "true") where.push(inArray(requests.status, ["required", "solicitado"]));
  if (query.open === "false") where.push(sql`${requests.status} not in ('required', 'solicitado')`);
  // Days are the local's calendar days.
  if (query.date_from)
    where.push(gte(requests.created_at, sql`(${query.date_from}::date)::timestamp at time zone ${timeZone}`));
  if (query.date_to)
    where.push(
      lt(requests.created_at, sql`((${query.date_to}::date + 1)::timestamp) at time zone ${timeZone}`),
    );
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(condition)
      .orderBy(desc(requests.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(requests).where(condition),
  ]);
  return { results: await presentOrders(db, rows), total: counted?.total ?? 0 };
}
