import type {
  DrawerOpeningReason,
  PrintDeliveryStatus,
  PrinterConnection,
  PrinterWidth,
} from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";
import { locals } from "../../platform/tenancy/locals.schema";
import { boxReports } from "../cash/cash.schema";
import { printJobs } from "../orders/orders.schema";
import type { TicketDocument } from "./tickets/ticket-document";

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
    status_check: boolean("status_check").notNull().default(true),
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

/**
 * Every opening of a cash drawer: by a cash payment (`request_id` the order) or by the
 * "open drawer" button, a no-sale that the box report counts.
 */
export const drawerOpenings = pgTable(
  "drawer_openings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id")
      .notNull()
      .references(() => locals.id),
    cashier_id: integer("cashier_id")
      .notNull()
      .references(() => cashiers.id),
    tpv_id: integer("tpv_id"),
    user_id: integer("user_id").notNull(),
    reason: text("reason").$type<DrawerOpeningReason>().notNull(),
    request_id: integer("request_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("drawer_openings_local").on(t.local_id, t.created_at)],
);

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * What one printer prints of a job (or a drawer kick, without a job), rendered when the job
 * is planned and kept, so a restart or a printer that comes back prints the same bytes.
 * A printer prints its deliveries in id order; `next_attempt_at` is when the worker may try
 * again (the lease's end while printing; null: not retried).
 */
export const printDeliveries = pgTable(
  "print_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: integer("local_id")
      .notNull()
      .references(() => locals.id),
    job_id: integer("job_id").references(() => printJobs.id),
    drawer_opening_id: integer("drawer_opening_id").references(() => drawerOpenings.id),
    box_report_id: integer("box_report_id").references(() => boxReports.id),
    /** What was printed, so that sending it to a printer of another width lays it out again. */
    document: jsonb("document").$type<TicketDocument>(),
    /** The delivery this one prints again. */
    reprint_of: integer("reprint_of"),
    printer_id: integer("printer_id")
      .notNull()
      .references(() => printers.id),
    escpos: bytes("escpos").notNull(),
    html: text("html").notNull().default(""),
    copies: integer("copies").notNull().default(1),
    status: text("status").$type<PrintDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    printed_at: timestamp("printed_at", { withTimezone: true }),
    /**
     * Set just before its bytes are written to the printer, kept until it is done: a delivery
     * not done with `sent_at` may have printed, so it goes out again marked as a copy.
     */
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /** When the printer answered ready after its bytes (null: done without a status answer). */
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("print_deliveries_queue").on(t.printer_id, t.id).where(sql`${t.status} <> 'done'`),
    index("print_deliveries_local").on(t.local_id, t.id),
    index("print_deliveries_job").on(t.job_id),
  ],
);

/** What the worker last saw of each printer; its row is also what orders the printer's sends. */
export const printerStates = pgTable("printer_states", {
  printer_id: integer("printer_id")
    .primaryKey()
    .references(() => printers.id),
  local_id: integer("local_id")
    .notNull()
    .references(() => locals.id),
  online: boolean("online"),
  last_error: text("last_error"),
  last_success_at: timestamp("last_success_at", { withTimezone: true }),
  last_failure_at: timestamp("last_failure_at", { withTimezone: true }),
  /** When it went on or off line, whichever it is now. */
  since: timestamp("since", { withTimezone: true }),
});
