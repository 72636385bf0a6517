import { customType, integer, timestamp } from "drizzle-orm/pg-core";
import { locals } from "../tenancy/locals.schema";

/** The tenant of a row. */
export const localId = () =>
  integer("local_id")
    .notNull()
    .references(() => locals.id);

/** Columns every tenant-owned, soft-deletable entity table carries. */
export function entityColumns() {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
  };
}

/**
 * Money: integer cents in the database, so sums in SQL are exact; the decimal the API
 * speaks in the code that reads and writes rows (architecture "Data").
 */
export const money = customType<{ data: number; driverData: number }>({
  dataType: () => "integer",
  toDriver: (value) => Math.round(value * 100),
  fromDriver: (value) => Number(value) / 100,
});

/** Quantities keep up to 6 decimals; read back as numbers, not strings. */
export const quantity = customType<{ data: number; driverData: string | number }>({
  dataType: () => "numeric(14, 6)",
  toDriver: (value) => String(value),
  fromDriver: (value) => Number(value),
});
