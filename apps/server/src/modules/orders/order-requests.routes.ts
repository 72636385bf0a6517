import {
  acceptBodySchema,
  assignDealerBodySchema,
  changeStatusBodySchema,
  closeCommandBodySchema,
  idField,
  invalidateBodySchema,
  ORDER_KINDS,
  orderIdBodySchema,
  orderInsertSchema,
  orderListQuerySchema,
  orderUpdateSchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../platform/errors/app-error";
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

const printBody = z.object({ id: idField, kind: z.enum(["kitchen", "ticket"]).default("ticket") });
const screenQuery = z.object({ screen: z.coerce.number().pipe(idField) });

/** Orders of every kind (spec §7 Orders) and the calls on any order under /requests. */
export function registerOrderRequestRoutes(
  app: FastifyInstance,
  { orders, payments, commands, boards }: OrdersRoutesDeps,
  { authorizeOn, can, openTable }: OrderRouteAccess,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
