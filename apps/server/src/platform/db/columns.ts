import { integer, timestamp } from "drizzle-orm/pg-core";
import { locals } from "../tenancy/locals.schema";

/** Columns every tenant-owned, soft-deletable entity table carries. */
export function entityColumns() {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id")
      .notNull()
      .references(() => locals.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
  };
}
