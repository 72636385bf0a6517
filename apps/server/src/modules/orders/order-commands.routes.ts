import {
  changeTableBodySchema,
  closeCommandBodySchema,
  fuseTablesBodySchema,
  idField,
  invalidateBodySchema,
  marchBodySchema,
  orderIdBodySchema,
  orderInsertSchema,
  orderUpdateSchema,
  restorePaymentBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import {
  actorOf,
  closeOptions,
  idParams,
  idQuery,
  type OrderRouteAccess,
  type OrdersRoutesDeps,
  ticketEmailBody,
  ticketOptions,
  touchesDiscount,
} from "./orders-route-context";

const commandQuery = z.object({ table: z.coerce.number().pipe(idField) });
/** The command's table waiting to pay (the bill asked for by word) or back to busy. */
const tableStatusBody = z.object({ id: idField, status: z.enum(["busy", "pendingPay"]) });

export function registerOrderCommandRoutes(
  app: FastifyInstance,
  { orders, payments, commands, boards }: OrdersRoutesDeps,
  { authorizeOn, can, openTable }: OrderRouteAccess,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
