import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";

/**
 * The legal working-time record (Estatuto de los Trabajadores art. 34.9): never deleted, only
 * corrected, each correction kept in time_tracking_corrections.
 */
export const timeTrackingSessions = pgTable(
  "time_tracking_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    user_id: integer("user_id").notNull(),
    kind: text("kind").notNull().default("work"),
    start_time: timestamp("start_time", { withTimezone: true }).notNull(),
    end_time: timestamp("end_time", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Clocking in twice cannot leave two open sessions, even from two tills at once.
    uniqueIndex("time_tracking_open").on(t.local_id, t.user_id, t.kind).where(sql`${t.end_time} is null`),
    index("time_tracking_local_start").on(t.local_id, t.start_time),
  ],
);
export type TimeTrackingSessionRow = typeof timeTrackingSessions.$inferSelect;

export interface SessionTimes {
  start_time: string;
  end_time: string | null;
}

export const timeTrackingCorrections = pgTable(
  "time_tracking_corrections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    session_id: integer("session_id")
      .notNull()
      .references(() => timeTrackingSessions.id),
    corrected_by_id: integer("corrected_by_id").notNull(),
    reason: text("reason").notNull(),
    before: jsonb("before").$type<SessionTimes>().notNull(),
    after: jsonb("after").$type<SessionTimes>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("time_tracking_corrections_session").on(t.session_id)],
);
