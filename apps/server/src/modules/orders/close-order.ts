import {
  type CashMethod,
  calendarDateIn,
  changeCents,
  closingMethodOf,
  formatOrderSerial,
  type InvoiceRecipient,
  loyaltyPointsFor,
  ORDER_MESSAGES,
  orderSeries,
  transitionOrder,
} from "@comanda/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import type { Actor } from "./order-events";
import { amount, liveLines, type OrderRow, presentOrder, totalsOf } from "./order-store";
import { loyaltyPoints, payments, requestSerials, requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

/** How an order is closed (spec §4): with or without payment, the tip, the method, the invoice. */
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
export function keptTendered(
  tenderedCents: number | undefined,
  payment: { cash: boolean; dueCents: number },
) {
  if (tenderedCents === undefined) return null;
  if (!payment.cash) throw errors.field("tendered", ORDER_MESSAGES.tenderedNotCash);
  const change = changeCents(tenderedCents, payment.dueCents);
  if (change === undefined)
    throw errors.field("tendered", ORDER_MESSAGES.tenderedShort, { amount: amount(payment.dueCents) });
  return change > 0 ? tenderedCents : null;
}

/** Gap-free: the counter's row lock orders concurrent closings; a rollback gives the number back. */
async function nextSerial(tx: Db, now: Date, localId: number, timezone: string) {
  const series = orderSeries(Number(calendarDateIn(now, timezone).slice(0, 4)));
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

/** An order's points given back: what its closing earned, as a reversal. */
export async function reverseLoyalty({ clock }: Pick<OrdersDeps, "clock">, tx: Db, order: OrderRow) {
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
export async function closeLocked(
  deps: OrdersDeps,
  tx: Db,
  actor: Actor,
  order: OrderRow,
  options: CloseOptions,
) {
  const { settings, events, effects, fiscal, clock } = deps;
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
    : await nextSerial(tx, clock(), actor.localId, timezone);
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
