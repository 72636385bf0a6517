import { redeemAwardBodySchema } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { Actor } from "../orders/order-events";
import type { createAwardRedemption } from "./redeem-award";

function actorOf(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return {
    localId: request.local.id,
    userId: session.user.id,
    authorizedBy: request.authorizedBy ?? null,
    tpvId: session.tpvId,
  };
}

/** Redeeming an award on an open order (issue 28): whoever may change orders may do it. */
export function registerAwardsRoutes(
  app: FastifyInstance,
  { redeem }: { redeem: ReturnType<typeof createAwardRedemption> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/v1/awards/redeem",
    { schema: { tags: ["awards"], body: redeemAwardBodySchema } },
    async (request) => ok(await redeem(actorOf(request), request.body)),
  );
}
