import {
  type CashMethod,
  calendarDateIn,
  changeCents,
  checkPaymentByPrice,
  closingMethodOf,
  formatOrderSerial,
  type InvoiceRecipient,
  loyaltyPointsFor,
  ORDER_MESSAGES,
  type OrderKind,
  orderSeries,
  paymentMethod,
  splitByProducts,
  transitionOrder,
} from "@comanda/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { closingThatCounted } from "../cash/closing-lock";
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
import { loyaltyPoints, payments, requestItems, requestSerials, requests } from "./orders.schema";
import { assertOpen, type OrdersDeps } from "./orders.service";

const cents = (value: number) => Math.round(value * 100);
const centsOf = (value: number | undefined) => (value === undefined ? undefined : cents(value));

export interface CloseOptions {
  withPayment: boolean;
  tipCents?: number;
  tipOption?: string;
  /** The method, as the older calls give it; `paymentType` says the same and must agree. */
  creditCard?: boolean;
  paymentType?: CashMethod;
  /** Cash handed over for the closing payment (with the tip), in cents. */
  tenderedCents?: number;
  /** The client's tax data for a full invoice (F1) instead of a ticket (F2). */
  invoiceRecipient?: InvoiceRecipient;
  /** The cash went into the cash machine (Cashmatic), which keeps it: the drawer stays shut. */
  inCashMachine?: boolean;
}

/**
 * What a payment keeps of the cash handed over: nothing unless it was more than the cash the
 * call takes (`dueCents`), so only a ticket with change to give shows it. Handed over with a
 * card, a transfer or no payment at all it is a mistake at the till, refused rather than kept.
 */
function keptTendered(tenderedCents: number | undefined, payment: { cash: boolean; dueCents: number }) {
  if (tenderedCents === undefined) return null;
  if (!payment.cash) throw errors.field("tendered", ORDER_MESSAGES.tenderedNotCash);
  const change = changeCents(tenderedCents, payment.dueCents);
  if (change === undefined)
    throw errors.field("tendered", ORDER_MESSAGES.tenderedShort, { amount: amount(payment.dueCents) });
  return change > 0 ? tenderedCents : null;
}

/**
 * Payments and closing (spec §4, §5 "Discounts and payments", §7 Payments and close_command).
 * Every call locks the order row first, so two tills paying or closing one command at once
 * are served one after the other: the second sees what the first paid.
 */
export function createPaymentsService(deps: OrdersDeps) {
  const { db, settings, events, effects, fiscal, clock } = deps;

  /** Gap-free: the counter's row lock orders concurrent closings; a rollback gives the number back. */
  async function nextSerial(tx: Db, localId: number, timezone: string) {
    const series = orderSeries(Number(calendarDateIn(clock(), timezone).slice(0, 4)));
    const [row] = await tx
      .insert(requestSerials)
      .values({ local_id: localId, series, last_number: 1 })
      .onConflictDoUpdate({
        target: [requestSerials.local_id, requestSerials.series],
        set: { last_number: sql`${requestSerials.last_number} + 1` },
      })
      .returning({ last_number: requestSerials.last_number });
    const number = row!.last_number;
    return { series, serial_number: number, serial: formatOrderSerial(series, number) };
  }

  async function reverseLoyalty(tx: Db, order: OrderRow) {
    if (order.client_id === null) return;
    const [earned] = await tx
      .select({ points: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
      .from(loyaltyPoints)
      .where(eq(loyaltyPoints.request_id, order.id));
    if (earned && earned.points !== 0) {
      await tx.insert(loyaltyPoints).values({
        local_id: order.local_id,
        client_id: order.client_id,
        request_id: order.id,
        points: -earned.points,
        is_reversal: true,
        created_at: clock(),
      });
    }
  }

  /**
   * Closes a locked open order: the rest of the bill as the closing payment (or nothing,
   * without payment), the tip, the serial, loyalty points and a free table, in the caller's
   * transaction. Closing is irreversible (§4).
   */
  async function closeLocked(tx: Db, actor: Actor, order: OrderRow, options: CloseOptions) {
    const to = options.withPayment ? "payed" : "finished";
    const check = transitionOrder(order.status, to);
    if (!check.ok) {
      if (order.status === "payed" || order.status === "finished" || order.status === "invalidated")
        throw new AppError(400, ORDER_MESSAGES.closed, { status: order.status });
      throw new AppError(400, check.code, { from: order.status, to });
    }
    const given = closingMethodOf({ payment_type: options.paymentType, credit_card: options.creditCard });
    if (given === null) throw errors.field("payment_type", ORDER_MESSAGES.methodConflict);
    const method = given ?? (order.credit_card ? "credit_card" : "cash");
    const lines = await liveLines(tx, order.id);
    // A tip is handed over with a payment; closing without one takes none.
    const tipCents = options.withPayment ? (options.tipCents ?? order.tip_cents) : 0;
    const totals = totalsOf({ ...order, tip_cents: tipCents }, lines);
    const pending = totals.totalCents - order.paid_cents;
    // The closing payment carries the method of what it takes: the rest of the bill, or only
    // the tip when nothing was left, so the box counts every tip by the method it was paid in.
    const paysNow = options.withPayment && (pending > 0 || tipCents > 0);
    // The tip is handed over with the closing payment, so the change counts it.
    const tendered = keptTendered(options.tenderedCents, {
      cash: paysNow && method === "cash",
      dueCents: Math.max(0, pending) + tipCents,
    });
    if (paysNow) {
      await tx.insert(payments).values({
        local_id: actor.localId,
        request_id: order.id,
        amount_cents: Math.max(0, pending),
        payment_type: method,
        credit_card: method === "credit_card",
        is_closing: true,
        tendered_cents: tendered,
        user_id: actor.userId,
        tpv_id: actor.tpvId,
        created_at: clock(),
      });
      if (method === "cash" && !options.inCashMachine) await effects.openCashDrawer(tx, actor, order.id);
    }
    const { timezone } = await settings.get(actor.localId, "global", tx);
    const ticket = await settings.get(actor.localId, "ticket", tx);
    const [closed] = await tx
      .update(requests)
      .set({
        status: to,
        tip_cents: tipCents,
        tip_option: tipCents > 0 ? (options.tipOption ?? order.tip_option ?? "other") : null,
        credit_card: method === "credit_card",
        paid_cents: options.withPayment ? totals.totalCents : order.paid_cents,
        total_cents: totals.totalCents,
        closed_at: clock(),
        closed_by: actor.userId,
        updated_at: clock(),
      })
      .where(eq(requests.id, order.id))
      .returning();
    // A code's use counts when its order is paid (refused here if others used it up meanwhile).
    if (options.withPayment && order.promotion_id !== null)
      await deps.offers.recordPaidUse(tx, {
        localId: actor.localId,
        offerId: order.promotion_id,
        clientId: order.client_id,
        requestId: order.id,
      });
    if (options.withPayment && order.client_id !== null) {
      const points = loyaltyPointsFor(totals.totalCents);
      if (points > 0)
        await tx.insert(loyaltyPoints).values({
          local_id: actor.localId,
          client_id: order.client_id,
          request_id: order.id,
          points,
          created_at: clock(),
        });
    }
    await effects.freeTable(tx, actor, order);
    // A bar order charged on a device waited for its payment to go to the kitchen (issue 32).
    if (ticket.use_printer && options.withPayment && order.kind === "barra")
      await effects.sendWithheldRounds(tx, actor, order.id);
    if (ticket.use_printer && ticket.ticket_close_command)
      await effects.addPrintJob(tx, actor, order.id, "ticket");
    const presented = await presentOrder(tx, closed!, clock());
    // Last, so the counter row every closing of the local waits for is held for a few
    // statements only: the number, the order's serial, the audit row, the messages, commit.
    // A sale with payments is invoiced when the local issues invoices: its number is the invoice's.
    const invoice = options.withPayment
      ? await fiscal.issueForClose(tx, {
          localId: actor.localId,
          tpvId: actor.tpvId,
          requestId: order.id,
          vat: totals.vat,
          totalCents: totals.totalCents,
          timezone,
          ...(options.invoiceRecipient ? { recipient: options.invoiceRecipient } : {}),
        })
      : null;
    const serial = invoice
      ? { series: invoice.series, serial_number: invoice.number, serial: invoice.num_serie }
      : await nextSerial(tx, actor.localId, timezone);
    await tx.update(requests).set(serial).where(eq(requests.id, order.id));
    await events.record(tx, actor, order.id, options.withPayment ? "closed" : "closed_without_payment", {
      from: order.status,
      to,
      data: { serial: serial.serial, tip: amount(tipCents), pending: amount(Math.max(0, pending)) },
    });
    const answer = { ...presented, serial: serial.serial };
    await events.publishOrder(tx, actor.localId, "requests.closed", answer);
    return answer;
  }

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
