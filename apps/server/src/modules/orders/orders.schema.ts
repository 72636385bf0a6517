import type {
  DiscountType,
  ModifierSelection,
  OrderKind,
  OrderStatus,
  PaymentType,
  PrintJobStatus,
  ProcessStatus,
  ProductOrderGroup,
} from "@comanda/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";

/*
 * Money in this area is integer cents in the columns and in the code (the domain's
 * order-totals work in cents); the routes turn it into the API's decimals. Quantities are
 * numeric(10,2): spec §5 rounds order line quantities to 2 decimals.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const qty2 = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/** Every order of the four kinds; a table's order (kind local) is what the spec calls a command. */
export const requests = pgTable(
  "requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    kind: text("kind").$type<OrderKind>().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("solicitado"),
    process_status: text("process_status").$type<ProcessStatus>().notNull().default("solicited"),
    table_id: integer("table_id"),
    client_id: integer("client_id"),
    address_id: integer("address_id"),
    /** The employee who took the order. */
    worker_id: integer("worker_id"),
    /** The rider of a delivery order. */
    dealer_id: integer("dealer_id"),
    tpv_id: integer("tpv_id"),
    command_guests: integer("command_guests").notNull().default(1),
    details: text("details"),
    discount_type: text("discount_type").$type<DiscountType>(),
    /** A percent (2 decimals) or cents, after `discount_type`. */
    discount_value: numeric("discount_value", { precision: 12, scale: 2, mode: "number" }),
    all_discounted: boolean("all_discounted").notNull().default(true),
    tip_cents: integer("tip_cents").notNull().default(0),
    tip_option: text("tip_option"),
    credit_card: boolean("credit_card").notNull().default(false),
    from_client: boolean("from_client").notNull().default(false),
    is_accepted: boolean("is_accepted"),
    order_time_delay: integer("order_time_delay"),
    soon_as_possible: boolean("soon_as_possible").notNull().default(true),
    /** The chosen pickup or delivery slot's start. */
    shift_time: stamp("shift_time"),
    delivery_date: date("delivery_date"),
    promotion_id: integer("promotion_id"),
    /** The code applied, as the ticket prints it. */
    promotion_code: text("promotion_code"),
    /** A fixed_price code: its product, whose lines cost `promotion_fixed_cents` a unit. */
    promotion_product_id: integer("promotion_product_id"),
    promotion_fixed_cents: integer("promotion_fixed_cents"),
    /** What the goods come to, VAT included, tip apart; kept with every change of lines or discount. */
    total_cents: integer("total_cents").notNull().default(0),
    /** Sum of the partial payments not restored. */
    paid_cents: integer("paid_cents").notNull().default(0),
    series: text("series"),
    serial_number: integer("serial_number"),
    serial: text("serial"),
    closed_at: stamp("closed_at"),
    closed_by: integer("closed_by"),
    invalidated_by: integer("invalidated_by"),
    invalidated_at: stamp("invalidated_at"),
    /** The bill was printed (table pendingPay). */
    checked_at: stamp("checked_at"),
    /** Courses the waiter has called for ("march"): the kitchen starts them now. */
    marched: jsonb("marched").$type<ProductOrderGroup[]>().notNull().default([]),
    created_at: stamp("created_at").notNull().defaultNow(),
    updated_at: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("requests_local_created").on(t.local_id, t.created_at),
    index("requests_local_closed").on(t.local_id, t.closed_at).where(sql`${t.closed_at} is not null`),
    index("requests_local_open")
      .on(t.local_id, t.kind, t.id)
      .where(sql`${t.status} in ('required', 'solicitado')`),
    /** One open command per table, kept by the database under concurrent openings. */
    uniqueIndex("requests_open_table")
      .on(t.table_id)
      .where(sql`${t.kind} = 'local' and ${t.status} in ('required', 'solicitado')`),
    uniqueIndex("requests_serial").on(t.local_id, t.series, t.serial_number),
    index("requests_client").on(t.client_id),
    index("requests_shift_time").on(t.local_id, t.shift_time),
    /** The reports: voids by day, and the order history by its closing (or opening) time. */
    index("requests_local_invalidated")
      .on(t.local_id, t.invalidated_at)
      .where(sql`${t.invalidated_at} is not null`),
    index("requests_local_history").on(t.local_id, sql`coalesce(${t.closed_at}, ${t.created_at})`),
  ],
);

/** A batch of lines sent to the kitchen at once; reprints and cancellations name it. */
export const requestRounds = pgTable(
  "request_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    number: integer("number").notNull(),
    user_id: integer("user_id"),
    tpv_id: integer("tpv_id"),
    created_at: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("request_rounds_number").on(t.request_id, t.number)],
);

/** The chosen modifiers as stored with a line: the selection with names and prices of the day. */
export interface StoredOption {
  rim_id: number;
  modifier_id: number;
  option_id: number;
  name: string;
  qty: number;
  price_cents: number;
}

export const requestItems = pgTable(
  "request_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    round_id: integer("round_id").references(() => requestRounds.id),
    /** Null on a service line (a delivery order's fee). */
    product_id: integer("product_id"),
    /** The product's name when ordered: a renamed product does not rewrite old tickets. */
    name: text("name").notNull(),
    qty: qty2("qty").notNull(),
    unit_cents: integer("unit_cents").notNull(),
    /** What the chosen options add per unit. */
    options_cents: integer("options_cents").notNull().default(0),
    iva: numeric("iva", { precision: 5, scale: 2, mode: "number" }).notNull(),
    discount_percent: numeric("discount_percent", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    is_discounted: boolean("is_discounted").notNull().default(false),
    order_group: text("order_group").$type<ProductOrderGroup>().notNull().default("no_group"),
    details: text("details"),
    modifiers: jsonb("modifiers").$type<ModifierSelection[]>().notNull().default([]),
    category_id: integer("category_id"),
    process_status: text("process_status").$type<ProcessStatus>().notNull().default("solicited"),
    paid_qty: qty2("paid_qty").notNull().default(0),
    /** The line's importe after every discount, kept with the order's totals. */
    total_cents: integer("total_cents").notNull().default(0),
    created_by: integer("created_by"),
    created_at: stamp("created_at").notNull().defaultNow(),
    deleted_at: stamp("deleted_at"),
    deleted_by: integer("deleted_by"),
  },
  (t) => [
    index("request_items_request").on(t.request_id, t.id),
    /** The reports' lines taken off orders, by day. */
    index("request_items_local_deleted").on(t.local_id, t.deleted_at).where(sql`${t.deleted_at} is not null`),
  ],
);

/** One chosen option of a line (a "rim"), with its own kitchen status for markOption. */
export const requestItemOptions = pgTable(
  "request_item_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_item_id: integer("request_item_id")
      .notNull()
      .references(() => requestItems.id),
    modifier_id: integer("modifier_id").notNull(),
    option_id: integer("option_id").notNull(),
    /** The option this one was chosen under (nested modifiers). */
    parent_id: integer("parent_id"),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    price_cents: integer("price_cents").notNull().default(0),
    process_status: text("process_status").$type<ProcessStatus>().notNull().default("solicited"),
  },
  (t) => [index("request_item_options_item").on(t.request_item_id, t.id)],
);

/** A partial payment (by price or by products) or the closing payment. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    amount_cents: integer("amount_cents").notNull(),
    payment_type: text("payment_type").$type<PaymentType>().notNull(),
    credit_card: boolean("credit_card").notNull().default(false),
    /** By products: the lines and quantities paid, with what each came to. */
    items: jsonb("items")
      .$type<Array<{ request_item: number; qty: number; amount_cents: number }>>()
      .notNull()
      .default([]),
    /** The payment that closed the order (the rest of the bill). */
    is_closing: boolean("is_closing").notNull().default(false),
    /** Cash handed over when it was more than the payment: the ticket shows it and the change. */
    tendered_cents: integer("tendered_cents"),
    user_id: integer("user_id"),
    tpv_id: integer("tpv_id"),
    created_at: stamp("created_at").notNull().defaultNow(),
    restored_at: stamp("restored_at"),
    restored_by: integer("restored_by"),
  },
  (t) => [
    index("payments_request").on(t.request_id, t.id),
    index("payments_local_created").on(t.local_id, t.created_at),
  ],
);

/** The last serial given per local and series; its row lock orders concurrent closings. */
export const requestSerials = pgTable(
  "request_serials",
  {
    local_id: localId(),
    series: text("series").notNull(),
    last_number: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.series] })],
);

/** Every state change of an order: who, with whose authorisation, from which till, when. */
export const requestEvents = pgTable(
  "request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    action: text("action").notNull(),
    from_status: text("from_status"),
    to_status: text("to_status"),
    user_id: integer("user_id"),
    authorized_by: integer("authorized_by"),
    tpv_id: integer("tpv_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    created_at: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("request_events_request").on(t.request_id, t.id)],
);

/**
 * kitchen: a round's lines; cancellation: units taken off lines of a round already sent;
 * march: a course's waiting lines, called for;
 * bill: the account before paying; ticket: the receipt (of the whole order or of one payment).
 */
export const PRINT_JOB_KINDS = ["kitchen", "cancellation", "march", "bill", "ticket"] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

/**
 * Print jobs written with the change that causes them; the printing area renders and
 * delivers them (architecture "Data": an offline printer loses nothing).
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    round_id: integer("round_id"),
    kind: text("kind").$type<PrintJobKind>().notNull(),
    /** Which payment a split ticket is for. */
    payment_id: integer("payment_id"),
    tpv_id: integer("tpv_id"),
    user_id: integer("user_id"),
    is_reprint: boolean("is_reprint").notNull().default(false),
    /** A cancellation's lines and the units taken off each. */
    items: jsonb("items").$type<Array<{ request_item: number; qty: number }>>().notNull().default([]),
    status: text("status").$type<PrintJobStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    created_at: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("print_jobs_pending").on(t.local_id, t.id).where(sql`${t.status} = 'pending'`)],
);

/** Loyalty points earned by closing a paid order, and taken back when it is invalidated. */
export const loyaltyPoints = pgTable(
  "loyalty_points",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    client_id: integer("client_id").notNull(),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    points: integer("points").notNull(),
    /** The award the points were spent on (a redemption), if any. */
    award_id: integer("award_id"),
    /** Written by an invalidation: takes back what the order earned and gives back what it spent. */
    is_reversal: boolean("is_reversal").notNull().default(false),
    created_at: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("loyalty_points_client").on(t.local_id, t.client_id)],
);
