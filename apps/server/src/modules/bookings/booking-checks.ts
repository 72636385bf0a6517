import {
  addDays,
  BOOKING_MESSAGES,
  type BookingOptionAnswer,
  bookingAnswersProblem,
  MAX_BOOKING_DAYS_AHEAD,
  type ReservationSettings,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { clients } from "../clients/clients.schema";
import { tables } from "../floor/floor.schema";
import { reservationOptions } from "./bookings.schema";

/** min_clients ≤ qty_person ≤ max_clients of the booking settings. */
export function assertPeople(settings: ReservationSettings, qty: number) {
  if (qty < settings.min_clients) {
    throw errors.field("qty_person", BOOKING_MESSAGES.tooFew, { min: settings.min_clients });
  }
  if (qty > settings.max_clients) {
    throw errors.field("qty_person", BOOKING_MESSAGES.tooMany, { max: settings.max_clients });
  }
}

/** A booking is for today (the local's) or a later day, at most a year ahead. */
export function assertBookableDate(date: string, today: string) {
  if (date < today) throw errors.field("date", BOOKING_MESSAGES.dateInPast, { today });
  const last = addDays(today, MAX_BOOKING_DAYS_AHEAD);
  if (date > last) throw errors.field("date", BOOKING_MESSAGES.tooFar, { last });
}

export async function assertClient(tx: Db, localId: number, clientId: number | null) {
  if (clientId === null) return;
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.local_id, localId), eq(clients.id, clientId), isNull(clients.deleted_at)));
  if (!row) throw errors.field("client", "validation.unknown_reference", { ids: String(clientId) });
}

export async function assertTable(tx: Db, localId: number, tableId: number | null) {
  if (tableId === null) return;
  const [row] = await tx
    .select({ id: tables.id })
    .from(tables)
    .where(and(eq(tables.local_id, localId), eq(tables.id, tableId), isNull(tables.deleted_at)));
  if (!row) throw errors.field("table", "validation.unknown_reference", { ids: String(tableId) });
}

/** Each option answered once, with answers it offers, one only unless it is multiple. */
export async function assertOptions(tx: Db, localId: number, given: readonly BookingOptionAnswer[]) {
  if (given.length === 0) return;
  const rows = await tx
    .select({
      id: reservationOptions.id,
      answers: reservationOptions.answers,
      is_multiple: reservationOptions.is_multiple,
    })
    .from(reservationOptions)
    .where(
      and(
        eq(reservationOptions.local_id, localId),
        inArray(
          reservationOptions.id,
          given.map((answer) => answer.option),
        ),
        isNull(reservationOptions.deleted_at),
      ),
    );
  const problem = bookingAnswersProblem(given, new Map(rows.map((row) => [row.id, row])));
  if (problem) throw errors.field(`options.${problem.index}`, problem.message);
}

/** A refused change of status, naming both. */
export function badTransition(from: string, to: string) {
  return new AppError(400, BOOKING_MESSAGES.transition, { from, to });
}
