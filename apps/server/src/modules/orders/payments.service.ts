import {
  type CashMethod,
  checkPaymentByPrice,
  ORDER_MESSAGES,
  type OrderKind,
  paymentMethod,
  splitByProducts,
} from "@comanda/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { closingThatCounted } from "../cash/closing-lock";
import {
  type CloseOptions,
  closeLocked as closeOrder,
  keptTendered,
  reverseLoyalty as reverseOrderLoyalty,
} from "./close-order";
import { assertOpen } from "./order-checks";
import type { Actor } from "./order-events";
import {
  amount,
  findOrder,
  liveLines,
  lockOrder,
  type OrderRow,
  presentOrder,
  totalsOf,
} from "./order-store";
import { payments, requestItems, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

const cents = (value: number) => Math.round(value * 100);
const centsOf = (value: number | undefined) => (value === undefined ? undefined : cents(value));

/**
 * Payments and closing (spec §4, §5 "Discounts and payments", §7 Payments and close_command).
 * Every call locks the order row first, so two tills paying or closing one command at once
 * are served one after the other: the second sees what the first paid.
 */
export function createPaymentsService(deps: OrdersDeps) {
  const { db, events, effects, clock } = deps;
  // The closing, shared with the orders' and devices' calls that close in their own transaction.
  const closeLocked = (tx: Db, actor: Actor, order: OrderRow, options: CloseOptions) =>
    closeOrder(deps, tx, actor, order, options);
  const reverseLoyalty = (tx: Db, order: OrderRow) => reverseOrderLoyalty(deps, tx, order);

  /** Recounts what is paid of an order and of each of its lines from the payments not restored. */
  async function syncPaid(tx: Db, order: OrderRow): Promise<OrderRow> {
    const live = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.request_id, order.id), isNull(payments.restored_at)));
    const paidCents = live.reduce((total, payment) => total + payment.amount_cents, 0);
    const paidQty = new Map<number, number>();
    for (const payment of live)
      for (const item of payment.items)
        paidQty.set(
          item.request_item,
          Math.round(((paidQty.get(item.request_item) ?? 0) + item.qty) * 100) / 100,
        );
    const lines = await liveLines(tx, order.id);
    for (const line of lines) {
      const qty = paidQty.get(line.id) ?? 0;
      if (line.paid_qty !== qty)
        await tx.update(requestItems).set({ paid_qty: qty }).where(eq(requestItems.id, line.id));
    }
    const [saved] = await tx
      .update(requests)
      .set({ paid_cents: paidCents, updated_at: clock() })
      .where(eq(requests.id, order.id))
      .returning();
    return saved!;
  }

  async function answerPaid(
    tx: Db,
    actor: Actor,
    order: OrderRow,
    action: string,
    data: Record<string, unknown>,
  ) {
    await events.record(tx, actor, order.id, action, { data });
    const presented = await presentOrder(tx, order, clock());
    await events.publishOrder(tx, actor.localId, "requests.paid", presented);
    return presented;
  }

  return {
    reverseLoyalty,
    closeLocked,

    /** close_command and the other kinds' close: pays what is pending and closes. */
    async close(actor: Actor, id: number, options: CloseOptions, kinds?: readonly OrderKind[]) {
      return db.transaction(async (tx) =>
        closeLocked(tx, actor, await lockOrder(tx, actor.localId, id, kinds), options),
      );
    },

    /** Close all domicile/pickup: every open, accepted delivery and pickup order is closed as paid. */
    async closeAllDomicilePickup(actor: Actor) {
      const open = await db
        .select({ id: requests.id })
        .from(requests)
        .where(
          and(
            eq(requests.local_id, actor.localId),
            inArray(requests.kind, ["domicilio", "recoger"]),
            eq(requests.status, "solicitado"),
          ),
        )
        .orderBy(asc(requests.id));
      return db.transaction(async (tx) => {
        const closed = [];
        for (const { id } of open) {
          const order = await lockOrder(tx, actor.localId, id);
          if (order.status !== "solicitado") continue;
          closed.push(await closeLocked(tx, actor, order, { withPayment: true }));
        }
        return { results: closed, total: closed.length };
      });
    },

    /** by_price: one payer pays an amount of what is pending (above 0, not over it). */
    async payByPrice(
      actor: Actor,
      body: {
        command: number;
        price: number;
        total_price?: number;
        credit_card: boolean;
        tendered?: number;
        in_cash_machine?: boolean;
      },
    ) {
      return db.transaction(async (tx) => {
        let order = await lockOrder(tx, actor.localId, body.command);
        assertOpen(order);
        if (body.total_price !== undefined && cents(body.total_price) !== order.total_cents)
          throw errors.field("total_price", "payments.total_changed", { total: amount(order.total_cents) });
        const payment = checkPaymentByPrice(order.total_cents - order.paid_cents, cents(body.price));
        if (!payment.ok) throw errors.field("price", payment.code);
        const tendered = keptTendered(centsOf(body.tendered), {
          cash: !body.credit_card,
          dueCents: payment.amountCents,
        });
        await tx.insert(payments).values({
          local_id: actor.localId,
          request_id: order.id,
          amount_cents: payment.amountCents,
          payment_type: "split_price",
          credit_card: body.credit_card,
          tendered_cents: tendered,
          user_id: actor.userId,
          tpv_id: actor.tpvId,
          created_at: clock(),
        });
        if (!body.credit_card && !body.in_cash_machine) await effects.openCashDrawer(tx, actor, order.id);
        order = await syncPaid(tx, order);
        return answerPaid(tx, actor, order, "pay_by_price", {
          amount: body.price,
          credit_card: body.credit_card,
        });
      });
    },

    /** by_products: chosen lines and quantities; refused with a global discount. */
    async payByProducts(
      actor: Actor,
      body: {
        command: number;
        products: Array<{ request_item: number; qty: number }>;
        credit_card: boolean;
        tendered?: number;
        in_cash_machine?: boolean;
      },
    ) {
      return db.transaction(async (tx) => {
        let order = await lockOrder(tx, actor.localId, body.command);
        assertOpen(order);
        const lines = await liveLines(tx, order.id);
        const totals = totalsOf(order, lines);
        const globalDiscount =
          order.all_discounted && order.discount_type && order.discount_value
            ? { type: order.discount_type, value: order.discount_value }
            : null;
        const split = splitByProducts(
          {
            lines: lines.map((line, index) => ({
              id: line.id,
              qty: line.qty,
              totalCents: totals.lines[index]?.totalCents ?? 0,
              paidQty: line.paid_qty,
            })),
            discount: globalDiscount,
            pendingCents: totals.totalCents - order.paid_cents,
          },
          body.products.map((pick) => ({ lineId: pick.request_item, qty: pick.qty })),
        );
        if (!split.ok) throw errors.field("products", split.code);
        const tendered = keptTendered(centsOf(body.tendered), {
          cash: !body.credit_card,
          dueCents: split.amountCents,
        });
        await tx.insert(payments).values({
          local_id: actor.localId,
          request_id: order.id,
          amount_cents: split.amountCents,
          payment_type: "split_product",
          credit_card: body.credit_card,
          tendered_cents: tendered,
          items: split.products.map((product) => ({
            request_item: product.lineId,
            qty: product.qty,
            amount_cents: product.amountCents,
          })),
          user_id: actor.userId,
          tpv_id: actor.tpvId,
          created_at: clock(),
        });
        if (!body.credit_card && !body.in_cash_machine) await effects.openCashDrawer(tx, actor, order.id);
        order = await syncPaid(tx, order);
        return answerPaid(tx, actor, order, "pay_by_products", { products: body.products });
      });
    },

    /** restore: undoes a partial payment of an open order. */
    async restore(actor: Actor, paymentId: number) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.local_id, actor.localId)));
        if (!payment) throw new AppError(404, ORDER_MESSAGES.paymentNotFound);
        let order = await lockOrder(tx, actor.localId, payment.request_id);
        assertOpen(order);
        if (payment.restored_at) throw new AppError(400, ORDER_MESSAGES.paymentRestored);
        await tx
          .update(payments)
          .set({ restored_at: clock(), restored_by: actor.userId })
          .where(eq(payments.id, payment.id));
        order = await syncPaid(tx, order);
        return answerPaid(tx, actor, order, "restore_payment", {
          payment: payment.id,
          amount: amount(payment.amount_cents),
        });
      });
    },

    /** restore_item: undoes every payment of an open order that paid part of that line. */
    async restoreItem(actor: Actor, orderId: number, lineId: number) {
      return db.transaction(async (tx) => {
        let order = await lockOrder(tx, actor.localId, orderId);
        assertOpen(order);
        const live = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.request_id, order.id), isNull(payments.restored_at)));
        const touching = live.filter((payment) => payment.items.some((item) => item.request_item === lineId));
        if (touching.length === 0) throw errors.field("request_item", ORDER_MESSAGES.unknownLine);
        await tx
          .update(payments)
          .set({ restored_at: clock(), restored_by: actor.userId })
          .where(
            inArray(
              payments.id,
              touching.map((payment) => payment.id),
            ),
          );
        order = await syncPaid(tx, order);
        return answerPaid(tx, actor, order, "restore_item", { request_item: lineId });
      });
    },

    /**
     * change_payment: a payment taken by card was cash, or the other way round (a transfer
     * becomes one of them). Refused once a closing counted it: its report must keep matching
     * its orders.
     */
    async changePayment(actor: Actor, paymentId: number, creditCard: boolean) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.local_id, actor.localId)));
        if (!payment) throw new AppError(404, ORDER_MESSAGES.paymentNotFound);
        if (payment.restored_at) throw new AppError(400, ORDER_MESSAGES.paymentRestored);
        let order = await lockOrder(tx, actor.localId, payment.request_id);
        const report = await closingThatCounted(tx, actor.localId, order.id);
        if (report !== null) throw new AppError(400, ORDER_MESSAGES.paymentCounted, { report });
        const method: CashMethod = creditCard ? "credit_card" : "cash";
        // A row typed by its method (a closing's) stays typed by it; a split keeps its type.
        const typedByMethod = payment.payment_type === paymentMethod(payment);
        await tx
          .update(payments)
          // Paid by card after all, nothing was handed over to give change from.
          .set({
            credit_card: creditCard,
            ...(typedByMethod ? { payment_type: method } : {}),
            ...(creditCard ? { tendered_cents: null } : {}),
          })
          .where(eq(payments.id, payment.id));
        if (payment.is_closing) {
          const [changed] = await tx
            .update(requests)
            .set({ credit_card: creditCard, updated_at: clock() })
            .where(eq(requests.id, order.id))
            .returning();
          order = changed!;
        }
        return answerPaid(tx, actor, order, "change_payment", {
          payment: payment.id,
          credit_card: creditCard,
        });
      });
    },

    async find(localId: number, paymentId: number) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.local_id, localId)));
      if (!payment) throw new AppError(404, ORDER_MESSAGES.paymentNotFound);
      return payment;
    },

    async byCommand(localId: number, id: number) {
      const order = await presentOrder(db, await findOrder(db, localId, id), clock());
      return {
        results: order.payments,
        total: order.payments.length,
        paid: order.paid,
        pending: order.pending,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
