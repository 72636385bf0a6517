import {
  type AcceptBody,
  centsFromAmount,
  checkLineEdit,
  checkOrderDraft,
  formatMoney,
  initialOrderStatus,
  isClosedOrderStatus,
  ORDER_MESSAGES,
  ORDER_RULE_ERRORS,
  type OrderInsert,
  type OrderKind,
  type OrderLineBody,
  type OrderListQuery,
  type OrderUpdate,
  transitionOrder,
} from "@comanda/domain";
import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors, type FieldErrors } from "../../platform/errors/app-error";
import { documentLanguage, translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import { users } from "../auth/auth.schema";
import type { ClientsService } from "../clients/clients.service";
import type { FiscalService } from "../fiscal/fiscal.service";
import type { FloorService } from "../floor/floor.service";
import type { MenuService } from "../menu/menu.service";
import { offerOrderColumns, offerRemovedColumns } from "../offers/offer-on-order";
import type { OffersService } from "../offers/offers.service";
import type { SettingsService } from "../settings/settings.service";
import type { ShiftsService } from "../shifts/shifts.service";
import { TableTakenError } from "./command-join";
import type { OrderEffects } from "./order-effects";
import type { Actor, OrderAuthor, OrderEvents } from "./order-events";
import { deliveryFeeLine, insertLines, priceNewLines } from "./order-lines";
import {
  findOrder,
  type LineRow,
  listOrders,
  liveLines,
  lockOrder,
  type OrderRow,
  presentLoaded,
  presentOrder,
  saveTotals,
  syncProcessStatus,
  totalsOf,
} from "./order-store";
import { requestItems, requestRounds, requests } from "./orders.schema";
import type { PaymentsService } from "./payments.service";

export interface OrdersDeps {
  db: Db;
  menu: Pick<MenuService, "productsForOrder">;
  floor: Pick<FloorService, "lockTable" | "setTableStatus">;
  clients: Pick<ClientsService, "orderContact">;
  offers: Pick<OffersService, "checkForOrder" | "recordPaidUse" | "releaseUses">;
  shifts: Pick<ShiftsService, "times">;
  settings: Pick<SettingsService, "get">;
  events: OrderEvents;
  effects: OrderEffects;
  fiscal: Pick<FiscalService, "issueForClose" | "ticketMark" | "rectifyForInvalidation">;
  clock: () => Date;
}

const OPEN_STATUSES = ["required", "solicitado"] as const;

/** Units of a line the kitchen was asked for and no longer has to make. */
interface Cancelled {
  line: LineRow;
  qty: number;
}
/** The advisory lock that orders the slot bookings of one local. */
const SLOT_LOCK = 727_002;

export function assertOpen(order: OrderRow) {
  if (isClosedOrderStatus(order.status))
    throw new AppError(400, ORDER_MESSAGES.closed, { status: order.status });
}

function fieldErrorsOf(
  list: ReadonlyArray<{ field: string; code: string; params?: Record<string, unknown> }>,
) {
  const fieldErrors: FieldErrors = {};
  for (const error of list) {
    fieldErrors[error.field] = [
      ...(fieldErrors[error.field] ?? []),
      { key: error.code, params: error.params },
    ];
  }
  return fieldErrors;
}

/** New lines (`id`) and edits of existing ones (`request_item`), each with its place in the body. */
function splitLines(products: readonly OrderLineBody[]) {
  const added: Array<{ index: number; line: OrderLineBody & { id: number; qty: number } }> = [];
  const edited: Array<{ index: number; line: OrderLineBody & { request_item: number } }> = [];
  products.forEach((line, index) => {
    if (line.request_item !== undefined)
      edited.push({ index, line: { ...line, request_item: line.request_item } });
    else if (line.id !== undefined) added.push({ index, line: { ...line, id: line.id, qty: line.qty ?? 1 } });
  });
  return { added, edited };
}

export function createOrdersService(
  deps: OrdersDeps & { closing: Pick<PaymentsService, "closeLocked" | "reverseLoyalty"> },
) {
  const { db, menu, floor, clients, offers, shifts, settings, events, effects, closing, fiscal, clock } =
    deps;
  const { addPrintJob, freeTable } = effects;

  /** A new round of the order; `first`: the order is being created, so it is round 1. */
  async function nextRound(tx: Db, actor: OrderAuthor, requestId: number, first = false) {
    let number = 1;
    if (!first) {
      const [last] = await tx
        .select({ number: max(requestRounds.number) })
        .from(requestRounds)
        .where(eq(requestRounds.request_id, requestId));
      number = (last?.number ?? 0) + 1;
    }
    const [round] = await tx
      .insert(requestRounds)
      .values({
        local_id: actor.localId,
        request_id: requestId,
        number,
        user_id: actor.userId,
        tpv_id: actor.tpvId,
      })
      .returning({ id: requestRounds.id });
    return round!.id;
  }

  /**
   * Units taken off lines the kitchen already has: one cancellation ticket per round they
   * were sent in, naming the lines and how many units are no longer wanted.
   */
  async function announceCancellations(
    tx: Db,
    actor: OrderAuthor,
    order: OrderRow,
    cancelled: readonly Cancelled[],
  ) {
    if (cancelled.length === 0 || order.status === "required") return;
    const ticket = await settings.get(actor.localId, "ticket", tx);
    if (!ticket.use_printer) return;
    const byRound = new Map<number, Cancelled[]>();
    for (const entry of cancelled) {
      if (entry.line.round_id === null || entry.line.process_status === "received") continue;
      byRound.set(entry.line.round_id, [...(byRound.get(entry.line.round_id) ?? []), entry]);
    }
    for (const [roundId, entries] of byRound) {
      await addPrintJob(tx, actor, order.id, "cancellation", {
        round_id: roundId,
        items: entries.map(({ line, qty }) => ({ request_item: line.id, qty })),
      });
    }
  }

  /** A new round goes to the kitchen unless the order still waits to be accepted. */
  async function sendRound(
    tx: Db,
    actor: OrderAuthor,
    order: OrderRow,
    roundId: number,
    ticket?: { use_printer: boolean },
  ) {
    const { use_printer } = ticket ?? (await settings.get(actor.localId, "ticket", tx));
    if (use_printer && order.status !== "required") {
      await addPrintJob(tx, actor, order.id, "kitchen", { round_id: roundId });
    }
  }

  /**
   * The slot an order is promised for: an instant from shifts_times, or its wall time on
   * `delivery_date` (default the local's today). It must be one the local still offers,
   * counted in the order's transaction under a lock per local, so two orders cannot both
   * take a slot's last place.
   */
  async function resolveShiftTime(
    tx: Db,
    localId: number,
    kind: OrderKind,
    shiftTime: string,
    date: string | undefined,
  ): Promise<Date> {
    if (kind !== "recoger" && kind !== "domicilio") throw errors.field("shift_time", "validation.invalid");
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${localId})`);
    const instant = shiftTime.includes("T") ? new Date(shiftTime) : undefined;
    const day =
      date ??
      (instant
        ? new Intl.DateTimeFormat("en-CA", {
            timeZone: (await settings.get(localId, "global", tx)).timezone,
          }).format(instant)
        : undefined);
    const slots = await shifts.times(localId, kind, day, tx);
    const slot = slots.find((candidate) =>
      instant ? new Date(candidate.starts_at).getTime() === instant.getTime() : candidate.start === shiftTime,
    );
    if (!slot) throw errors.field("shift_time", ORDER_MESSAGES.shiftTimeUnavailable);
    return new Date(slot.starts_at);
  }

  async function contactOf(tx: Db, localId: number, clientId: number | null, addressId: number | null) {
    if (clientId === null) {
      if (addressId !== null) throw errors.field("address", ORDER_MESSAGES.addressNotOfClient);
      return { client: null, address: null };
    }
    const contact = await clients.orderContact(tx, localId, clientId, addressId);
    if (!contact.client)
      throw errors.field("client", "validation.unknown_reference", { ids: String(clientId) });
    if (addressId !== null && !contact.address)
      throw errors.field("address", ORDER_MESSAGES.addressNotOfClient);
    return { client: contact.client, address: contact.address ?? null };
  }

  async function assertUserOfLocal(tx: Db, localId: number, id: number, field: string) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.local_id, localId), isNull(users.deleted_at)));
    if (!user) throw errors.field(field, "validation.unknown_reference", { ids: String(id) });
  }

  /**
   * Mails the customer of a web order that was refused or cancelled (spec §4), through the
   * outbox, in the local's language: the client reads it, not the staff member who refused it.
   */
  /**
   * A code typed on an open order (update `promotion`): its discount becomes the order's
   * discount for the whole order; `null` takes the code off with its discount. A discount sent
   * in the same call wins, as when an order is created.
   */
  async function promotionChanges(
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

  async function mailInvalidated(tx: Db, order: OrderRow) {
    if (!order.from_client || order.client_id === null) return;
    const { client } = await clients.orderContact(tx, order.local_id, order.client_id, null);
    if (!client?.email) return;
    const { language } = await settings.get(order.local_id, "global", tx);
    await enqueueMail(tx, {
      local_id: order.local_id,
      to: client.email,
      subject: translate(language, "mail.order_invalidated_subject", { id: order.id }),
      text: translate(language, "mail.order_invalidated_body", { name: client.first_name, id: order.id }),
    });
  }

  return {
    async create(actor: OrderAuthor, kind: OrderKind, body: OrderInsert) {
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
            : await resolveShiftTime(tx, actor.localId, kind, body.shift_time, body.delivery_date);
        let table: Awaited<ReturnType<FloorService["lockTable"]>>;
        if (kind === "local" && body.table !== undefined) {
          table = await floor.lockTable(tx, actor.localId, body.table);
          if (!table)
            throw errors.field("table", "validation.unknown_reference", { ids: String(body.table) });
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
          await sendRound(tx, actor, saved, roundId, ticket);
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
    },

    /**
     * `inTransaction` runs first in the change's transaction, with the order locked and open:
     * what must stand or fall with the change (an award's points, issue 28).
     */
    async update(
      actor: OrderAuthor,
      id: number,
      body: OrderUpdate,
      kinds?: readonly OrderKind[],
      inTransaction?: (tx: Db, order: OrderRow) => Promise<void>,
    ) {
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
        await announceCancellations(tx, actor, order, cancelled);

        const changes: Partial<typeof requests.$inferInsert> = {};
        if (body.client !== undefined || body.address !== undefined) {
          const clientId = body.client === undefined ? order.client_id : body.client;
          const addressId = body.address === undefined ? null : body.address;
          const { client, address } = await contactOf(tx, actor.localId, clientId, addressId);
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
          Object.assign(changes, await promotionChanges(tx, order, body, changes));
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
        if (roundId !== undefined) await sendRound(tx, actor, order, roundId);
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
    },

    async get(localId: number, id: number, kinds?: readonly OrderKind[]) {
      return presentOrder(db, await findOrder(db, localId, id, kinds), clock());
    },

    /** print_split: the ticket of one partial payment. */
    async printPayment(actor: Actor, payment: { id: number; request_id: number }) {
      return db.transaction(async (tx) => {
        await lockOrder(tx, actor.localId, payment.request_id);
        const job = await addPrintJob(tx, actor, payment.request_id, "ticket", { payment_id: payment.id });
        await events.record(tx, actor, payment.request_id, "print", {
          data: { kind: "split", payment: payment.id, jobs: [job] },
        });
        return { jobs: [job] };
      });
    },

    /** The open command of a table, if any. */
    async openCommandOfTable(localId: number, tableId: number) {
      const [order] = await db
        .select()
        .from(requests)
        .where(
          and(
            eq(requests.local_id, localId),
            eq(requests.table_id, tableId),
            eq(requests.kind, "local"),
            inArray(requests.status, [...OPEN_STATUSES]),
          ),
        );
      return order ? presentOrder(db, order, clock()) : null;
    },

    async list(localId: number, query: OrderListQuery) {
      const { timezone } = await settings.get(localId, "global");
      return listOrders(db, localId, query, timezone);
    },

    /**
     * Cancels an order (spec §4 invalidate): open or closed, never twice. The table is freed,
     * loyalty points of a closed order are taken back, and the customer of a web order is
     * told by mail. The reason given, if any, stays in the order's history.
     */
    async invalidate(actor: Actor, id: number, reason?: string) {
      return db.transaction(async (tx) => {
        let order = await lockOrder(tx, actor.localId, id);
        const check = transitionOrder(order.status, "invalidated");
        if (!check.ok) throw new AppError(400, check.code, { from: order.status, to: "invalidated" });
        const wasOpen = !isClosedOrderStatus(order.status);
        const [saved] = await tx
          .update(requests)
          .set({
            status: "invalidated",
            invalidated_by: actor.userId,
            invalidated_at: clock(),
            updated_at: clock(),
          })
          .where(eq(requests.id, order.id))
          .returning();
        await closing.reverseLoyalty(tx, order);
        await offers.releaseUses(tx, order.id);
        if (wasOpen) await freeTable(tx, actor, order);
        else {
          const { timezone } = await settings.get(actor.localId, "global", tx);
          await fiscal.rectifyForInvalidation(tx, {
            localId: actor.localId,
            tpvId: actor.tpvId,
            requestId: order.id,
            timezone,
          });
        }
        await mailInvalidated(tx, order);
        await events.record(tx, actor, order.id, "invalidated", {
          from: order.status,
          to: "invalidated",
          ...(reason ? { data: { reason } } : {}),
        });
        order = saved!;
        const presented = await presentOrder(tx, order, clock());
        await events.publishOrder(tx, actor.localId, "requests.invalidated", presented);
        return presented;
      });
    },

    /** A web order waiting to be accepted (accept invalidate): accepted, maybe later than asked, or refused. */
    async accept(actor: Actor, body: AcceptBody) {
      const domicilePickup = await settings.get(actor.localId, "domicile_pickup");
      if (
        body.order_time_delay !== undefined &&
        (!domicilePickup.allow_order_time_delay ||
          !domicilePickup.orders_time.includes(body.order_time_delay))
      )
        throw errors.field("order_time_delay", "validation.invalid_value");
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, body.id);
        if (order.status !== "required") throw new AppError(400, ORDER_MESSAGES.notAwaitingAcceptance);
        const to = body.is_accepted ? "solicitado" : "invalidated";
        const [saved] = await tx
          .update(requests)
          .set({
            status: to,
            is_accepted: body.is_accepted,
            order_time_delay: body.is_accepted ? (body.order_time_delay ?? null) : null,
            ...(body.is_accepted ? {} : { invalidated_by: actor.userId, invalidated_at: clock() }),
            updated_at: clock(),
          })
          .where(eq(requests.id, order.id))
          .returning();
        if (body.is_accepted) {
          // Everything ordered while it waited goes to the kitchen now.
          const rounds = await tx
            .select({ id: requestRounds.id })
            .from(requestRounds)
            .where(eq(requestRounds.request_id, order.id))
            .orderBy(requestRounds.number);
          for (const round of rounds) await sendRound(tx, actor, saved!, round.id);
        } else {
          await freeTable(tx, actor, order);
          await mailInvalidated(tx, order);
        }
        await events.record(tx, actor, order.id, body.is_accepted ? "accepted" : "refused", {
          from: order.status,
          to,
          data: body.order_time_delay === undefined ? {} : { order_time_delay: body.order_time_delay },
        });
        const presented = await presentOrder(tx, saved!, clock());
        await events.publishOrder(
          tx,
          actor.localId,
          body.is_accepted ? "requests.status_changed" : "requests.invalidated",
          presented,
        );
        return presented;
      });
    },

    /** The rider of a delivery order; null takes it off. */
    async assignDealer(actor: Actor, id: number, dealer: number | null) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id, ["domicilio"]);
        assertOpen(order);
        if (dealer !== null) await assertUserOfLocal(tx, actor.localId, dealer, "dealer");
        const [saved] = await tx
          .update(requests)
          .set({ dealer_id: dealer, updated_at: clock() })
          .where(eq(requests.id, order.id))
          .returning();
        await events.record(tx, actor, order.id, "assign_dealer", { data: { dealer } });
        const presented = await presentOrder(tx, saved!, clock());
        await events.publishOrder(tx, actor.localId, "requests.updated", presented);
        return presented;
      });
    },

    /**
     * Prints (spec print, print_all): the kitchen tickets of every round again, or the
     * customer's ticket. Jobs are rows; the printing area renders and sends them.
     */
    async print(actor: Actor, id: number, kind: "kitchen" | "ticket") {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor.localId, id);
        const jobs: number[] = [];
        if (kind === "kitchen") {
          const rounds = await tx
            .select({ id: requestRounds.id })
            .from(requestRounds)
            .where(eq(requestRounds.request_id, order.id))
            .orderBy(requestRounds.number);
          for (const round of rounds)
            jobs.push(
              await addPrintJob(tx, actor, order.id, "kitchen", { round_id: round.id, is_reprint: true }),
            );
        } else {
          jobs.push(
            await addPrintJob(tx, actor, order.id, isClosedOrderStatus(order.status) ? "ticket" : "bill"),
          );
        }
        await events.record(tx, actor, order.id, "print", { data: { kind, jobs } });
        return { jobs };
      });
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
