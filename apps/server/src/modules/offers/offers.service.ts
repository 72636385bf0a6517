import {
  calendarDateIn,
  normalizeOfferCode,
  OFFER_CODE_PATTERN,
  OFFER_MESSAGES,
  OFFER_REFUSAL_MESSAGES,
  offerRefusal,
} from "@comanda/domain";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, fieldError } from "../../platform/errors/app-error";
import { clients } from "../clients/clients.schema";
import { assertInLocal } from "../menu/menu-references";
import type { SettingsService } from "../settings/settings.service";
import { offers, offerUses } from "./offers.schema";

type OfferRow = typeof offers.$inferSelect;

/** What a usable code answers: enough for the order to apply the discount. */
export interface UsableOffer {
  id: number;
  name: string;
  code: string;
  discount_type: OfferRow["discount_type"];
  price: number;
  /** The product a fixed_price offer prices. */
  product: number | null;
  start_date: string;
  end_date: string;
}

const invalidCode = () =>
  new AppError(400, OFFER_MESSAGES.invalidCode, {}, fieldError("code", OFFER_MESSAGES.invalidCode));

export function createOffersService({
  db,
  settings,
  clock = () => new Date(),
}: {
  db: Db;
  settings: Pick<SettingsService, "get">;
  clock?: () => Date;
}) {
  /** The live offer with that code in any case; `lock` holds it until the transaction ends. */
  async function findByCode(tx: Db, localId: number, code: string, lock: boolean): Promise<OfferRow> {
    const normalized = normalizeOfferCode(code);
    if (!OFFER_CODE_PATTERN.test(normalized)) throw invalidCode();
    const query = tx
      .select()
      .from(offers)
      .where(and(eq(offers.local_id, localId), eq(offers.code, normalized), isNull(offers.deleted_at)));
    const [offer] = lock ? await query.for("update") : await query;
    if (!offer) throw invalidCode();
    return offer;
  }

  /** Uses that count: those not released by an invalidated order. */
  async function usesOf(tx: Db, offerId: number, clientId: number | undefined): Promise<number> {
    const [row] = await tx
      .select({ uses: count() })
      .from(offerUses)
      .where(
        and(
          eq(offerUses.offer_id, offerId),
          isNull(offerUses.released_at),
          clientId === undefined ? undefined : eq(offerUses.client_id, clientId),
        ),
      );
    return row?.uses ?? 0;
  }

  /**
   * Refuses a code that cannot be used now by the client (spec §8 "cannot use code"), the
   * reason as the code field's message and as the error's `reason` param. Dates are the
   * local's calendar days (global timezone).
   */
  async function assertUsable(
    tx: Db,
    localId: number,
    offer: OfferRow,
    clientId: number | undefined,
    checkDates = true,
  ) {
    const { timezone } = await settings.get(localId, "global", tx);
    const refusal = offerRefusal({
      offer,
      // At payment the dates were checked when the code was applied: a bill paid after
      // midnight on the offer's last day keeps its discount.
      today: checkDates ? calendarDateIn(clock(), timezone) : offer.start_date,
      uses: await usesOf(tx, offer.id, undefined),
      clientUses: clientId === undefined ? undefined : await usesOf(tx, offer.id, clientId),
    });
    if (refusal) {
      throw new AppError(
        400,
        OFFER_MESSAGES.cannotUse,
        { reason: refusal },
        fieldError("code", OFFER_REFUSAL_MESSAGES[refusal], {
          start_date: offer.start_date,
          end_date: offer.end_date,
          limit_uses: offer.limit_uses,
          limit_uses_client: offer.limit_uses_client,
        }),
      );
    }
  }

  const present = (offer: OfferRow): UsableOffer => ({
    id: offer.id,
    name: offer.name,
    code: offer.code,
    discount_type: offer.discount_type,
    price: offer.price,
    product: offer.product,
    start_date: offer.start_date,
    end_date: offer.end_date,
  });

  return {
    /** `promotions/is_enabled` (with a client) and `promotions/check_code` (without). */
    async check(localId: number, code: string, clientId?: number): Promise<UsableOffer> {
      if (clientId !== undefined) await assertInLocal(db, clients, localId, [clientId], "client");
      const offer = await findByCode(db, localId, code, false);
      await assertUsable(db, localId, offer, clientId);
      return present(offer);
    },

    /**
     * Records that an order used the code, in the caller's transaction (the orders engine
     * calls it while saving the order). The offer row is locked first, so two orders taking
     * the last use at once cannot both get it: the second is refused as the check would.
     */
    async recordOfferUse(
      tx: Db,
      use: { localId: number; code: string; clientId?: number; requestId?: number },
    ): Promise<UsableOffer> {
      if (use.clientId !== undefined) await assertInLocal(tx, clients, use.localId, [use.clientId], "client");
      const offer = await findByCode(tx, use.localId, use.code, true);
      await assertUsable(tx, use.localId, offer, use.clientId);
      await tx.insert(offerUses).values({
        local_id: use.localId,
        offer_id: offer.id,
        client_id: use.clientId ?? null,
        request_id: use.requestId ?? null,
        used_at: clock(),
      });
      return present(offer);
    },

    /**
     * A code applied to an order (created or updated): it must exist and be usable now by the
     * order's client. Nothing is recorded: the use counts when the order is paid.
     */
    async checkForOrder(tx: Db, use: { localId: number; code: string; clientId?: number }) {
      const offer = await findByCode(tx, use.localId, use.code, false);
      await assertUsable(tx, use.localId, offer, use.clientId);
      return present(offer);
    },

    /**
     * The order that used the offer is being paid, in the caller's transaction: the offer row
     * is locked, the limits checked against the uses already paid, and the use written. Of
     * twenty bills paid at once with a ten-use code, ten get it and ten are refused.
     */
    async recordPaidUse(
      tx: Db,
      use: { localId: number; offerId: number; clientId: number | null; requestId: number },
    ): Promise<UsableOffer> {
      const [offer] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.local_id, use.localId), eq(offers.id, use.offerId), isNull(offers.deleted_at)))
        .for("update");
      if (!offer) throw invalidCode();
      const [already] = await tx
        .select({ id: offerUses.id })
        .from(offerUses)
        .where(and(eq(offerUses.request_id, use.requestId), isNull(offerUses.released_at)));
      if (already) return present(offer);
      await assertUsable(tx, use.localId, offer, use.clientId ?? undefined, false);
      await tx.insert(offerUses).values({
        local_id: use.localId,
        offer_id: offer.id,
        client_id: use.clientId,
        request_id: use.requestId,
        used_at: clock(),
      });
      return present(offer);
    },

    /** An invalidated order gives back the use it took, in the caller's transaction. */
    async releaseUses(tx: Db, requestId: number) {
      await tx
        .update(offerUses)
        .set({ released_at: clock() })
        .where(and(eq(offerUses.request_id, requestId), isNull(offerUses.released_at)));
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
