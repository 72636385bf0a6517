import { z } from "zod";
import { calendarDayIn } from "./date-ranges";
import { DEFAULT_TIMEZONE } from "./locale";
import type { DomicilePickupSettings, WeekDay } from "./settings";
import { WEEK_DAYS } from "./settings";
import { type CalendarDay, instantOfWallTime, wallLabels } from "./zoned-time";

/**
 * The pickup and delivery time slots (`GET shifts_times`): each shift of the local is cut into
 * slots of `shift_duration` minutes, and a customer picks one. Times are the local's wall
 * clock in its time zone; slots are stepped in real minutes from the shift's start, so a
 * kitchen's half hour is half an hour also on the nights the clocks change.
 */

export const SHIFT_MESSAGES = {
  time: "validation.time",
  duplicateDay: "validation.duplicate",
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const shiftTime = z.string().regex(HH_MM, { message: SHIFT_MESSAGES.time });

/**
 * A shift (spec §3 "Shift"). An end at or before the start runs past midnight (20:00–02:00);
 * start and end both 00:00 (the defaults) is the whole day. `order_per_shift` is the number of
 * orders each slot of the shift takes (null: no limit): a kitchen plans its load slot by
 * slot, and a total for the whole shift would let every order pile into its first slot.
 * `days_closed` are the week days (settings' WEEK_DAYS names) on which the shift does not
 * start.
 */
export const shiftSchema = z.object({
  start_at: shiftTime.default("00:00"),
  end_at: shiftTime.default("00:00"),
  order_per_shift: z.number().int().min(1).max(10_000).nullable().default(null),
  days_closed: z
    .array(z.enum(WEEK_DAYS))
    .refine((days) => new Set(days).size === days.length, { message: SHIFT_MESSAGES.duplicateDay })
    .default([]),
});
export type ShiftInput = z.input<typeof shiftSchema>;
export type Shift = z.output<typeof shiftSchema>;

/** What is already booked in a slot, keyed by the slot's start instant (`starts_at`). */
export interface SlotBooking {
  starts_at: string;
  /** Delivery and pickup orders. */
  orders: number;
  /** Units of products over those orders. */
  products: number;
  /** Delivery orders among them. */
  domicile_orders: number;
}

export interface TimeSlot {
  /** The calendar day the slot starts on, `YYYY-MM-DD`, in the local's time zone. */
  date: string;
  /** Wall-clock times, `HH:MM`. */
  start: string;
  end: string;
  /** Instants, ISO 8601 UTC: unambiguous also in the hour that repeats when clocks go back. */
  starts_at: string;
  ends_at: string;
  /** Position of the slot's shift in the list given. */
  shift_index: number;
}

export type SlotSettings = Pick<
  DomicilePickupSettings,
  | "shift_duration"
  | "minimal_anticipation_pickup"
  | "minimal_anticipation_domicile"
  | "max_products_by_turn"
  | "domicile_orders_limit"
>;

export interface SlotQuery {
  shifts: readonly Shift[];
  /** The calendar day asked for, `YYYY-MM-DD`; default: today in `timeZone`. */
  date?: string;
  now: Date;
  /** Default Europe/Madrid (spec §9). */
  timeZone?: string;
  kind: "recoger" | "domicilio";
  settings: SlotSettings;
  booked?: readonly SlotBooking[];
  /** Units of products of the order being placed; 1 while the basket is still open. */
  products?: number;
}

const MINUTE = 60_000;
const pad = (value: number) => String(value).padStart(2, "0");

function parseDay(date: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  if (!day || new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDate() !== day.day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return day;
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function weekDayOf(day: CalendarDay): WeekDay {
  // getUTCDay counts from Sunday; WEEK_DAYS from Monday.
  return WEEK_DAYS[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7]!;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// ---------------------------------------------------------------------------------------
// Slots

/**
 * Every slot of the shifts that start on `serviceDay` (skipping the shifts closed that week
 * day), from the shift's start in steps of `slotMinutes`; the last slot ends with the shift
 * even when shorter, because the kitchen still cooks until then.
 */
function serviceDaySlots(
  shifts: readonly Shift[],
  serviceDay: CalendarDay,
  slotMinutes: number,
  timeZone: string,
): Array<{ start: number; end: number; shift_index: number }> {
  const weekDay = weekDayOf(serviceDay);
  return shifts.flatMap((shift, shift_index) => {
    if (shift.days_closed.includes(weekDay)) return [];
    const startMinutes = minutesOf(shift.start_at);
    const endMinutes = minutesOf(shift.end_at);
    const start = instantOfWallTime(serviceDay, startMinutes, timeZone);
    const end =
      endMinutes > startMinutes
        ? instantOfWallTime(serviceDay, endMinutes, timeZone)
        : instantOfWallTime(addDays(serviceDay, 1), endMinutes, timeZone);
    const slots: Array<{ start: number; end: number; shift_index: number }> = [];
    for (let at = start; at < end; at += slotMinutes * MINUTE) {
      slots.push({ start: at, end: Math.min(at + slotMinutes * MINUTE, end), shift_index });
    }
    return slots;
  });
}

/**
 * The slots a customer can still pick that start on the calendar day asked for: those of the
 * shifts starting that day and the after-midnight part of the previous day's shifts (a night
 * shift belongs to the day it starts, so its closed days are that day's). A slot is left out
 * when it starts before now + the kind's minimal anticipation (the kitchen needs that long
 * before the slot begins), or when one more order would exceed the shift's order_per_shift,
 * the slot's max_products_by_turn, or, for delivery, domicile_orders_limit. Overlapping
 * shifts giving the same start keep the first shift's slot.
 */
export function shiftSlots(query: SlotQuery): TimeSlot[] {
  const { shifts, now, kind, settings } = query;
  const timeZone = query.timeZone ?? DEFAULT_TIMEZONE;
  const slotMinutes = settings.shift_duration;
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) {
    throw new RangeError(`shift_duration must be a positive whole number of minutes: ${slotMinutes}`);
  }
  const day = query.date === undefined ? calendarDayIn(now, timeZone) : parseDay(query.date);
  const dayLabel = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
  const anticipation =
    kind === "domicilio" ? settings.minimal_anticipation_domicile : settings.minimal_anticipation_pickup;
  const earliest = now.getTime() + anticipation * MINUTE;
  const bookings = new Map((query.booked ?? []).map((booking) => [Date.parse(booking.starts_at), booking]));
  const products = query.products ?? 1;

  const isFull = (start: number, shift: Shift): boolean => {
    const booking = bookings.get(start);
    if (!booking) return false;
    if (shift.order_per_shift !== null && booking.orders + 1 > shift.order_per_shift) return true;
    if (
      settings.max_products_by_turn !== null &&
      booking.products + products > settings.max_products_by_turn
    ) {
      return true;
    }
    return kind === "domicilio" && booking.domicile_orders + 1 > settings.domicile_orders_limit;
  };

  const seen = new Set<number>();
  return [addDays(day, -1), day]
    .flatMap((serviceDay) => serviceDaySlots(shifts, serviceDay, slotMinutes, timeZone))
    .sort((a, b) => a.start - b.start || a.shift_index - b.shift_index)
    .flatMap((slot) => {
      const start = wallLabels(slot.start, timeZone);
      if (start.date !== dayLabel || seen.has(slot.start)) return [];
      seen.add(slot.start);
      if (slot.start < earliest || isFull(slot.start, shifts[slot.shift_index]!)) return [];
      return [
        {
          date: start.date,
          start: start.time,
          end: wallLabels(slot.end, timeZone).time,
          starts_at: new Date(slot.start).toISOString(),
          ends_at: new Date(slot.end).toISOString(),
          shift_index: slot.shift_index,
        },
      ];
    });
}
