import {
  addDays,
  type BookingInsert,
  type BookingStatus,
  type BookingUpdate,
  COVER_TAKING_STATUSES,
  type publicBookingSchema,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import type { SettingsService } from "../settings/settings.service";
import { closedDays, shiftDays } from "./booking-capacity";
import { changeStatuses } from "./booking-status";
import { bookingsBetween, bookingView } from "./booking-views";
import { bookingClosedDays, bookings } from "./bookings.schema";
import { cancelByToken, createPublicBooking, publicShifts } from "./public-bookings";
import { seatBooking } from "./seat-booking";
import { upcomingReservedTables } from "./upcoming-tables";
import { createBooking, updateBooking, type WriteDeps } from "./write-booking";

/** The calendar shows at most this many days at once (a month view with its edges). */
export const MAX_RANGE_DAYS = 62;

export function createBookingsService({
  db,
  settings,
  publicUrl,
  clock = () => new Date(),
}: {
  db: Db;
  settings: Pick<SettingsService, "get">;
  publicUrl: string;
  clock?: () => Date;
}) {
  const deps: WriteDeps = { db, settings, publicUrl, clock };
  const assertRange = (from: string, to: string) => {
    if (to < from) throw errors.field("date_to", "bookings.range_order");
    if (addDays(from, MAX_RANGE_DAYS) < to)
      throw errors.field("date_to", "bookings.range_too_long", { days: MAX_RANGE_DAYS });
  };

  return {
    deps,
    /** `get_by`: the bookings of `[from, to]` with every service shift's booked and free covers. */
    async between(localId: number, from: string, to: string) {
      assertRange(from, to);
      return {
        results: await bookingsBetween(db, localId, from, to),
        shifts: await shiftDays(db, localId, from, to),
        closed_days: await closedDays(db, localId, from, to),
      };
    },
    get: (localId: number, id: number) => bookingView(db, localId, id),
    create: (localId: number, input: BookingInsert) => createBooking(deps, localId, input),
    update: (localId: number, id: number, patch: BookingUpdate) => updateBooking(deps, localId, id, patch),
    updateMany: (localId: number, ids: readonly number[], status: BookingStatus) =>
      changeStatuses(deps, localId, ids, status),
    /** DELETE by id cancels: the booking stays, with its history, as cancelled. */
    cancel: async (localId: number, id: number) =>
      (await changeStatuses(deps, localId, [id], "cancelled"))[0]!,

    /** Seats the booking at a free `table`; the till then opens the table's order with its guests. */
    seat: (localId: number, id: number, table: number) => seatBooking(deps, localId, id, table),
    /** Tables reserved for the coming hour, for the tables screen. */
    upcomingTables: (localId: number) => upcomingReservedTables(db, settings, localId, clock()),

    publicShifts: (localId: number, date: string) => publicShifts(deps, localId, date),
    createPublic: (localId: number, ip: string, input: z.output<typeof publicBookingSchema>) =>
      createPublicBooking(deps, localId, ip, input),
    cancelByToken: (localId: number, ip: string, token: string) => cancelByToken(deps, localId, ip, token),

    /** `change_status` {day, status}: closes a whole day to new bookings, or opens it again. */
    async setDayStatus(localId: number, day: string, status: "open" | "closed") {
      return db.transaction(async (tx) => {
        if (status === "closed") {
          await tx.insert(bookingClosedDays).values({ local_id: localId, day }).onConflictDoNothing();
        } else {
          await tx
            .delete(bookingClosedDays)
            .where(and(eq(bookingClosedDays.local_id, localId), eq(bookingClosedDays.day, day)));
        }
        // The bookings already made for that day stay; the answer says how many, to call them.
        const kept = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.local_id, localId),
              eq(bookings.date, day),
              isNull(bookings.deleted_at),
              inArray(bookings.status, [...COVER_TAKING_STATUSES]),
            ),
          );
        return { day, status, bookings: kept.length };
      });
    },
    /**
     * `shifts/by_date`: the service shifts (those with covers) of one day, each with its
     * covers, booked, free and closed (its week day or the whole day closed to bookings).
     */
    async shiftsOfDay(localId: number, date: string) {
      const results = await shiftDays(db, localId, date, date);
      const closed = (await closedDays(db, localId, date, date)).length > 0;
      return { results, total: results.length, date, closed };
    },
    /** `shifts/get_interval`: the same for every day of `[from, to]`, with the days closed to bookings. */
    async shiftsBetween(localId: number, from: string, to: string) {
      assertRange(from, to);
      const results = await shiftDays(db, localId, from, to);
      return { results, total: results.length, closed_days: await closedDays(db, localId, from, to) };
    },
    async closedDays(localId: number, from: string, to: string) {
      assertRange(from, to);
      return closedDays(db, localId, from, to);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
