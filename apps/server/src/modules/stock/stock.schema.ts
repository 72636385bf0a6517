import type {
  MovementReason,
  PurchaseLine,
  PurchaseOrderStatus,
  PurchaseStatus,
  StockItemType,
} from "@comanda/domain";
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { entityColumns, localId, money, quantity } from "../../platform/db/columns";
import { tpvs } from "../floor/floor.schema";

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;
type Extras = Record<string, string | number | boolean>;

export const warehouses = pgTable(
  "warehouses",
  {
    ...entityColumns(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    name: text("name").notNull(),
    location: text("location"),
    description: text("description"),
  },
  (t) => [
    index("warehouses_local").on(t.local_id, t.id).where(live(t)),
    uniqueIndex("warehouses_uuid").on(t.uuid),
  ],
);

/** The warehouse a till's sales take from, where it is not the local's default (issue 30). */
export const tillWarehouses = pgTable("till_warehouses", {
  tpv_id: integer("tpv_id")
    .primaryKey()
    .references(() => tpvs.id),
  local_id: localId(),
  warehouse_id: integer("warehouse_id")
    .notNull()
    .references(() => warehouses.id),
});

export const providers = pgTable(
  "providers",
  {
    ...entityColumns(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    category: text("category"),
    serial: text("serial").notNull(),
    extras: jsonb("extras").$type<Extras>().notNull().default({}),
  },
  (t) => [
    index("providers_local").on(t.local_id, t.id).where(live(t)),
    uniqueIndex("providers_uuid").on(t.uuid),
  ],
);

/** A purchase: what a provider delivered (or will) to a warehouse; its lines are a JSON column. */
export const purchases = pgTable(
  "purchases",
  {
    ...entityColumns(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    serial: text("serial").notNull(),
    status: text("status").$type<PurchaseStatus>().notNull().default("pending"),
    extras: jsonb("extras").$type<Extras>().notNull().default({}),
    date: date("date").notNull(),
    provider_uuid: uuid("provider_uuid").notNull(),
    stock_uuid: uuid("stock_uuid").notNull(),
    /** The VAT of the lines, money. */
    iva: money("iva").notNull().default(0),
    total_price: money("total_price").notNull().default(0),
    payment_type: text("payment_type"),
    products: jsonb("products").$type<PurchaseLine[]>().notNull().default([]),
    /** The purchase order it came from, when it was one. */
    purchase_order_id: integer("purchase_order_id"),
    received_at: timestamp("received_at", { withTimezone: true }),
  },
  (t) => [
    index("purchases_local").on(t.local_id, t.id).where(live(t)),
    uniqueIndex("purchases_uuid").on(t.uuid),
  ],
);

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    ...entityColumns(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    serial: text("serial").notNull(),
    status: text("status").$type<PurchaseOrderStatus>().notNull().default("pending"),
    extras: jsonb("extras").$type<Extras>().notNull().default({}),
    date: date("date").notNull(),
    provider_uuid: uuid("provider_uuid").notNull(),
    iva: money("iva").notNull().default(0),
    total_price: money("total_price").notNull().default(0),
    products: jsonb("products").$type<PurchaseLine[]>().notNull().default([]),
    /** The purchase it became. */
    purchase_id: integer("purchase_id"),
    emailed_at: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("purchase_orders_local").on(t.local_id, t.id).where(live(t)),
    uniqueIndex("purchase_orders_uuid").on(t.uuid),
  ],
);

/** How much of an item a warehouse holds: always the sum of its movements. */
export const stockLevels = pgTable(
  "stock_levels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    warehouse_id: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    item_type: text("item_type").$type<StockItemType>().notNull(),
    item_id: integer("item_id").notNull(),
    qty: quantity("qty").notNull().default(0),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_levels_item").on(t.warehouse_id, t.item_type, t.item_id),
    index("stock_levels_local").on(t.local_id, t.warehouse_id),
  ],
);

/** Every change of a level: when, why, which order, purchase or count, how much and its cost. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    warehouse_id: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    item_type: text("item_type").$type<StockItemType>().notNull(),
    item_id: integer("item_id").notNull(),
    /** Signed: positive comes in, negative goes out. */
    qty: quantity("qty").notNull(),
    /** What the quantity is worth at the item's price of the moment, signed like it. */
    cost_cents: integer("cost_cents").notNull().default(0),
    reason: text("reason").$type<MovementReason>().notNull(),
    request_id: integer("request_id"),
    purchase_id: integer("purchase_id"),
    count_id: integer("count_id"),
    user_id: integer("user_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_local").on(t.local_id, t.created_at),
    index("stock_movements_request").on(t.request_id).where(sql`${t.request_id} is not null`),
  ],
);

/** A stocktake of one warehouse: what was on the shelf against what the movements said. */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    warehouse_id: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    description: text("description"),
    lines: jsonb("lines")
      .$type<
        Array<{
          item_type: StockItemType;
          item_id: number;
          expected: number;
          counted: number;
          cost_cents: number;
        }>
      >()
      .notNull()
      .default([]),
    user_id: integer("user_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_counts_local").on(t.local_id, t.created_at)],
);

/** The last number given in each series of a local (providers, purchases, purchase orders). */
export const stockSerials = pgTable(
  "stock_serials",
  {
    local_id: localId(),
    module: text("module").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.module] })],
);
