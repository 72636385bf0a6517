import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const settings = pgTable(
  "settings",
  {
    local_id: integer("local_id").notNull(),
    group: text("group").notNull(),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.local_id, t.group] })],
);
