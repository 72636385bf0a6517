import type { TableShape, TableStatus, TableStyle, ZoneStyle } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;

/*
 * Lists that belong to one row (a zone's printers, a screen's categories) are JSON columns of
 * that row, as in the menu; their ids are checked against the local's rows on every write.
 */

/** Zones of the room (salón, terraza, barra), each with its plan, till and printers. */
export const zones = pgTable(
  "zones",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    printers: jsonb("printers").$type<number[]>().notNull().default([]),
    tpv: integer("tpv_id"),
    main_printer: integer("main_printer_id"),
    style: jsonb("style").$type<ZoneStyle>().notNull().default({ width: 1200, height: 800 }),
  },
  (t) => [index("zones_local").on(t.local_id, t.id).where(live(t))],
);

/** Tables of a zone; `style` is where and how the table is drawn on the zone's plan. */
export const tables = pgTable(
  "tables",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    zone_id: integer("zone_id")
      .notNull()
      .references(() => zones.id),
    /** The token the table's QR code carries; unique across every local. */
    qr: text("qr").notNull(),
    style: jsonb("style").$type<TableStyle>().notNull(),
    /** available, busy, pendingPay or blocked (spec §4); the orders engine moves it. */
    status: text("status").$type<TableStatus>().notNull().default("available"),
  },
  (t) => [
    uniqueIndex("tables_qr").on(t.qr),
    uniqueIndex("tables_zone_name").on(t.zone_id, sql`lower(${t.name})`).where(live(t)),
    index("tables_local_zone").on(t.local_id, t.zone_id).where(live(t)),
  ],
);

/** Named presets a new table's drawing starts from. */
export const tableStyles = pgTable(
  "table_styles",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    shape: text("shape").$type<TableShape>().notNull().default("square"),
    width: integer("width").notNull().default(100),
    height: integer("height").notNull().default(100),
    seats: integer("seats").notNull().default(4),
  },
  (t) => [index("table_styles_local").on(t.local_id, t.id).where(live(t))],
);

/** Kitchen and bar displays: which lines each one shows. */
export const screens = pgTable(
  "screens",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    categories: jsonb("categories").$type<number[]>().notNull().default([]),
    tpv: integer("tpv_id"),
    show_various: boolean("show_various").notNull().default(false),
    modifiers: jsonb("modifiers").$type<number[]>().notNull().default([]),
  },
  (t) => [index("screens_local").on(t.local_id, t.id).where(live(t))],
);
