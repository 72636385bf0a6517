import {
  BOOKING_MESSAGES,
  type BookingInsert,
  type BookingUpdate,
  calendarDateIn,
  EDITABLE_BOOKING_STATUSES,
} from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { SettingsService } from "../settings/settings.service";
import { assertRoom } from "./booking-capacity";
import { assertBookableDate, assertClient, assertOptions, assertPeople, assertTable } from "./booking-checks";
import { type BookingMailDeps, enqueueBookingMail, newCancelToken } from "./booking-mail";
import { type BookingView, bookingView, lockBooking } from "./booking-views";
import { bookings } from "./bookings.schema";

export interface WriteDeps extends BookingMailDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  clock: () => Date;
}

async function today(deps: WriteDeps, tx: Db, localId: number) {
  const global = await deps.settings.get(localId, "global", tx);
  return calendarDateIn(deps.clock(), global.timezone);
}

/**
 * Creates a booking: people within the booking settings, a day from today on, a known client,
 * table and answers, and room on the shift that day (checked with the shift locked). The
 * client's confirmation mail, with a cancel link, is written in the same transaction.
 */
export async function createBooking(
  deps: WriteDeps,
  localId: number,
  input: BookingInsert,
  source: "staff" | "public" = "staff",
): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    assertBookableDate(input.date, await today(deps, tx, localId));
    assertPeople(await deps.settings.get(localId, "reservation", tx), input.qty_person);
    await assertClient(tx, localId, input.client);
    await assertTable(tx, localId, input.table);
    await assertOptions(tx, localId, input.options);
    await assertRoom(tx, localId, { date: input.date, shift: input.shift, qty: input.qty_person });
    const { token, hash } = newCancelToken();
    const [row] = await tx
      .insert(bookings)
      .values({
        local_id: localId,
        date: input.date,
        shift_id: input.shift,
        qty_person: input.qty_person,
        client_id: input.client,
        status: input.status,
        options: input.options,
        observations: input.observations,
        table_id: input.table,
        cancel_token_hash: hash,
        source,
      })
      .returning({ id: bookings.id });
    await enqueueBookingMail(tx, deps, localId, row!.id, "confirmed", token);
    return bookingView(tx, localId, row!.id);
  });
}

/**
 * Edits or moves a pending or confirmed booking; a new day, shift or number of people is
 * checked against the target shift's room as a new booking would be (its own covers aside).
 */
export async function updateBooking(
  deps: WriteDeps,
  localId: number,
  id: number,
  patch: BookingUpdate,
): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    const stored = await lockBooking(tx, localId, id);
    if (!EDITABLE_BOOKING_STATUSES.includes(stored.status)) {
      throw new AppError(400, BOOKING_MESSAGES.notEditable, { status: stored.status });
    }
    const date = patch.date ?? stored.date;
    const shift = patch.shift ?? stored.shift_id;
    const qty = patch.qty_person ?? stored.qty_person;
    if (patch.date !== undefined) assertBookableDate(date, await today(deps, tx, localId));
    if (patch.qty_person !== undefined) {
      assertPeople(await deps.settings.get(localId, "reservation", tx), qty);
    }
    if (patch.client !== undefined) await assertClient(tx, localId, patch.client);
    if (patch.table !== undefined) await assertTable(tx, localId, patch.table);
    if (patch.options !== undefined) await assertOptions(tx, localId, patch.options);
    if (date !== stored.date || shift !== stored.shift_id || qty > stored.qty_person) {
      await assertRoom(tx, localId, { date, shift, qty, exclude: id });
    }
    await tx
      .update(bookings)
      .set({
        date,
        shift_id: shift,
        qty_person: qty,
        ...(patch.client !== undefined ? { client_id: patch.client } : {}),
        ...(patch.table !== undefined ? { table_id: patch.table } : {}),
        ...(patch.options !== undefined ? { options: patch.options } : {}),
        ...(patch.observations !== undefined ? { observations: patch.observations } : {}),
        updated_at: new Date(),
      })
      .where(and(eq(bookings.local_id, localId), eq(bookings.id, id)));
    return bookingView(tx, localId, id);
  });
}
