import {
  BOOKING_MESSAGES,
  type BookingStatus,
  calendarDateIn,
  EDITABLE_BOOKING_STATUSES,
  type publicBookingSchema,
} from "@comanda/domain";
import { and, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { customerClient } from "../clients/customer-client";
import { shifts } from "../shifts/shifts.schema";
import { shiftDays } from "./booking-capacity";
import { enqueueBookingMail, hashCancelToken } from "./booking-mail";
import { bookingPublicCalls, bookings } from "./bookings.schema";
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

/**
 * Counts the call of `ip` and refuses it past the hour's limit (429). Written before the work,
 * in its own statement, so a burst of simultaneous calls sees itself (as the login throttle).
 */
async function throttle(db: Db, ip: string, kind: PublicKind) {
  // An address's calls older than a day count no more.
  await db
    .delete(bookingPublicCalls)
    .where(
      and(eq(bookingPublicCalls.ip, ip), lt(bookingPublicCalls.created_at, sql`now() - interval '1 day'`)),
    );
  await db.insert(bookingPublicCalls).values({ ip, kind });
  const [row] = await db
    .select({ n: count() })
    .from(bookingPublicCalls)
    .where(
      and(
        eq(bookingPublicCalls.ip, ip),
        eq(bookingPublicCalls.kind, kind),
        gt(bookingPublicCalls.created_at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.n ?? 0) > PUBLIC_LIMITS[kind]) throw new AppError(429, BOOKING_MESSAGES.tooManyRequests);
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
