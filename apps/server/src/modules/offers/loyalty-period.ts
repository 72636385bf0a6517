import type { LoyaltyFigures, LoyaltyPeriod, LoyaltyPeriodQuery } from "@comanda/domain";
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { loyaltyPoints, requestItems, requests } from "../orders/orders.schema";
import { offerUses } from "./offers.schema";

const day = (column: SQL | unknown, timezone: string) => sql`(${column} at time zone ${timezone})::date`;

/**
 * The loyalty figures of a period of the local's calendar (issue 28 point 5): offer uses and
 * the discount they gave, points earned, redeemed and reversed, and the points outstanding at
 * its end. Read by the reports (issue 29); everything comes from the ledger and the uses, so
 * it always adds up with the clients' balances.
 */
export async function loyaltyPeriod(
  db: Db,
  localId: number,
  range: LoyaltyPeriodQuery,
  timezone: string,
): Promise<LoyaltyPeriod> {
  const within = (column: unknown) =>
    sql`${day(column, timezone)} between ${range.date_from}::date and ${range.date_to}::date`;
  const upToEnd = (column: unknown) => sql`${day(column, timezone)} <= ${range.date_to}::date`;
  const figures = await loyaltyFigures(db, localId, within, upToEnd);
  return { date_from: range.date_from, date_to: range.date_to, ...figures };
}

/**
 * The same figures between two instants, as the box report's period runs: after `since` (the
 * last closing; null: from the start) up to and including `until`.
 */
export function loyaltyBetween(
  db: Db,
  localId: number,
  since: Date | null,
  until: Date,
): Promise<LoyaltyFigures> {
  const upTo = (column: unknown) => sql`${column} <= ${until.toISOString()}::timestamptz`;
  const within = (column: unknown) =>
    since === null ? upTo(column) : sql`${column} > ${since.toISOString()}::timestamptz and ${upTo(column)}`;
  return loyaltyFigures(db, localId, within, upTo);
}

async function loyaltyFigures(
  db: Db,
  localId: number,
  within: (column: unknown) => SQL,
  upToEnd: (column: unknown) => SQL,
): Promise<LoyaltyFigures> {
  const [uses] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offerUses)
    .where(and(eq(offerUses.local_id, localId), isNull(offerUses.released_at), within(offerUses.used_at)));
  // Gross minus charged, per order paid in the period with a code (lines as the domain rounds them).
  const paidWithCode = db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.local_id, localId),
        eq(requests.status, "payed"),
        isNotNull(requests.promotion_id),
        within(requests.closed_at),
      ),
    );
  const [gross] = await db
    .select({
      cents: sql<number>`coalesce(sum(round((${requestItems.unit_cents} + ${requestItems.options_cents}) * ${requestItems.qty})), 0)::int`,
    })
    .from(requestItems)
    .where(and(inArray(requestItems.request_id, paidWithCode), isNull(requestItems.deleted_at)));
  const [charged] = await db
    .select({ cents: sql<number>`coalesce(sum(${requests.total_cents}), 0)::int` })
    .from(requests)
    .where(inArray(requests.id, paidWithCode));
  const [points] = await db
    .select({
      earned: sql<number>`coalesce(sum(${loyaltyPoints.points}) filter (where not ${loyaltyPoints.is_reversal} and ${loyaltyPoints.award_id} is null and ${within(loyaltyPoints.created_at)}), 0)::int`,
      redeemed: sql<number>`coalesce(-sum(${loyaltyPoints.points}) filter (where not ${loyaltyPoints.is_reversal} and ${loyaltyPoints.award_id} is not null and ${within(loyaltyPoints.created_at)}), 0)::int`,
      reversed: sql<number>`coalesce(sum(${loyaltyPoints.points}) filter (where ${loyaltyPoints.is_reversal} and ${within(loyaltyPoints.created_at)}), 0)::int`,
      outstanding: sql<number>`coalesce(sum(${loyaltyPoints.points}) filter (where ${upToEnd(loyaltyPoints.created_at)}), 0)::int`,
    })
    .from(loyaltyPoints)
    .where(eq(loyaltyPoints.local_id, localId));
  return {
    offers_used: uses?.count ?? 0,
    discount_given: ((gross?.cents ?? 0) - (charged?.cents ?? 0)) / 100,
    points_earned: points?.earned ?? 0,
    points_redeemed: points?.redeemed ?? 0,
    points_reversed: points?.reversed ?? 0,
    points_outstanding: points?.outstanding ?? 0,
  };
}
