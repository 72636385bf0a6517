import { calendarDateIn } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { SettingsService } from "../settings/settings.service";
import { bookingsOfDay } from "./booking-views";

/** How far ahead, and how late, a booked table shows as reserved on the tables screen (minutes). */
export const RESERVED_AHEAD_MINUTES = 60;
export const RESERVED_LATE_MINUTES = 30;

/** Minutes since midnight of `now` on the local's wall clock. */
function wallMinutesIn(now: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The tables reserved for the coming hour: today's pending or confirmed bookings with a table
 * whose shift starts within the next hour (or started up to half an hour ago and the guests
 * have not been seated yet), for the tables screen.
 */
export async function upcomingReservedTables(
  db: Db,
  settings: Pick<SettingsService, "get">,
  localId: number,
  now: Date,
) {
  const { timezone } = await settings.get(localId, "global");
  const today = calendarDateIn(now, timezone);
  const current = wallMinutesIn(now, timezone);
  const rows = await bookingsOfDay(db, localId, today, ["pending", "confirmed"]);
  return rows
    .filter((row) => row.table !== null)
    .filter((row) => {
      const start = minutesOf(row.start_at);
      return start >= current - RESERVED_LATE_MINUTES && start <= current + RESERVED_AHEAD_MINUTES;
    })
    .map((row) => ({
      booking: row.id,
      table: row.table!,
      table_name: row.table_name,
      start_at: row.start_at,
      qty_person: row.qty_person,
      client_name: row.client_name,
      status: row.status,
    }));
}
