import {
  type closeCommandBodySchema,
  emailField,
  hasPermission,
  idField,
  type OrderInsert,
  type OrderKind,
  type OrderUpdate,
  type PermissionKey,
} from "@comanda/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AuthPort } from "../../platform/auth/session";
import type { Db } from "../../platform/db/client";
import { translate } from "../../platform/errors/messages";
import { ok } from "../../platform/http/envelope";
import { authorize, sessionOf } from "../../platform/http/request-context.plugin";
import { openOrJoin } from "./command-join";
import type { CommandsService } from "./commands.service";
import type { KitchenService } from "./kitchen.service";
import type { OrderBoards } from "./order-boards";
import type { Actor } from "./order-events";
import { findOrder } from "./order-store";
import type { OrdersService } from "./orders.service";
import type { PaymentsService } from "./payments.service";

export interface OrdersRoutesDeps {
  db: Db;
  auth: AuthPort;
  orders: OrdersService;
  payments: PaymentsService;
  commands: CommandsService;
  boards: OrderBoards;
  kitchen: KitchenService;
}

export const idParams = z.object({ id: z.coerce.number().pipe(idField) });
export const idQuery = z.object({ id: z.coerce.number().pipe(idField) });
export const ticketEmailBody = z.object({ id: idField, email: emailField.optional() });

type Area = "orders" | "requests_tables";
/** A table's order belongs to the tables module (requests_tables); the other kinds to orders. */
const areaOf = (kind: OrderKind): Area => (kind === "local" ? "requests_tables" : "orders");

export function actorOf(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return {
    localId: request.local.id,
    userId: session.user.id,
    authorizedBy: request.authorizedBy ?? null,
    tpvId: session.tpvId,
  };
}

/** A discount is a named action (orders.discount): the till asks a manager when it lacks it. */
export function touchesDiscount(body: OrderInsert | OrderUpdate): boolean {
  return (
    (body.discount !== undefined && body.discount !== null && body.discount.value > 0) ||
    (body.products ?? []).some((line) => (line.discount ?? 0) > 0 || line.is_discounted === true)
  );
}

export function ticketOptions(request: FastifyRequest, body: { email?: string }) {
  return {
    ...(body.email === undefined ? {} : { email: body.email }),
    localName: request.local.name,
  };
}

export function closeOptions(body: z.infer<typeof closeCommandBodySchema>) {
  return {
    withPayment: true,
    creditCard: body.credit_card,
    ...(body.tip_amount === undefined ? {} : { tipCents: Math.round(body.tip_amount * 100) }),
    ...(body.tip_option === undefined ? {} : { tipOption: body.tip_option }),
    ...(body.payment_type === undefined ? {} : { paymentType: body.payment_type }),
    ...(body.tendered === undefined ? {} : { tenderedCents: Math.round(body.tendered * 100) }),
    ...(body.invoice_recipient === undefined ? {} : { invoiceRecipient: body.invoice_recipient }),
  };
}

/** The permission checks and the table opening the orders' route files share. */
export function createOrderRouteAccess({
  db,
  auth,
  orders,
}: Pick<OrdersRoutesDeps, "db" | "auth" | "orders">) {
  async function kindOf(request: FastifyRequest, id: number): Promise<OrderKind> {
    return (await findOrder(db, request.local.id, id)).kind;
  }
  /** Checks `action` on the area of the order's kind, for calls that serve every kind. */
  async function authorizeOn(request: FastifyRequest, id: number, action: "view" | "update") {
    const kind = await kindOf(request, id);
    const session = sessionOf(request);
    // Kitchen screens see every order through `orders`, table orders included.
    const viewsAll =
      action === "view" && hasPermission(session.role.permissions, session.role.actions, "orders.view");
    await authorize(request, auth, viewsAll ? "orders.view" : (`${areaOf(kind)}.${action}` as PermissionKey));
    return kind;
  }
  const can = (request: FastifyRequest, key: PermissionKey) => authorize(request, auth, key);

  /** A table's new order, or a round of the command another waiter has just opened on it. */
  async function openTable(request: FastifyRequest, reply: FastifyReply, body: OrderInsert) {
    const opened = await openOrJoin(orders, actorOf(request), "local", body, () =>
      can(request, "requests_tables.update"),
    );
    if (!opened.joined) return reply.status(201).send(ok(opened.order));
    return reply.send(
      ok(
        { ...opened.order, joined: true },
        translate(request.language, "orders.joined_open_command", { table: opened.table }),
      ),
    );
  }
  return { authorizeOn, can, openTable };
}
export type OrderRouteAccess = ReturnType<typeof createOrderRouteAccess>;
