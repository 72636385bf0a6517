import type { Maintenance } from "@comanda/domain";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const locals = pgTable("locals", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  location: text("location").notNull().unique(),
  modules: text("modules").array().notNull().default([]),
  lock_modules: text("lock_modules").array().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  maintenance: jsonb("maintenance")
    .$type<Maintenance>()
    .notNull()
    .default({ type: "alert", text: "", active: false }),
  condominium: text("condominium"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type LocalRow = typeof locals.$inferSelect;

/** Server-wide secrets generated once and shared by every instance through the database. */
export const systemSecrets = pgTable("system_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
