import { BOOKING_MESSAGES } from "@comanda/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { bookings } from "./bookings.schema";

/**
 * Refuses deleting shifts that still hold pending or confirmed bookings: the calendar shows a
 * day's bookings under their live shifts, so those bookings would drop out of sight (and a
 * booked table would keep reading "Reservada"). The staff cancel, move or close them first;
 * seated, finished, no-show and cancelled bookings keep their history and do not block.
 */
export async function assertShiftsWithoutOpenBookings(db: Db, localId: number, ids: readonly number[]) {
  const open = await db
    .select({ date: bookings.date })
    .from(bookings)
    .where(
      and(
        eq(bookings.local_id, localId),
        inArray(bookings.shift_id, [...ids]),
        isNull(bookings.deleted_at),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    )
    .orderBy(asc(bookings.date));
  if (open.length > 0) {
    throw new AppError(400, BOOKING_MESSAGES.shiftHasBookings, { count: open.length, date: open[0]!.date });
  }
}
