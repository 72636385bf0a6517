import { BOOKING_MESSAGES, canChangeBookingStatus } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { AppError, errors } from "../../platform/errors/app-error";
import { tables } from "../floor/floor.schema";
import { badTransition } from "./booking-checks";
import { type BookingView, bookingView, lockBooking } from "./booking-views";
import { bookings } from "./bookings.schema";
import type { WriteDeps } from "./write-booking";

/**
 * Seats a booking at a free table: the booking becomes seated with that table, and the till
 * goes on to the table's order screen with the booking's guests (the order itself opens, as
 * every table's does, when its first lines are sent). A busy or blocked table is refused.
 */
export async function seatBooking(
  deps: WriteDeps,
  localId: number,
  id: number,
  table: number,
): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    const stored = await lockBooking(tx, localId, id);
    if (!canChangeBookingStatus(stored.status, "seated")) throw badTransition(stored.status, "seated");
    const [row] = await tx
      .select({ status: tables.status, name: tables.name })
      .from(tables)
      .where(and(eq(tables.local_id, localId), eq(tables.id, table), isNull(tables.deleted_at)));
    if (!row) throw errors.field("table", "validation.unknown_reference", { ids: String(table) });
    if (row.status !== "available") throw new AppError(400, BOOKING_MESSAGES.tableBusy, { table: row.name });
    await tx
      .update(bookings)
      .set({ status: "seated", table_id: table, updated_at: new Date() })
      .where(and(eq(bookings.local_id, localId), eq(bookings.id, id)));
    return bookingView(tx, localId, id);
  });
}
