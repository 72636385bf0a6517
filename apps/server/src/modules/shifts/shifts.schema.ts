import type { WeekDay } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { entityColumns } from "../../platform/db/columns";

/** Shifts of the kitchen for pickup and delivery (spec §3 Shift); times are the local's wall clock, HH:MM. */
export const shifts = pgTable(
  "shifts",
  {
    ...entityColumns(),
    start_at: text("start_at").notNull().default("00:00"),
    end_at: text("end_at").notNull().default("00:00"),
    order_per_shift: integer("order_per_shift"),
    days_closed: jsonb("days_closed").$type<WeekDay[]>().notNull().default([]),
    /** The shift's capacity in booked covers (issue 31); null: the shift takes no bookings. */
    covers: integer("covers"),
  },
  (t) => [index("shifts_local").on(t.local_id, t.id).where(sql`${t.deleted_at} is null`)],
);
