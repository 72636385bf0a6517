import {
  changePaymentBodySchema,
  idField,
  orderIdBodySchema,
  PAYMENT_TYPES,
  payByPriceBodySchema,
  payByProductsBodySchema,
  restoreItemBodySchema,
  restorePaymentBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import { actorOf, type OrderRouteAccess, type OrdersRoutesDeps } from "./orders-route-context";

const byCommandQuery = z.object({ command: z.coerce.number().pipe(idField) });

export function registerOrderPaymentRoutes(
  app: FastifyInstance,
  { orders, payments }: OrdersRoutesDeps,
  { authorizeOn }: OrderRouteAccess,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
