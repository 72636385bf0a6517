import type { PrinterConnection, PrinterWidth } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;

export const printers = pgTable(
  "printers",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    category: jsonb("category").$type<number[]>().notNull().default([]),
    main_tpv: integer("main_tpv_id"),
    secondary_tpv: integer("secondary_tpv_id"),
    zone: integer("zone_id"),
    allow_to_march: boolean("allow_to_march").notNull().default(false),
    family: integer("family_id"),
    printer_width: text("printer_width").$type<PrinterWidth>().notNull().default("0"),
    connection: text("connection").$type<PrinterConnection>().notNull().default("network"),
    host: text("host"),
    port: integer("port").notNull().default(9100),
  },
  (t) => [index("printers_local").on(t.local_id, t.id).where(live(t))],
);

/** Cash drawers, each kicked open through a printer's connection. */
export const cashiers = pgTable(
  "cashiers",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    printer: integer("printer_id").notNull(),
    pulse: integer("pulse").notNull().default(200),
    port: integer("port").notNull().default(0),
  },
  (t) => [index("cashiers_local").on(t.local_id, t.id).where(live(t))],
);
