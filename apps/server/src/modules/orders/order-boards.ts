import { formatMoney, type MoneyFormatOptions, ORDER_MESSAGES, type OrderKind } from "@comanda/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { translate } from "../../platform/errors/messages";
import { enqueueMail } from "../../platform/mail/outbox";
import { users } from "../auth/auth.schema";
import type { ClientsService } from "../clients/clients.service";
import type { FiscalService } from "../fiscal/fiscal.service";
import type { FloorService } from "../floor/floor.service";
import { type TicketLocale, ticketFormat } from "../printing/tickets/ticket-format";
import type { SettingsService } from "../settings/settings.service";
import type { Actor, OrderEvents } from "./order-events";
import { findOrder, type PresentedOrder, presentOrder, presentOrders } from "./order-store";
import { type payments, requestEvents, requests } from "./orders.schema";
import { assertTicketMailAllowed } from "./ticket-mail-limit";

type PaymentRow = typeof payments.$inferSelect;

const OPEN = ["required", "solicitado"] as const;

/**
 * What screens read from the orders (kitchen screens, the delivery board, an order's history)
 * and the ticket mails: reads of the engine's rows, one statement per kind of row.
 */
export function createOrderBoards({
  db,
  floor,
  clients,
  settings,
  events,
  fiscal,
  clock,
}: {
  db: Db;
  floor: Pick<FloorService, "screen">;
  clients: Pick<ClientsService, "contacts">;
  settings: Pick<SettingsService, "get">;
  events: OrderEvents;
  fiscal: Pick<FiscalService, "ticketMark">;
  clock: () => Date;
}) {
  /** A money line of a ticket mail: label left, amount right. */
  const row = (label: string, cents: number, money: MoneyFormatOptions) =>
    `${label.padEnd(30)} ${formatMoney(cents, money).padStart(12)}`;
  const cents = (value: number) => Math.round(value * 100);

  /** A ticket mail in the local's language, currency and time zone, as its printed ticket. */
  function ticketText(order: PresentedOrder, local: TicketLocale, heading: string) {
    const { language, currency } = local;
    const money = { currency, language };
    const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
    const lines = [
      heading,
      order.serial ? t("tickets.serial", { serial: order.serial }) : t("tickets.order", { id: order.id }),
      ticketFormat(local).dateTime(new Date(order.closed_at ?? order.created_at)),
      "",
      ...order.products.map((line) => row(`${line.qty} × ${line.product_name}`, cents(line.importe), money)),
      "",
      row(t("tickets.total"), cents(order.price), money),
      ...order.vat.map((rate) =>
        t("tickets.vat_line", {
          rate: rate.iva,
          base: formatMoney(cents(rate.base), money),
          tax: formatMoney(cents(rate.tax), money),
        }),
      ),
      ...(order.tip_amount > 0 ? [row(t("tickets.tip"), cents(order.tip_amount), money)] : []),
    ];
    return lines.join("\n");
  }

  /** One payer's part of a split bill: what they paid for (or the amount) and what it came to. */
  function paymentTicketText(
    order: PresentedOrder,
    payment: PaymentRow,
    local: TicketLocale,
    heading: string,
  ) {
    const { language, currency } = local;
    const money = { currency, language };
    const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
    const names = new Map(order.products.map((line) => [line.id, line.product_name]));
    return [
      heading,
      t("tickets.order", { id: order.id }),
      t("tickets.split_part", { total: formatMoney(cents(order.price), money) }),
      "",
      ...payment.items.map((item) =>
        row(`${item.qty} × ${names.get(item.request_item) ?? ""}`, item.amount_cents, money),
      ),
      row(t("tickets.paid"), payment.amount_cents, money),
    ].join("\n");
  }

  return {
    /**
     * A kitchen screen's cards (get_by_screen): open orders with the lines still to finish
     * of the screen's categories (every line with show_various), only the orders of the
     * screen's till when it has one, and only the choices of the screen's modifiers.
     */
    async byScreen(localId: number, screenId: number) {
      const screen = await floor.screen(localId, screenId);
      if (!screen) throw errors.notFound();
      const rows = await db
        .select()
        .from(requests)
        .where(
          and(
            eq(requests.local_id, localId),
            eq(requests.status, "solicitado"),
            screen.tpv === null ? undefined : eq(requests.tpv_id, screen.tpv),
          ),
        )
        .orderBy(asc(requests.created_at), asc(requests.id));
      const cards = (await presentOrders(db, rows, clock()))
        .map((order) => ({
          ...order,
          products: order.products
            .filter(
              (line) =>
                line.process_status !== "received" &&
                (screen.show_various ||
                  screen.categories.length === 0 ||
                  (line.category !== null && screen.categories.includes(line.category))),
            )
            .map((line) => ({
              ...line,
              items:
                screen.modifiers.length === 0
                  ? line.items
                  : line.items.filter((item) => screen.modifiers.includes(item.modifier_id)),
            })),
        }))
        .filter((order) => order.products.length > 0);
      return { results: cards, total: cards.length };
    },

    /** The delivery board (delivery): open pickup and delivery orders by promised time, with who and where. */
    async deliveryBoard(localId: number) {
      const rows = await db
        .select()
        .from(requests)
        .where(
          and(
            eq(requests.local_id, localId),
            inArray(requests.kind, ["domicilio", "recoger"] satisfies OrderKind[]),
            inArray(requests.status, [...OPEN]),
          ),
        )
        .orderBy(asc(requests.shift_time), asc(requests.created_at), asc(requests.id));
      const presented = await presentOrders(db, rows, clock());
      const contacts = await clients.contacts(
        db,
        localId,
        rows.flatMap((order) => (order.client_id === null ? [] : [order.client_id])),
        rows.flatMap((order) => (order.address_id === null ? [] : [order.address_id])),
      );
      const results = presented.map((order) => ({
        ...order,
        client_data: order.client === null ? null : (contacts.clients.get(order.client) ?? null),
        address_data: order.address === null ? null : (contacts.addresses.get(order.address) ?? null),
      }));
      return { results, total: results.length };
    },

    /** retrieve_report: an order with every change made to it, who made it and from which till. */
    async report(localId: number, id: number) {
      const order = await findOrder(db, localId, id);
      const history = await db
        .select({
          id: requestEvents.id,
          action: requestEvents.action,
          from_status: requestEvents.from_status,
          to_status: requestEvents.to_status,
          user: requestEvents.user_id,
          authorized_by: requestEvents.authorized_by,
          tpv: requestEvents.tpv_id,
          data: requestEvents.data,
          created_at: requestEvents.created_at,
        })
        .from(requestEvents)
        .where(eq(requestEvents.request_id, order.id))
        .orderBy(asc(requestEvents.id));
      return { ...(await presentOrder(db, order, clock())), history };
    },

    /** get_client_or_user: who an order is for and who took it, as a ticket names them. */
    async clientOrUser(localId: number, id: number) {
      const order = await findOrder(db, localId, id);
      const contacts = await clients.contacts(
        db,
        localId,
        order.client_id === null ? [] : [order.client_id],
        order.address_id === null ? [] : [order.address_id],
      );
      const [worker] =
        order.worker_id === null
          ? []
          : await db
              .select({
                id: users.id,
                username: users.username,
                first_name: users.first_name,
                last_name: users.last_name,
              })
              .from(users)
              .where(eq(users.id, order.worker_id));
      return {
        client: order.client_id === null ? null : (contacts.clients.get(order.client_id) ?? null),
        address: order.address_id === null ? null : (contacts.addresses.get(order.address_id) ?? null),
        user: worker ?? null,
      };
    },

    /**
     * Ticket by mail (ticket email, local_ticket_email, domicile_pickup_ticket_email): the
     * order's ticket to the given address, or to its client's, in the local's language (the
     * client reads it, not the waiter who sent it). Written to the outbox.
     */
    async ticketEmail(
      actor: Actor,
      id: number,
      { email, localName, payment }: { email?: string; localName: string; payment?: PaymentRow },
    ) {
      return db.transaction(async (tx) => {
        const order = await findOrder(tx, actor.localId, id);
        let to = email;
        if (!to && order.client_id !== null) {
          const contacts = await clients.contacts(tx, actor.localId, [order.client_id], []);
          to = contacts.clients.get(order.client_id)?.email ?? undefined;
        }
        if (!to) throw new AppError(400, ORDER_MESSAGES.noClientEmail);
        await assertTicketMailAllowed(tx, actor.localId);
        // In turn: a transaction's client takes one query at a time.
        const global = await settings.get(actor.localId, "global", tx);
        const ticket = await settings.get(actor.localId, "ticket", tx);
        const presented = await presentOrder(tx, order, clock());
        const heading = ticket.heading || localName;
        const { language } = global;
        const mark = payment
          ? null
          : await fiscal.ticketMark(tx, actor.localId, order.id, (key, params) =>
              translate(language, key, params),
            );
        // The invoice's verification link and legend, as the printed ticket carries its QR.
        const fiscalText = mark ? `\n\n${[...mark.above, mark.qr, ...mark.below].join("\n")}` : "";
        await enqueueMail(tx, {
          local_id: actor.localId,
          kind: "ticket",
          to,
          subject: translate(language, "mail.ticket_subject", { id: order.serial ?? String(order.id) }),
          text: payment
            ? paymentTicketText(presented, payment, global, heading)
            : ticketText(presented, global, heading) + fiscalText,
        });
        await events.record(tx, actor, order.id, "ticket_email", {
          data: payment ? { to, payment: payment.id } : { to },
        });
        return { sent_to: to };
      });
    },
  };
}
export type OrderBoards = ReturnType<typeof createOrderBoards>;
