import {
  centsFromAmount,
  checkOrderDraft,
  formatMoney,
  initialOrderStatus,
  ORDER_MESSAGES,
  ORDER_RULE_ERRORS,
  type OrderInsert,
  type OrderKind,
} from "@comanda/domain";
import { and, eq, inArray } from "drizzle-orm";
import { errors } from "../../platform/errors/app-error";
import { documentLanguage, translate } from "../../platform/errors/messages";
import type { FloorService } from "../floor/floor.service";
import { offerOrderColumns } from "../offers/offer-on-order";
import { TableTakenError } from "./command-join";
import { assertUserOfLocal, contactOf, fieldErrorsOf, OPEN_STATUSES, splitLines } from "./order-checks";
import type { OrderAuthor } from "./order-events";
import { deliveryFeeLine, insertLines, priceNewLines } from "./order-lines";
import { nextRound, sendRound } from "./order-rounds";
import { resolveShiftTime } from "./order-slots";
import { presentLoaded, saveTotals, totalsOf } from "./order-store";
import { requests } from "./orders.schema";
import type { OrdersClosing, OrdersDeps } from "./orders-deps";

export async function createOrder(
  deps: Pick<
    OrdersDeps,
    "db" | "menu" | "floor" | "clients" | "offers" | "shifts" | "settings" | "events" | "effects" | "clock"
  > & { closing: Pick<OrdersClosing, "closeLocked"> },
  actor: OrderAuthor,
  kind: OrderKind,
  body: OrderInsert,
) {
  const { db, menu, floor, offers, settings, events, closing, clock } = deps;
  // Read through the service's own connection: run inside a caller's transaction (a
  // customer's order and its token, issue 34), a read on another would wait on it in PGlite.
  const [global, domicilePickup, ticket] = await Promise.all([
    settings.get(actor.localId, "global", db),
    settings.get(actor.localId, "domicile_pickup", db),
    settings.get(actor.localId, "ticket", db),
  ]);
  if (body.table !== undefined && kind !== "local")
    throw errors.field("table", ORDER_MESSAGES.tableOnlyLocal);
  const { added, edited } = splitLines(body.products);
  if (edited.length > 0) throw errors.field(`products.${edited[0]!.index}`, ORDER_MESSAGES.unknownLine);
  // A bar order paid at the counter as it is served (global close_barra_order_auto); one a
  // device charges (pay_on_device) is created open and closed by the device's approval.
  const paysOnCreate =
    kind === "barra" && global.close_barra_order_auto && added.length > 0 && !body.pay_on_device;
  // Only that payment can have cash handed over; closeLocked checks it against the bill.
  if (body.tendered !== undefined && !paysOnCreate)
    throw errors.field("tendered", ORDER_MESSAGES.tenderedNotCash);
  return db.transaction(async (tx) => {
    const shiftTime =
      body.shift_time === undefined
        ? null
        : await resolveShiftTime(deps, tx, actor.localId, kind, body.shift_time, body.delivery_date);
    let table: Awaited<ReturnType<FloorService["lockTable"]>>;
    if (kind === "local" && body.table !== undefined) {
      table = await floor.lockTable(tx, actor.localId, body.table);
      if (!table) throw errors.field("table", "validation.unknown_reference", { ids: String(body.table) });
      if (table.status === "blocked")
        throw errors.field("table", ORDER_MESSAGES.tableBlocked, { table: table.name });
      const [open] = await tx
        .select({ id: requests.id })
        .from(requests)
        .where(
          and(
            eq(requests.table_id, table.id),
            eq(requests.kind, "local"),
            inArray(requests.status, [...OPEN_STATUSES]),
          ),
        );
      if (open) throw new TableTakenError(open.id, table.name);
    }
    const { client, address } = await contactOf(
      deps,
      tx,
      actor.localId,
      body.client ?? null,
      body.address ?? null,
    );
    if (body.worker !== undefined) await assertUserOfLocal(tx, actor.localId, body.worker, "worker");
    const lines = await priceNewLines(tx, menu, actor.localId, added, {
      zoneId: table?.zone_id ?? null,
      globalIva: global.iva,
    });
    const discount = body.discount ?? null;
    const draftTotal = totalsOf(
      {
        discount_type: discount?.type ?? null,
        discount_value: discount?.value ?? null,
        all_discounted: body.all_discounted,
        tip_cents: 0,
      },
      lines,
    ).totalCents;
    const draft = checkOrderDraft(
      {
        kind,
        products: lines,
        table: table?.id ?? null,
        client: client?.id ?? null,
        address: address ? { latitude: address.latitude, longitude: address.longitude } : null,
        shift_time: shiftTime?.toISOString() ?? null,
        soon_as_possible: body.soon_as_possible,
        tip_amount: body.tip_amount === undefined ? null : Math.round(body.tip_amount * 100),
        total: draftTotal,
      },
      domicilePickup,
      { latitude: global.latitude, longitude: global.longitude },
    );
    if (draft.errors.length > 0) {
      const money = (cents: unknown) =>
        typeof cents === "number" ? formatMoney(cents, { currency: global.currency }) : cents;
      throw errors.validation(
        fieldErrorsOf(
          draft.errors.map((error) =>
            error.code === ORDER_RULE_ERRORS.minimalAmountDomicile && error.params
              ? {
                  ...error,
                  params: { minimal: money(error.params.minimal), total: money(error.params.total) },
                }
              : error,
          ),
        ),
      );
    }

    const fee = centsFromAmount(domicilePickup.price_domicile_service);
    if (kind === "domicilio" && fee > 0 && lines.length > 0)
      lines.push(
        deliveryFeeLine(
          fee,
          translate(documentLanguage(global.language), "orders.delivery_fee_line"),
          global.iva,
        ),
      );
    // The order's money from the start, so no line is written twice.
    const totals = totalsOf(
      {
        discount_type: discount?.type ?? null,
        discount_value: discount?.value ?? null,
        all_discounted: body.all_discounted,
        tip_cents: draft.tip_amount,
      },
      lines,
    );
    const status = initialOrderStatus(kind, body.from_client, domicilePickup);
    const [order] = await tx
      .insert(requests)
      .values({
        local_id: actor.localId,
        kind,
        status,
        table_id: table?.id ?? null,
        client_id: client?.id ?? null,
        address_id: kind === "domicilio" ? (address?.id ?? null) : null,
        worker_id: body.worker ?? actor.userId,
        tpv_id: actor.tpvId,
        command_guests: body.command_guests,
        details: body.details?.trim() ? body.details : null,
        discount_type: discount?.type ?? null,
        discount_value: discount?.value ?? null,
        all_discounted: body.all_discounted,
        tip_cents: draft.tip_amount,
        tip_option: draft.tip_option,
        credit_card: body.credit_card ?? false,
        from_client: body.from_client,
        soon_as_possible: draft.soon_as_possible,
        shift_time: shiftTime,
        delivery_date: body.delivery_date ?? null,
        total_cents: totals.totalCents,
        created_at: clock(),
        updated_at: clock(),
      })
      .returning();
    let saved = order!;
    if (body.promotion !== undefined) {
      // Checked now; the use is counted when the order is paid.
      const offer = await offers.checkForOrder(tx, {
        localId: actor.localId,
        code: body.promotion,
        clientId: client?.id,
      });
      const [withOffer] = await tx
        .update(requests)
        // The code's discount, unless the till set one by hand.
        .set(offerOrderColumns(offer, discount !== null))
        .where(eq(requests.id, saved.id))
        .returning();
      saved = withOffer!;
    }
    const roundId = await nextRound(tx, actor, saved.id, true);
    const written = await insertLines(
      tx,
      { localId: actor.localId, requestId: saved.id, roundId, userId: actor.userId },
      lines.map((line, index) => ({ ...line, total_cents: totals.lines[index]?.totalCents ?? 0 })),
    );
    // A promotion's discount arrived after the lines were priced.
    if (body.promotion !== undefined) saved = await saveTotals(tx, saved);
    if (table) {
      await floor.setTableStatus(tx, actor.localId, table.id, table.status, "busy");
      await events.publishTable(tx, actor.localId, { id: table.id, status: "busy", request: saved.id });
    }
    // A bar order charged on a device goes to the kitchen once paid (closeLocked sends it).
    if (lines.length > 0 && !(kind === "barra" && body.pay_on_device))
      await sendRound(deps, tx, actor, saved, roundId, ticket);
    await events.record(tx, actor, saved.id, "created", { to: status });
    // Presented from the rows just written: a new order has no payments and nothing else to read.
    const presented = presentLoaded(
      saved,
      { ...written, payments: [], table: table && { name: table.name, zone_id: table.zone_id } },
      clock(),
    );
    await events.publishOrder(tx, actor.localId, "requests.created", presented);
    // Only staff take a payment as they create an order; a customer's own order never pays here.
    if (paysOnCreate && actor.userId !== null)
      return closing.closeLocked(tx, { ...actor, userId: actor.userId }, saved, {
        withPayment: true,
        creditCard: body.credit_card ?? false,
        ...(body.tendered === undefined ? {} : { tenderedCents: Math.round(body.tendered * 100) }),
      });
    return presented;
  });
}
