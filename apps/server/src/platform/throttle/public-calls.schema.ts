import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Calls of the public endpoints (online bookings, the digital menu), counted by caller for
 * their rate limits. The caller is a key (`ip:…`, `local:7:table:12`) whose owner decides its
 * scope: the bookings count an address across locals, the digital menu per local.
 */
export const publicCalls = pgTable(
  "public_calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    caller: text("caller").notNull(),
    kind: text("kind").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("public_calls_caller").on(t.caller, t.kind, t.created_at)],
);
