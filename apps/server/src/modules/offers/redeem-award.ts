import {
  AWARD_MESSAGES,
  awardIsCurrent,
  calendarDateIn,
  type OrderUpdate,
  type RedeemAwardBody,
} from "@comanda/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import type { Actor } from "../orders/order-events";
import { loyaltyPoints } from "../orders/orders.schema";
import type { OrdersService } from "../orders/orders.service";
import type { SettingsService } from "../settings/settings.service";
import { awards } from "./offers.schema";

/** Orders a client's redemptions: two tills spending one balance at once are served in turn. */
const CLIENT_POINTS_LOCK = 727_028;

/**
 * Redeems an award on an open order with a client (issue 28 point 3): in the order change's
 * own transaction the client's balance is locked and checked, the points are spent (a ledger
 * row with the award) and the gift is applied — the product as a line at 100 % off, or the
 * award's discount as the order's. An invalidated order gives the points back through the
 * ledger's reversal.
 */
export function createAwardRedemption({
  db,
  orders,
  settings,
  clock = () => new Date(),
}: {
  db: Db;
  orders: Pick<OrdersService, "update">;
  settings: Pick<SettingsService, "get">;
  clock?: () => Date;
}) {
  return async function redeemAward(actor: Actor, body: RedeemAwardBody) {
    const [award] = await db
      .select()
      .from(awards)
      .where(and(eq(awards.local_id, actor.localId), eq(awards.id, body.award), isNull(awards.deleted_at)));
    if (!award) throw errors.field("award", "validation.unknown_reference", { ids: String(body.award) });
    const change: OrderUpdate =
      award.gives === "product" && award.product !== null
        ? { products: [{ id: award.product, qty: 1, discount: 100 }] }
        : { discount: { type: award.discount_type, value: award.price ?? 0 } };
    return orders.update(actor, body.request, change, undefined, async (tx, order) => {
      if (order.client_id === null) throw new AppError(400, AWARD_MESSAGES.needsClient);
      if (award.gives === "discount" && (order.discount_type !== null || order.promotion_id !== null))
        throw new AppError(400, AWARD_MESSAGES.orderHasDiscount);
      const { timezone } = await settings.get(actor.localId, "global", tx);
      if (!awardIsCurrent(award, calendarDateIn(clock(), timezone)))
        throw new AppError(400, AWARD_MESSAGES.unavailable, { award: award.name });
      await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_POINTS_LOCK}, ${order.client_id})`);
      const [balance] = await tx
        .select({ points: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
        .from(loyaltyPoints)
        .where(and(eq(loyaltyPoints.local_id, actor.localId), eq(loyaltyPoints.client_id, order.client_id)));
      const points = balance?.points ?? 0;
      if (points < award.points)
        throw new AppError(400, AWARD_MESSAGES.notEnoughPoints, { points: award.points, balance: points });
      await tx.insert(loyaltyPoints).values({
        local_id: actor.localId,
        client_id: order.client_id,
        request_id: order.id,
        points: -award.points,
        award_id: award.id,
        created_at: clock(),
      });
    });
  };
}
