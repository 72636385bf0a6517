import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";

export const tpvs = pgTable(
  "tpvs",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    key: text("key").notNull(),
  },
  (t) => [
    uniqueIndex("tpvs_local_key").on(t.local_id, t.key).where(sql`${t.deleted_at} is null`),
    index("tpvs_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`),
  ],
);
export type TpvRow = typeof tpvs.$inferSelect;

/** Zones of the room (salón, terraza, barra); the floor issue adds tables and printers to them. */
export const zones = pgTable(
  "zones",
  {
    ...entityColumns(),
    name: text("name").notNull(),
  },
  (t) => [index("zones_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`)],
);
