import {
  BOOKING_MESSAGES,
  type BookingStatus,
  calendarDateIn,
  EDITABLE_BOOKING_STATUSES,
  type publicBookingSchema,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { countPublicCall } from "../../platform/throttle/count-public-call";
import { customerClient } from "../clients/customer-client";
import { shifts } from "../shifts/shifts.schema";
import { shiftDays } from "./booking-capacity";
import { enqueueBookingMail, hashCancelToken } from "./booking-mail";
import { bookings } from "./bookings.schema";
import { createBooking, type WriteDeps } from "./write-booking";

/** Calls from one address in an hour: bookings made, and cancel links tried. */
export const PUBLIC_LIMITS = { book: 5, cancel: 20 } as const;
type PublicKind = keyof typeof PUBLIC_LIMITS;

/** What a customer learns of a booking: never the client, the notes or other bookings. */
export interface PublicBookingView {
  date: string;
  start_at: string;
  qty_person: number;
  status: BookingStatus;
}

/** Counts a call of `ip` (across locals, as the login's throttle) and refuses it past the hour's limit. */
function throttle(db: Db, ip: string, kind: PublicKind) {
  return countPublicCall(db, {
    caller: `ip:${ip}`,
    kind: `booking.${kind}`,
    limit: PUBLIC_LIMITS[kind],
    message: BOOKING_MESSAGES.tooManyRequests,
  });
}

/** The shifts of a day a customer can book, with their room (no one's bookings). */
export async function publicShifts(deps: WriteDeps, localId: number, date: string) {
  const days = await shiftDays(deps.db, localId, date, date);
  return days
    .filter((day) => !day.closed)
    .map((day) => ({ shift: day.shift, start_at: day.start_at, end_at: day.end_at, free: day.free }));
}

/**
 * A customer's own booking (the digital menu's booking flow): only where the local takes bookings
 * online (digital_card.bookings), throttled by address, with the same rules as the staff's
 * (people, closed days, room checked with the shift locked); always pending for the staff to confirm.
 */
export async function createPublicBooking(
  deps: WriteDeps,
  localId: number,
  ip: string,
  input: z.output<typeof publicBookingSchema>,
): Promise<PublicBookingView> {
  const card = await deps.settings.get(localId, "digital_card");
  if (!card.bookings) throw new AppError(403, BOOKING_MESSAGES.publicDisabled);
  await throttle(deps.db, ip, "book");
  const client = await deps.db.transaction((tx) => customerClient(tx, localId, input));
  const view = await createBooking(
    deps,
    localId,
    {
      date: input.date,
      shift: input.shift,
      qty_person: input.qty_person,
      client,
      options: input.options,
      observations: input.observations,
      table: null,
      status: "pending",
    },
    "public",
  );
  return { date: view.date, start_at: view.start_at, qty_person: view.qty_person, status: view.status };
}

/** Cancels the booking of a cancel link (unguessable token), if it is still pending or confirmed and not past. */
export async function cancelByToken(
  deps: WriteDeps,
  localId: number,
  ip: string,
  token: string,
): Promise<PublicBookingView> {
  await throttle(deps.db, ip, "cancel");
  const { timezone } = await deps.settings.get(localId, "global");
  const today = calendarDateIn(deps.clock(), timezone);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: bookings.id, status: bookings.status, date: bookings.date })
      .from(bookings)
      .where(
        and(
          eq(bookings.local_id, localId),
          eq(bookings.cancel_token_hash, hashCancelToken(token)),
          isNull(bookings.deleted_at),
        ),
      )
      .for("update");
    if (!row || !EDITABLE_BOOKING_STATUSES.includes(row.status) || row.date < today) {
      throw new AppError(400, BOOKING_MESSAGES.cancelInvalid);
    }
    await tx
      .update(bookings)
      .set({ status: "cancelled", updated_at: new Date() })
      .where(eq(bookings.id, row.id));
    await enqueueBookingMail(tx, deps, localId, row.id, "cancelled");
    const [view] = await tx
      .select({
        date: bookings.date,
        start_at: shifts.start_at,
        qty_person: bookings.qty_person,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(shifts, eq(shifts.id, bookings.shift_id))
      .where(eq(bookings.id, row.id));
    return view!;
  });
}
