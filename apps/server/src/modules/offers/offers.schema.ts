import type { AwardGift, OfferDiscountType, OfferType } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { entityColumns, money } from "../../platform/db/columns";
import { locals } from "../../platform/tenancy/locals.schema";
import { clients } from "../clients/clients.schema";
import { products } from "../menu/menu.schema";

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
    discount_type: text("discount_type").$type<OfferType>().notNull().default("percent"),
    /** The product (or menu) a fixed_price offer prices; null for the other types. */
    product: integer("product_id").references(() => products.id),
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
 * One row each time an order using an offer is paid; the limits count the rows not released
 * (an invalidated order gives its use back). Written by the orders engine through
 * `recordPaidUse`; `request_id` has no foreign key (the table came before orders).
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
    /** Set when the order that used the code is invalidated: the use no longer counts. */
    released_at: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    index("offer_uses_offer_client").on(t.offer_id, t.client_id),
    index("offer_uses_request").on(t.request_id),
  ],
);

/** Awards (spec §2 /awards/list): what a client gets for points, a product free or a discount. */
export const awards = pgTable(
  "awards",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    points: integer("points").notNull(),
    gives: text("gives").$type<AwardGift>().notNull().default("product"),
    product: integer("product_id").references(() => products.id),
    discount_type: text("discount_type").$type<OfferDiscountType>().notNull().default("percent"),
    price: money("price"),
    is_active: boolean("is_active").notNull().default(true),
    start_date: date("start_date", { mode: "string" }),
    end_date: date("end_date", { mode: "string" }),
    /** Optional picture (`/api/v1/files/<uuid>`), shown on the list and the till's award buttons. */
    image: text("image"),
  },
  (t) => [
    uniqueIndex("awards_local_name").on(t.local_id, t.name).where(live(t)),
    index("awards_local").on(t.local_id, t.id).where(live(t)),
  ],
);
