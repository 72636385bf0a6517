import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { locals } from "../../platform/tenancy/locals.schema";
import { requests } from "../orders/orders.schema";

/** A customer's order and the hash of the token they follow it by; the token itself is never kept. */
export const cartaOrders = pgTable(
  "carta_orders",
  {
    token_hash: text("token_hash").primaryKey(),
    local_id: integer("local_id")
      .notNull()
      .references(() => locals.id),
    request_id: integer("request_id")
      .notNull()
      .references(() => requests.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carta_orders_request").on(t.request_id)],
);
