import {
  deviceCredentialsBodySchema,
  devicePaymentBodySchema,
  devicePaymentRefSchema,
  dojoSignatureBodySchema,
  idField,
  type OrderKind,
  type PaymentDevice,
  type PermissionKey,
  tillTerminalBodySchema,
} from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthPort } from "../../platform/auth/session";
import type { Db } from "../../platform/db/client";
import { ok } from "../../platform/http/envelope";
import { authorize, sessionOf } from "../../platform/http/request-context.plugin";
import type { Actor } from "../orders/order-events";
import { findOrder } from "../orders/order-store";
import type { PaymentDevicesService } from "./payment-devices.service";

const idBody = z.object({ id: idField });
const confirmationBody = dojoSignatureBodySchema.partial({ accepted: true });
const tags = ["payments"];

function actorOf(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return {
    localId: request.local.id,
    userId: session.user.id,
    authorizedBy: request.authorizedBy ?? null,
    tpvId: session.tpvId,
  };
}

/** A table's order is the tables module's (requests_tables); the other kinds the orders'. */
const areaOf = (kind: OrderKind) => (kind === "local" ? "requests_tables" : "orders");

/**
 * Card terminal and cash machine calls (spec §7 Payments): dojo, dojo/cancel, dojo/transaction,
 * dojo/confirmation, cashmatic, cashmatic/cancel, and cashmatic/transaction to follow the machine
 * (inserted, change) as dojo/transaction follows the terminal.
 */
export function registerPaymentDevicesRoutes(
  app: FastifyInstance,
  { db, auth, devices }: { db: Db; auth: AuthPort; devices: PaymentDevicesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Charging an order is updating it, on its own area (as by_price and by_products). */
  async function mayCharge(request: FastifyRequest, orderId: number) {
    const order = await findOrder(db, request.local.id, orderId);
    await authorize(request, auth, `${areaOf(order.kind)}.update` as PermissionKey);
  }

  for (const device of ["dojo", "cashmatic"] as const satisfies readonly PaymentDevice[]) {
    r.post(
      `/api/v1/payments/${device}`,
      { schema: { tags, body: devicePaymentBodySchema } },
      async (request) => {
        await mayCharge(request, request.body.command);
        return ok(await devices.start(actorOf(request), device, request.body));
      },
    );
    r.post(`/api/v1/payments/${device}/cancel`, { schema: { tags, body: idBody } }, async (request) => {
      await mayCharge(request, await devices.orderOf(request.local.id, device, request.body));
      return ok(await devices.cancel(request.local.id, device, request.body.id));
    });
    r.post(
      `/api/v1/payments/${device}/transaction`,
      { schema: { tags, body: devicePaymentRefSchema } },
      async (request) => {
        await mayCharge(request, await devices.orderOf(request.local.id, device, request.body));
        return ok(await devices.follow(request.local.id, device, request.body));
      },
    );
  }
  r.post(
    "/api/v1/payments/dojo/confirmation",
    { schema: { tags, body: confirmationBody } },
    async (request) => {
      await mayCharge(request, await devices.orderOf(request.local.id, "dojo", request.body));
      return ok(await devices.confirm(request.local.id, request.body.id, request.body.accepted));
    },
  );
  // The manager's screen of charges no payment row holds (issue 32: never a charged card lost).
  r.get("/api/v1/payments/devices/unresolved", { schema: { tags } }, async (request) =>
    ok(await devices.unresolved(request.local.id)),
  );
  r.post("/api/v1/payments/dojo/refund", { schema: { tags, body: idBody } }, async (request) =>
    ok(await devices.refund(actorOf(request), request.body.id)),
  );
  r.post("/api/v1/payments/devices/attach", { schema: { tags, body: idBody } }, async (request) =>
    ok(await devices.attach(actorOf(request), request.body.id)),
  );
  r.get("/api/v1/payments/dojo/terminals", { schema: { tags } }, async (request) =>
    ok(await devices.terminals(request.local.id)),
  );
  // The local's own terminal account and machine: the secrets go in, only has_* flags come out.
  r.get("/api/v1/payments/devices/credentials", { schema: { tags } }, async (request) =>
    ok(await devices.credentials(request.local.id)),
  );
  r.put(
    "/api/v1/payments/devices/credentials",
    { schema: { tags, body: deviceCredentialsBodySchema } },
    async (request) => ok(await devices.saveCredentials(request.local.id, request.body)),
  );
  r.post(
    "/api/v1/payments/dojo/till_terminal",
    { schema: { tags, body: tillTerminalBodySchema } },
    async (request) =>
      ok(await devices.setTillTerminal(request.local.id, request.body.tpv, request.body.terminal_id)),
  );
}
