import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/** Messages too large for a NOTIFY payload travel through this table; NOTIFY carries the id. */
export const realtimePayloads = pgTable("realtime_payloads", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  payload: jsonb("payload").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
