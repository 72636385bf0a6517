import { type BookingStatus, canChangeBookingStatus } from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { badTransition } from "./booking-checks";
import { enqueueBookingMail } from "./booking-mail";
import { type BookingView, bookingView } from "./booking-views";
import { bookings } from "./bookings.schema";
import type { WriteDeps } from "./write-booking";

/**
 * Moves bookings to one status (`update_many`), all or nothing: every id must be a live booking
 * of the local whose status may change to the new one (see BOOKING_TRANSITIONS). A cancelled
 * booking's client gets the cancellation mail. Seating goes through `seat`, which opens the table.
 */
export async function changeStatuses(
  deps: WriteDeps,
  localId: number,
  ids: readonly number[],
  status: BookingStatus,
  tx?: Db,
): Promise<BookingView[]> {
  const run = async (db: Db) => {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.local_id, localId), inArray(bookings.id, unique), isNull(bookings.deleted_at)))
      .orderBy(bookings.id)
      .for("update");
    if (rows.length !== unique.length) throw errors.notFound();
    for (const row of rows) {
      if (!canChangeBookingStatus(row.status, status)) throw badTransition(row.status, status);
    }
    await db
      .update(bookings)
      .set({ status, updated_at: new Date() })
      .where(and(eq(bookings.local_id, localId), inArray(bookings.id, unique)));
    const views: BookingView[] = [];
    for (const id of unique) {
      if (status === "cancelled") await enqueueBookingMail(db, deps, localId, id, "cancelled");
      views.push(await bookingView(db, localId, id));
    }
    return views;
  };
  return tx ? run(tx) : deps.db.transaction(run);
}
