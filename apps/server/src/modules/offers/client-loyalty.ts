import {
  CLIENT_LOYALTY_LIMIT,
  type ClientLoyalty,
  calendarDateIn,
  loyaltyEntryKind,
  personName,
} from "@comanda/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { clients } from "../clients/clients.schema";
import { loyaltyPoints, requests } from "../orders/orders.schema";
import type { SettingsService } from "../settings/settings.service";
import { awardsOnOffer } from "./awards-on-offer";
import { awards, offers, offerUses } from "./offers.schema";

/**
 * A client's points balance (the sum of the ledger), the newest ledger rows with their
 * order, and the offers the client used (issue 28 point 4). Read by the clients list and the
 * order's client panel.
 */
export async function clientLoyalty(
  { db, settings, clock }: { db: Db; settings: Pick<SettingsService, "get">; clock: () => Date },
  localId: number,
  clientId: number,
): Promise<ClientLoyalty> {
  const [client] = await db
    .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
    .from(clients)
    .where(and(eq(clients.local_id, localId), eq(clients.id, clientId)));
  if (!client) throw errors.notFound();
  const [balance] = await db
    .select({ points: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.local_id, localId), eq(loyaltyPoints.client_id, clientId)));
  const entries = await db
    .select({
      id: loyaltyPoints.id,
      points: loyaltyPoints.points,
      request: loyaltyPoints.request_id,
      serial: requests.serial,
      award_id: loyaltyPoints.award_id,
      is_reversal: loyaltyPoints.is_reversal,
      award_name: awards.name,
      created_at: loyaltyPoints.created_at,
    })
    .from(loyaltyPoints)
    .innerJoin(requests, eq(requests.id, loyaltyPoints.request_id))
    .leftJoin(awards, eq(awards.id, loyaltyPoints.award_id))
    .where(and(eq(loyaltyPoints.local_id, localId), eq(loyaltyPoints.client_id, clientId)))
    .orderBy(desc(loyaltyPoints.id))
    .limit(CLIENT_LOYALTY_LIMIT);
  const uses = await db
    .select({
      id: offerUses.id,
      offer: offerUses.offer_id,
      code: offers.code,
      name: offers.name,
      request: offerUses.request_id,
      serial: requests.serial,
      used_at: offerUses.used_at,
      released_at: offerUses.released_at,
    })
    .from(offerUses)
    .innerJoin(offers, eq(offers.id, offerUses.offer_id))
    .leftJoin(requests, eq(requests.id, offerUses.request_id))
    .where(and(eq(offerUses.local_id, localId), eq(offerUses.client_id, clientId)))
    .orderBy(desc(offerUses.id))
    .limit(CLIENT_LOYALTY_LIMIT);
  const { timezone } = await settings.get(localId, "global");
  const today = calendarDateIn(clock(), timezone);
  const offered = await awardsOnOffer(db, localId, today);
  const points = balance?.points ?? 0;
  return {
    client: clientId,
    name: personName(client),
    balance: points,
    entries: entries.map(({ award_id, is_reversal, ...entry }) => ({
      ...entry,
      kind: loyaltyEntryKind({ award_id, is_reversal }),
      created_at: entry.created_at.toISOString(),
    })),
    offers_used: uses.map(({ released_at, used_at, ...use }) => ({
      ...use,
      used_at: used_at.toISOString(),
      released: released_at !== null,
    })),
    awards: offered.map((award) => ({ ...award, reachable: award.points <= points })),
  };
}
