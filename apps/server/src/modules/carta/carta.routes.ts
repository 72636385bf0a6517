import {
  cartaCallWaiterSchema,
  cartaKioskOrderSchema,
  cartaPathTokenField,
  cartaSlotsQuerySchema,
  cartaTableOrderSchema,
  cartaTakeawayOrderSchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import { callWaiter } from "./call-waiter";
import type { CartaDeps } from "./carta-deps";
import { cartaMenu } from "./carta-menu";
import { cartaOrderStatus } from "./carta-order-status";
import { cartaSlots } from "./carta-slots";
import { tableOfToken } from "./carta-table";
import { throttle } from "./carta-throttle";
import { placeKioskOrder } from "./place-kiosk-order";
import { placeTableOrder } from "./place-table-order";
import { placeTakeawayOrder } from "./place-takeaway-order";

const tokenParams = z.object({ token: cartaPathTokenField });

/** The customer's digital menu (issue 34): public calls, no staff session; see carta-api.md. */
export function registerCartaRoutes(app: FastifyInstance, deps: CartaDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["carta/public"];
  const base = "/api/v1/public/carta";

  r.get(
    `${base}/menu`,
    { schema: { tags, querystring: z.object({ mesa: cartaPathTokenField.optional() }) } },
    async (request) => {
      const { mesa } = request.query;
      const table = mesa === undefined ? undefined : await tableOfToken(deps.db, request.local.id, mesa);
      return ok(await cartaMenu(deps, request.local, table));
    },
  );
  r.get(`${base}/tables/:token`, { schema: { tags, params: tokenParams } }, async (request) => {
    await throttle(deps.db, request.local.id, "table_lookup", { ip: request.ip });
    const table = await tableOfToken(deps.db, request.local.id, request.params.token);
    return ok({ name: table.name });
  });
  r.post(
    `${base}/tables/:token/orders`,
    { schema: { tags, params: tokenParams, body: cartaTableOrderSchema } },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await placeTableOrder(deps, request.local.id, request.ip, request.params.token, request.body),
      );
    },
  );
  r.post(
    `${base}/tables/:token/call_waiter`,
    { schema: { tags, params: tokenParams, body: cartaCallWaiterSchema } },
    async (request) =>
      ok(await callWaiter(deps, request.local.id, request.ip, request.params.token, request.body.reason)),
  );
  r.post(`${base}/orders`, { schema: { tags, body: cartaTakeawayOrderSchema } }, async (request, reply) => {
    reply.status(201);
    return ok(await placeTakeawayOrder(deps, request.local.id, request.ip, request.body));
  });
  r.post(
    `${base}/kiosk/orders`,
    { schema: { tags, body: cartaKioskOrderSchema } },
    async (request, reply) => {
      reply.status(201);
      return ok(await placeKioskOrder(deps, request.local.id, request.ip, request.body));
    },
  );
  r.get(`${base}/orders/:token`, { schema: { tags, params: tokenParams } }, async (request) => {
    await throttle(deps.db, request.local.id, "order_status", { ip: request.ip });
    return ok(await cartaOrderStatus(deps, request.local.id, request.params.token));
  });
  r.get(`${base}/slots`, { schema: { tags, querystring: cartaSlotsQuerySchema } }, async (request) => {
    const results = await cartaSlots(
      deps,
      request.local.id,
      request.ip,
      request.query.kind,
      request.query.date,
    );
    return ok({ results, total: results.length });
  });
}
