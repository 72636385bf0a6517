import {
  addDays,
  BOOKING_MESSAGES,
  COVER_TAKING_STATUSES,
  NEAREST_SEARCH_DAYS,
  nearestFreeShifts,
  type ShiftDay,
  weekDayOfDate,
} from "@comanda/domain";
import { and, asc, between, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import { shifts } from "../shifts/shifts.schema";
import { bookingClosedDays, bookings } from "./bookings.schema";

const liveShifts = (tx: Db, localId: number) =>
  tx
    .select({
      id: shifts.id,
      start_at: shifts.start_at,
      end_at: shifts.end_at,
      covers: shifts.covers,
      days_closed: shifts.days_closed,
    })
    .from(shifts)
    .where(and(eq(shifts.local_id, localId), isNull(shifts.deleted_at)))
    .orderBy(asc(shifts.start_at), asc(shifts.id));

/** Days of `[from, to]` closed to bookings. */
export async function closedDays(tx: Db, localId: number, from: string, to: string): Promise<string[]> {
  const rows = await tx
    .select({ day: bookingClosedDays.day })
    .from(bookingClosedDays)
    .where(and(eq(bookingClosedDays.local_id, localId), between(bookingClosedDays.day, from, to)))
    .orderBy(asc(bookingClosedDays.day));
  return rows.map((row) => row.day);
}

/** Covers taken per `shift|date` over `[from, to]`, leaving out one booking (the one being moved). */
async function bookedCovers(
  tx: Db,
  localId: number,
  from: string,
  to: string,
  exclude?: number,
  shiftId?: number,
): Promise<Map<string, number>> {
  const conditions: SQL[] = [
    eq(bookings.local_id, localId),
    isNull(bookings.deleted_at),
    between(bookings.date, from, to),
    inArray(bookings.status, [...COVER_TAKING_STATUSES]),
  ];
  if (exclude !== undefined) conditions.push(ne(bookings.id, exclude));
  if (shiftId !== undefined) conditions.push(eq(bookings.shift_id, shiftId));
  const rows = await tx
    .select({
      shift: bookings.shift_id,
      date: bookings.date,
      covers: sql<number>`coalesce(sum(${bookings.qty_person}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(and(...conditions))
    .groupBy(bookings.shift_id, bookings.date);
  return new Map(rows.map((row) => [`${row.shift}|${row.date}`, row.covers]));
}

/** Every service shift (one with covers) on every day of `[from, to]`, with its booked and free covers. */
export async function shiftDays(
  tx: Db,
  localId: number,
  from: string,
  to: string,
  exclude?: number,
): Promise<ShiftDay[]> {
  const service = (await liveShifts(tx, localId)).filter((shift) => shift.covers !== null);
  const closed = new Set(await closedDays(tx, localId, from, to));
  const booked = await bookedCovers(tx, localId, from, to, exclude);
  const days: ShiftDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekDay = weekDayOfDate(date);
    for (const shift of service) {
      const taken = booked.get(`${shift.id}|${date}`) ?? 0;
      days.push({
        date,
        shift: shift.id,
        start_at: shift.start_at,
        end_at: shift.end_at,
        covers: shift.covers,
        booked: taken,
        free: Math.max(0, (shift.covers ?? 0) - taken),
        closed: closed.has(date) || shift.days_closed.includes(weekDay),
      });
    }
  }
  return days;
}

/**
 * Checks that `qty` covers fit on the shift that day, inside the caller's transaction and
 * with the shift's row locked (`FOR UPDATE`), so two bookings for the last seats made at the
 * same time are checked one after the other and the second sees the first. `exclude` is the
 * booking being edited or moved (its own covers are not counted twice).
 */
export async function assertRoom(
  tx: Db,
  localId: number,
  { date, shift: shiftId, qty, exclude }: { date: string; shift: number; qty: number; exclude?: number },
): Promise<void> {
  const [shift] = await tx
    .select({
      id: shifts.id,
      start_at: shifts.start_at,
      covers: shifts.covers,
      days_closed: shifts.days_closed,
    })
    .from(shifts)
    .where(and(eq(shifts.local_id, localId), eq(shifts.id, shiftId), isNull(shifts.deleted_at)))
    .for("update");
  if (!shift) throw errors.field("shift", "validation.unknown_reference", { ids: String(shiftId) });
  if (shift.covers === null) throw errors.field("shift", BOOKING_MESSAGES.shiftNotBookable);
  if (shift.days_closed.includes(weekDayOfDate(date))) {
    throw new AppError(400, BOOKING_MESSAGES.shiftClosedThatDay, { date });
  }
  if ((await closedDays(tx, localId, date, date)).length > 0) {
    throw new AppError(400, BOOKING_MESSAGES.dayClosed, { date });
  }
  const taken =
    (await bookedCovers(tx, localId, date, date, exclude, shiftId)).get(`${shiftId}|${date}`) ?? 0;
  if (taken + qty <= shift.covers) return;

  const around = await shiftDays(tx, localId, date, addDays(date, NEAREST_SEARCH_DAYS), exclude);
  const nearest = nearestFreeShifts(around, { date, shift: shiftId, start_at: shift.start_at }, qty);
  const free = Math.max(0, shift.covers - taken);
  if (nearest.length === 0) {
    throw new AppError(400, BOOKING_MESSAGES.shiftFullNoAlternative, { free });
  }
  throw new AppError(400, BOOKING_MESSAGES.shiftFull, {
    free,
    alternatives: nearest.map((day) => `${day.date} ${day.start_at}`).join(", "),
  });
}
