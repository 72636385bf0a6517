import {
  acceptBodySchema,
  assignDealerBodySchema,
  type ChangeProcessStatusBody,
  changePaymentBodySchema,
  changeProcessStatusBodySchema,
  changeStatusBodySchema,
  changeTableBodySchema,
  closeCommandBodySchema,
  emailField,
  fuseTablesBodySchema,
  hasPermission,
  idField,
  invalidateBodySchema,
  marchBodySchema,
  markBodySchema,
  markOptionBodySchema,
  ORDER_KINDS,
  type OrderInsert,
  type OrderKind,
  type OrderUpdate,
  orderIdBodySchema,
  orderInsertSchema,
  orderListQuerySchema,
  orderUpdateSchema,
  PAYMENT_TYPES,
  type PermissionKey,
  payByPriceBodySchema,
  payByProductsBodySchema,
  restoreItemBodySchema,
  restorePaymentBodySchema,
} from "@comanda/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthPort } from "../../platform/auth/session";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
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
import type { CloseOptions, PaymentsService } from "./payments.service";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const printBody = z.object({ id: idField, kind: z.enum(["kitchen", "ticket"]).default("ticket") });
const commandQuery = z.object({ table: z.coerce.number().pipe(idField) });
const byCommandQuery = z.object({ command: z.coerce.number().pipe(idField) });
const idQuery = z.object({ id: z.coerce.number().pipe(idField) });
const screenQuery = z.object({ screen: z.coerce.number().pipe(idField) });
const ticketEmailBody = z.object({ id: idField, email: emailField.optional() });
/** The command's table waiting to pay (the bill asked for by word) or back to busy. */
const tableStatusBody = z.object({ id: idField, status: z.enum(["busy", "pendingPay"]) });

type Area = "orders" | "requests_tables";
/** A table's order belongs to the tables module (requests_tables); the other kinds to orders. */
const areaOf = (kind: OrderKind): Area => (kind === "local" ? "requests_tables" : "orders");

function actorOf(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return {
    localId: request.local.id,
    userId: session.user.id,
    authorizedBy: request.authorizedBy ?? null,
    tpvId: session.tpvId,
  };
}

/** A discount is a named action (orders.discount): the till asks a manager when it lacks it. */
function touchesDiscount(body: OrderInsert | OrderUpdate): boolean {
  return (
    (body.discount !== undefined && body.discount !== null && body.discount.value > 0) ||
    (body.products ?? []).some((line) => (line.discount ?? 0) > 0 || line.is_discounted === true)
  );
}

export function registerOrdersRoutes(
  app: FastifyInstance,
  {
    db,
    auth,
    orders,
    payments,
    commands,
    boards,
    kitchen,
  }: {
    db: Db;
    auth: AuthPort;
    orders: OrdersService;
    payments: PaymentsService;
    commands: CommandsService;
    boards: OrderBoards;
    kitchen: KitchenService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  // ---- Orders of each kind (spec §7 Orders: insert per kind, update on the same path + id)
  for (const kind of ORDER_KINDS) {
    const tags = [`requests/${kind}`];
    r.post(
      `/api/v1/requests/${kind}`,
      {
        schema: { tags, body: orderInsertSchema },
      },
      async (request, reply) => {
        if (touchesDiscount(request.body)) await can(request, "orders.discount");
        if (kind === "local") return openTable(request, reply, request.body);
        return reply.status(201).send(ok(await orders.create(actorOf(request), kind, request.body)));
      },
    );
    r.put(
      `/api/v1/requests/${kind}/:id`,
      {
        schema: { tags, params: idParams, body: orderUpdateSchema },
      },
      async (request) => {
        if (touchesDiscount(request.body)) await can(request, "orders.discount");
        return ok(await orders.update(actorOf(request), request.params.id, request.body, [kind]));
      },
    );
  }

  const tags = ["requests"];
  r.get("/api/v1/requests", { schema: { tags, querystring: orderListQuerySchema } }, async (request) =>
    ok(await orders.list(request.local.id, request.query)),
  );
  r.get("/api/v1/requests/get_by_screen", { schema: { tags, querystring: screenQuery } }, async (request) =>
    ok(await boards.byScreen(request.local.id, request.query.screen)),
  );
  r.get("/api/v1/requests/delivery", { schema: { tags } }, async (request) =>
    ok(await boards.deliveryBoard(request.local.id)),
  );
  r.get("/api/v1/requests/retrieve_report", { schema: { tags, querystring: idQuery } }, async (request) => {
    await authorizeOn(request, request.query.id, "view");
    return ok(await boards.report(request.local.id, request.query.id));
  });
  r.get(
    "/api/v1/requests/get_client_or_user",
    { schema: { tags, querystring: idQuery } },
    async (request) => {
      await authorizeOn(request, request.query.id, "view");
      return ok(await boards.clientOrUser(request.local.id, request.query.id));
    },
  );
  // Sending or printing a client's ticket is a cashier's act, not the kitchen's: update, not view.
  for (const path of ["ticket_email", "domicile_pickup_ticket_email"]) {
    r.post(`/api/v1/requests/${path}`, { schema: { tags, body: ticketEmailBody } }, async (request) => {
      await authorizeOn(request, request.body.id, "update");
      return ok(
        await boards.ticketEmail(actorOf(request), request.body.id, ticketOptions(request, request.body)),
      );
    });
  }
  r.get("/api/v1/requests/:id", { schema: { tags, params: idParams } }, async (request) => {
    await authorizeOn(request, request.params.id, "view");
    return ok(await orders.get(request.local.id, request.params.id));
  });
  r.post(
    "/api/v1/requests/change_process_status",
    { schema: { tags, body: changeProcessStatusBodySchema } },
    async (request) => {
      const { id, process_status, reason } = request.body;
      const payment = handOverPayment(request.body);
      if (payment && reason !== undefined) throw errors.field("reason", "validation.invalid_value");
      // Taking money is a cashier's act; handing over unpaid is letting it go without payment.
      if (payment) await authorizeOn(request, id, "update");
      if (reason !== undefined) await can(request, "orders.close_without_payment");
      return ok(
        await kitchen.changeProcessStatus(actorOf(request), id, process_status, {
          ...(payment ? { payment } : {}),
          ...(reason === undefined ? {} : { reason }),
        }),
      );
    },
  );
  r.post("/api/v1/requests/mark", { schema: { tags, body: markBodySchema } }, async (request) =>
    ok(await kitchen.markLine(actorOf(request), request.body.id, request.body.process_status)),
  );
  r.post("/api/v1/requests/markOption", { schema: { tags, body: markOptionBodySchema } }, async (request) =>
    ok(await kitchen.markOptions(actorOf(request), request.body.list_options, request.body.process_status)),
  );
  r.post("/api/v1/requests/invalidate", { schema: { tags, body: invalidateBodySchema } }, async (request) =>
    ok(await orders.invalidate(actorOf(request), request.body.id, request.body.reason)),
  );
  r.post(
    "/api/v1/requests/accept_invalidate",
    { schema: { tags, body: acceptBodySchema } },
    async (request) => ok(await orders.accept(actorOf(request), request.body)),
  );
  for (const path of ["/api/v1/requests/change_status", "/api/v1/commands/change_status"])
    r.post(path, { schema: { tags, body: changeStatusBodySchema } }, async (request) => {
      const { id, status } = request.body;
      const kind = await authorizeOn(request, id, "update");
      const actor = () => actorOf(request);
      switch (status) {
        case "invalidated":
          await can(request, "orders.invalidate");
          return ok(await orders.invalidate(actor(), id));
        case "finished":
          await can(request, "orders.close_without_payment");
          return ok(await payments.close(actor(), id, { withPayment: false }, [kind]));
        case "payed":
          return ok(await payments.close(actor(), id, { withPayment: true }, [kind]));
        case "solicitado":
          return ok(await orders.accept(actor(), { id, is_accepted: true }));
        default:
          throw errors.field("status", "orders.illegal_status_transition", { from: "", to: status });
      }
    });
  r.get("/api/v1/requests/check_in_kitchen", { schema: { tags, querystring: idQuery } }, async (request) => {
    await authorizeOn(request, request.query.id, "view");
    return ok(await kitchen.inKitchen(request.local.id, request.query.id));
  });
  r.post("/api/v1/requests/close", { schema: { tags, body: closeCommandBodySchema } }, async (request) => {
    await authorizeOn(request, request.body.id, "update");
    return ok(await payments.close(actorOf(request), request.body.id, closeOptions(request.body)));
  });
  r.post("/api/v1/requests/close_all_domicile_pickup", { schema: { tags } }, async (request) =>
    ok(await payments.closeAllDomicilePickup(actorOf(request))),
  );
  r.post("/api/v1/requests/check", { schema: { tags, body: orderIdBodySchema } }, async (request) => {
    await authorizeOn(request, request.body.id, "update");
    return ok(await commands.check(actorOf(request), request.body.id));
  });
  r.post("/api/v1/requests/print", { schema: { tags, body: printBody } }, async (request) => {
    await authorizeOn(request, request.body.id, request.body.kind === "ticket" ? "update" : "view");
    return ok(await orders.print(actorOf(request), request.body.id, request.body.kind));
  });
  r.post(
    "/api/v1/requests/assign_dealer",
    { schema: { tags, body: assignDealerBodySchema } },
    async (request) => ok(await orders.assignDealer(actorOf(request), request.body.id, request.body.dealer)),
  );

  // ---- Commands: a table's order (spec §7 Commands)
  const commandTags = ["commands"];
  const commandBody = orderInsertSchema.omit({ table: true }).extend({ table: idField });
  r.post("/api/v1/commands", { schema: { tags: commandTags, body: commandBody } }, async (request, reply) => {
    if (touchesDiscount(request.body)) await can(request, "orders.discount");
    return openTable(request, reply, request.body);
  });
  r.put(
    "/api/v1/commands/:id",
    {
      schema: { tags: commandTags, params: idParams, body: orderUpdateSchema },
    },
    async (request) => {
      if (touchesDiscount(request.body)) await can(request, "orders.discount");
      return ok(await orders.update(actorOf(request), request.params.id, request.body, ["local"]));
    },
  );
  r.get(
    "/api/v1/commands/get_command",
    {
      schema: { tags: commandTags, querystring: commandQuery },
    },
    async (request) => ok(await orders.openCommandOfTable(request.local.id, request.query.table)),
  );
  r.get("/api/v1/commands/:id", { schema: { tags: commandTags, params: idParams } }, async (request) =>
    ok(await orders.get(request.local.id, request.params.id, ["local"])),
  );
  r.post(
    "/api/v1/commands/march",
    {
      schema: { tags: commandTags, body: marchBodySchema },
    },
    async (request) => ok(await commands.march(actorOf(request), request.body.id, request.body.order)),
  );
  r.post(
    "/api/v1/commands/check_command",
    {
      schema: { tags: commandTags, body: orderIdBodySchema },
    },
    async (request) => ok(await commands.check(actorOf(request), request.body.id)),
  );
  r.post(
    "/api/v1/commands/close_command",
    {
      schema: { tags: commandTags, body: closeCommandBodySchema },
    },
    async (request) =>
      ok(await payments.close(actorOf(request), request.body.id, closeOptions(request.body), ["local"])),
  );
  r.post(
    "/api/v1/commands/close_command_without_payment",
    {
      schema: { tags: commandTags, body: orderIdBodySchema },
    },
    async (request) =>
      ok(await payments.close(actorOf(request), request.body.id, { withPayment: false }, ["local"])),
  );
  r.post(
    "/api/v1/commands/invalidate",
    {
      schema: { tags: commandTags, body: invalidateBodySchema },
    },
    async (request) => ok(await orders.invalidate(actorOf(request), request.body.id, request.body.reason)),
  );
  r.post(
    "/api/v1/commands/change_table",
    {
      schema: { tags: commandTags, body: changeTableBodySchema },
    },
    async (request) =>
      ok(await commands.changeTable(actorOf(request), request.body.id, request.body.new_table)),
  );
  r.post(
    "/api/v1/commands/fuse",
    {
      schema: { tags: commandTags, body: fuseTablesBodySchema },
    },
    async (request) =>
      ok(await commands.fuse(actorOf(request), request.body.id, request.body.command, request.body.confirm)),
  );
  r.post(
    "/api/v1/commands/restore_payment",
    {
      schema: { tags: commandTags, body: restorePaymentBodySchema },
    },
    async (request) => ok(await payments.restore(actorOf(request), request.body.id)),
  );
  r.post(
    "/api/v1/commands/local_ticket_email",
    { schema: { tags: commandTags, body: ticketEmailBody } },
    async (request) =>
      ok(await boards.ticketEmail(actorOf(request), request.body.id, ticketOptions(request, request.body))),
  );
  r.get(
    "/api/v1/commands/retrieve_report",
    { schema: { tags: commandTags, querystring: idQuery } },
    async (request) => ok(await boards.report(request.local.id, request.query.id)),
  );
  for (const path of ["/api/v1/commands/print_split", "/api/v1/commands/print_split/delivery"])
    r.post(path, { schema: { tags: commandTags, body: restorePaymentBodySchema } }, async (request) => {
      const payment = await payments.find(request.local.id, request.body.id);
      await authorizeOn(request, payment.request_id, "update");
      return ok(await orders.printPayment(actorOf(request), payment));
    });
  r.post(
    "/api/v1/commands/local_ticket_email_split",
    { schema: { tags: commandTags, body: ticketEmailBody } },
    async (request) => {
      const payment = await payments.find(request.local.id, request.body.id);
      await authorizeOn(request, payment.request_id, "update");
      return ok(
        await boards.ticketEmail(actorOf(request), payment.request_id, {
          ...ticketOptions(request, request.body),
          payment,
        }),
      );
    },
  );
  r.post(
    "/api/v1/commands/change_status_by_command",
    {
      schema: { tags: commandTags, body: tableStatusBody },
    },
    async (request) =>
      ok(await commands.setTableStatus(actorOf(request), request.body.id, request.body.status)),
  );
  r.post(
    "/api/v1/commands/print_all",
    {
      schema: { tags: commandTags, body: orderIdBodySchema },
    },
    async (request) => ok(await orders.print(actorOf(request), request.body.id, "kitchen")),
  );

  // ---- Payments (spec §7 Payments)
  const paymentTags = ["payments"];
  r.post(
    "/api/v1/payments/by_price",
    { schema: { tags: paymentTags, body: payByPriceBodySchema } },
    async (request) => {
      await authorizeOn(request, request.body.command, "update");
      return ok(await payments.payByPrice(actorOf(request), request.body));
    },
  );
  for (const path of ["/api/v1/payments/by_products", "/api/v1/payments/by_products/delivery"])
    r.post(path, { schema: { tags: paymentTags, body: payByProductsBodySchema } }, async (request) => {
      await authorizeOn(request, request.body.command, "update");
      return ok(await payments.payByProducts(actorOf(request), request.body));
    });
  r.post(
    "/api/v1/payments/restore",
    {
      schema: { tags: paymentTags, body: restorePaymentBodySchema },
    },
    async (request) => ok(await payments.restore(actorOf(request), request.body.id)),
  );
  for (const path of ["/api/v1/payments/restore_item", "/api/v1/payments/restore_item/delivery"])
    r.post(path, { schema: { tags: paymentTags, body: restoreItemBodySchema } }, async (request) => {
      await authorizeOn(request, request.body.id, "update");
      return ok(await payments.restoreItem(actorOf(request), request.body.id, request.body.request_item));
    });
  r.post(
    "/api/v1/payments/change_payment",
    { schema: { tags: paymentTags, body: changePaymentBodySchema } },
    async (request) =>
      ok(await payments.changePayment(actorOf(request), request.body.id, request.body.credit_card)),
  );
  r.get(
    "/api/v1/payments/get_by_command",
    { schema: { tags: paymentTags, querystring: byCommandQuery } },
    async (request) => {
      await authorizeOn(request, request.query.command, "view");
      return ok(await payments.byCommand(request.local.id, request.query.command));
    },
  );
  r.post(
    "/api/v1/payments/check",
    { schema: { tags: paymentTags, body: orderIdBodySchema } },
    async (request) => {
      await authorizeOn(request, request.body.id, "view");
      const order = await orders.get(request.local.id, request.body.id);
      return ok({
        id: order.id,
        price: order.price,
        paid: order.paid,
        pending: order.pending,
        paid_all: order.pending === 0,
      });
    },
  );
  r.get("/api/v1/payments/getPaymentsType", { schema: { tags: paymentTags } }, async () =>
    ok({ results: PAYMENT_TYPES, total: PAYMENT_TYPES.length }),
  );
}

function ticketOptions(request: FastifyRequest, body: { email?: string }) {
  return {
    ...(body.email === undefined ? {} : { email: body.email }),
    localName: request.local.name,
  };
}

/** The payment taken as an order is handed over; the tip and cash handed over only come with one. */
function handOverPayment(body: ChangeProcessStatusBody): CloseOptions | undefined {
  const { payment_type, tip_amount, tip_option, tendered, invoice_recipient } = body;
  if (payment_type === undefined) {
    if (tendered !== undefined) throw errors.field("tendered", "payments.tendered_not_cash");
    if (tip_amount !== undefined) throw errors.field("tip_amount", "validation.invalid_value");
    // An invoice is for a sale: without a payment at the hand-over there is none to make out.
    if (invoice_recipient !== undefined) throw errors.field("invoice_recipient", "validation.invalid_value");
    return undefined;
  }
  return {
    withPayment: true,
    paymentType: payment_type,
    creditCard: payment_type === "credit_card",
    ...(tip_amount === undefined ? {} : { tipCents: Math.round(tip_amount * 100) }),
    ...(tip_option === undefined ? {} : { tipOption: tip_option }),
    ...(tendered === undefined ? {} : { tenderedCents: Math.round(tendered * 100) }),
    ...(invoice_recipient === undefined ? {} : { invoiceRecipient: invoice_recipient }),
  };
}

function closeOptions(body: z.infer<typeof closeCommandBodySchema>) {
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
