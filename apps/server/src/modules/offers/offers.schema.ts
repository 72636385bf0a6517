import type { OfferDiscountType } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { entityColumns, money } from "../../platform/db/columns";
import { locals } from "../../platform/tenancy/locals.schema";
import { clients } from "../clients/clients.schema";

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;

/** Promotion codes (spec §3 Offer); `code` is stored in capitals, so the unique index is case-insensitive. */
export const offers = pgTable(
  "offers",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    qr: text("qr"),
    code: text("code").notNull(),
    price: money("price").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    discount_type: text("discount_type").$type<OfferDiscountType>().notNull().default("percent"),
    description: text("description"),
    limit_uses: integer("limit_uses"),
    limit_uses_client: integer("limit_uses_client"),
  },
  (t) => [
    uniqueIndex("offers_local_code").on(t.local_id, t.code).where(live(t)),
    index("offers_local").on(t.local_id, t.id).where(live(t)),
  ],
);

/**
 * One row each time an offer is applied to an order; the limits count these rows. Written by
 * the orders engine through `recordOfferUse`; `request_id` has no foreign key until orders exist.
 */
export const offerUses = pgTable(
  "offer_uses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id")
      .notNull()
      .references(() => locals.id),
    offer_id: integer("offer_id")
      .notNull()
      .references(() => offers.id),
    client_id: integer("client_id").references(() => clients.id),
    request_id: integer("request_id"),
    used_at: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offer_uses_offer_client").on(t.offer_id, t.client_id)],
);
