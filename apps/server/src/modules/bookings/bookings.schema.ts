import type { BookingOptionAnswer, BookingStatus } from "@comanda/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { entityColumns, localId } from "../../platform/db/columns";
import { clients } from "../clients/clients.schema";
import { tables } from "../floor/floor.schema";
import { shifts } from "../shifts/shifts.schema";

/** Bookings (spec §3 "Shift booking"): covers on one service shift of one day. */
export const bookings = pgTable(
  "bookings",
  {
    ...entityColumns(),
    date: date("date", { mode: "string" }).notNull(),
    shift_id: integer("shift_id")
      .notNull()
      .references(() => shifts.id),
    qty_person: integer("qty_person").notNull(),
    client_id: integer("client_id").references(() => clients.id),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    options: jsonb("options").$type<BookingOptionAnswer[]>().notNull().default([]),
    observations: text("observations").notNull().default(""),
    table_id: integer("table_id").references(() => tables.id),
    /** The table's order opened when the booking was seated. */
    command_id: integer("command_id"),
    /** SHA-256 of the client's cancel link token; the token itself is only in the mail. */
    cancel_token_hash: text("cancel_token_hash"),
    /** "staff" or "public" (the customer's own booking). */
    source: text("source").notNull().default("staff"),
  },
  (t) => [
    index("bookings_local_date").on(t.local_id, t.date).where(sql`${t.deleted_at} is null`),
    index("bookings_shift_date").on(t.shift_id, t.date),
    uniqueIndex("bookings_cancel_token").on(t.cancel_token_hash),
  ],
);

/** Whole days closed to bookings (`change_status` {day, status: "closed"}). */
export const bookingClosedDays = pgTable(
  "booking_closed_days",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    day: date("day", { mode: "string" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("booking_closed_days_local_day").on(t.local_id, t.day)],
);

/** Booking options (spec §3 "Reservation option"). */
export const reservationOptions = pgTable(
  "reservation_options",
  {
    ...entityColumns(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    answers: jsonb("answers").$type<number[]>().notNull().default([]),
    is_multiple: boolean("is_multiple").notNull().default(false),
  },
  (t) => [index("reservation_options_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`)],
);

/** Booking answers options (spec §3): the answers an option offers. */
export const bookingAnswers = pgTable(
  "booking_answers",
  {
    ...entityColumns(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [index("booking_answers_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`)],
);
