import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";

/**
 * The reports' per-day summaries of sold orders (decision "Reports read daily summaries").
 * A summary row belongs to one of the local's calendar days in the time zone recorded in
 * report_summary_days; a day counts as summarised only while it has that row in the local's
 * current time zone and no stale quarter hour. The triggers of migration 0024 mark the quarter
 * hour an order was closed in whenever the order, its lines, their options or its payments
 * change, in the writer's transaction. Sums of money are cents, sums of units exact numerics.
 */
const sum = (name: string) => numeric(name).notNull();
const count = (name: string) => integer(name).notNull();
const day = () => date("day").notNull();

export const reportStaleSlots = pgTable(
  "report_stale_slots",
  {
    local_id: localId(),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.slot] })],
);

export const reportSummaryDays = pgTable(
  "report_summary_days",
  {
    local_id: localId(),
    day: day(),
    time_zone: text("time_zone").notNull(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.day] })],
);

export const reportDayOrders = pgTable(
  "report_day_orders",
  {
    local_id: localId(),
    day: day(),
    kind: text("kind").notNull(),
    hour: integer("hour").notNull(),
    orders: count("orders"),
    collected: sum("collected"),
    total: sum("total"),
    tips: sum("tips"),
    discounts: sum("discounts"),
    covers: count("covers"),
    invitations: sum("invitations"),
    discounted_orders: count("discounted_orders"),
    tipped_orders: count("tipped_orders"),
  },
  (t) => [index("report_day_orders_day").on(t.local_id, t.day)],
);

export const reportDayPeople = pgTable(
  "report_day_people",
  {
    local_id: localId(),
    day: day(),
    worker_id: integer("worker_id"),
    client_id: integer("client_id"),
    closed_by: integer("closed_by"),
    orders: count("orders"),
    collected: sum("collected"),
    discounts: sum("discounts"),
    discounted_orders: count("discounted_orders"),
    invitations: count("invitations"),
    invitations_total: sum("invitations_total"),
  },
  (t) => [index("report_day_people_day").on(t.local_id, t.day)],
);

export const reportDayPayments = pgTable(
  "report_day_payments",
  {
    local_id: localId(),
    day: day(),
    method: text("method").notNull(),
    payments: count("payments"),
    amount: sum("amount"),
  },
  (t) => [index("report_day_payments_day").on(t.local_id, t.day)],
);

export const reportDayProducts = pgTable(
  "report_day_products",
  {
    local_id: localId(),
    day: day(),
    worker_id: integer("worker_id"),
    product_id: integer("product_id"),
    category_id: integer("category_id"),
    name: text("name").notNull(),
    /** Orders with a line of this product in this category. */
    orders: count("orders"),
    /** The same orders, each counted under one category only: summed over categories, the product's orders. */
    product_orders: count("product_orders"),
    qty: sum("qty"),
    total: sum("total"),
  },
  (t) => [index("report_day_products_day").on(t.local_id, t.day)],
);

export const reportDayCategories = pgTable(
  "report_day_categories",
  {
    local_id: localId(),
    day: day(),
    category_id: integer("category_id"),
    orders: count("orders"),
    qty: sum("qty"),
    total: sum("total"),
  },
  (t) => [index("report_day_categories_day").on(t.local_id, t.day)],
);

export const reportDayOptions = pgTable(
  "report_day_options",
  {
    local_id: localId(),
    day: day(),
    option_id: integer("option_id").notNull(),
    name: text("name").notNull(),
    orders: count("orders"),
    qty: sum("qty"),
    total: sum("total"),
  },
  (t) => [index("report_day_options_day").on(t.local_id, t.day)],
);
