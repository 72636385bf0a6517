import {
  type ChangeProcessStatusBody,
  changeProcessStatusBodySchema,
  markBodySchema,
  markOptionBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors/app-error";
import { ok } from "../../platform/http/envelope";
import type { CloseOptions } from "./close-order";
import { actorOf, idQuery, type OrderRouteAccess, type OrdersRoutesDeps } from "./orders-route-context";

/** The kitchen's calls on an order and its lines, and the hand-over of a pickup or delivery. */
export function registerOrderKitchenRoutes(
  app: FastifyInstance,
  { kitchen }: OrdersRoutesDeps,
  { authorizeOn, can }: OrderRouteAccess,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const tags = ["requests"];
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
  r.get("/api/v1/requests/check_in_kitchen", { schema: { tags, querystring: idQuery } }, async (request) => {
    await authorizeOn(request, request.query.id, "view");
    return ok(await kitchen.inKitchen(request.local.id, request.query.id));
  });
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
