import { z } from "zod";
import { phoneField } from "./clients";
import { idField } from "./menu";
import { calendarDateField } from "./offers";
import { WEEK_DAYS, type WeekDay } from "./settings";
import { emailField, textArea, textField } from "./text";

/**
 * Bookings (spec §3 "Shift booking"): a number of covers on one service shift of one day.
 *
 * Lifecycle:
 *   pending ─┬─> confirmed ─┬─> seated ──> finished
 *            │              ├─> no_show
 *            │              └─> cancelled
 *            ├─> seated (a walk-in of an unconfirmed booking)
 *            ├─> no_show
 *            └─> cancelled
 * finished, no_show and cancelled are final. A booking takes covers of its shift while it is
 * pending, confirmed, seated or finished (the covers were served); no_show and cancelled give
 * them back.
 */
export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "seated",
  "finished",
  "no_show",
  "cancelled",
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["confirmed", "seated", "no_show", "cancelled"],
  confirmed: ["seated", "no_show", "cancelled"],
  seated: ["finished"],
  finished: [],
  no_show: [],
  cancelled: [],
};

/** Statuses whose covers count against the shift's capacity. */
export const COVER_TAKING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed", "seated", "finished"];

/** Statuses in which the booking can still be edited or moved. */
export const EDITABLE_BOOKING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export const BOOKING_MESSAGES = {
  shiftFull: "bookings.shift_full",
  shiftFullNoAlternative: "bookings.shift_full_no_alternative",
  shiftNotBookable: "bookings.shift_not_bookable",
  shiftClosedThatDay: "bookings.shift_closed_that_day",
  dayClosed: "bookings.day_closed",
  dateInPast: "bookings.date_in_past",
  tooFar: "bookings.too_far",
  tooFew: "bookings.too_few_people",
  tooMany: "bookings.too_many_people",
  transition: "bookings.bad_transition",
  notEditable: "bookings.not_editable",
  unknownAnswer: "bookings.unknown_answer",
  singleAnswer: "bookings.single_answer",
  cancelInvalid: "bookings.cancel_invalid",
  tooManyRequests: "bookings.too_many_requests",
  publicDisabled: "bookings.public_disabled",
  tableBusy: "bookings.table_busy",
  shiftHasBookings: "bookings.shift_has_bookings",
} as const;

/** How many days ahead the nearest free shifts are looked for when a shift is full. */
export const NEAREST_SEARCH_DAYS = 14;
/** How many nearest free shifts a full shift offers. */
export const NEAREST_SHIFTS = 3;
/** How far ahead a booking can be made. */
export const MAX_BOOKING_DAYS_AHEAD = 366;

/** A shift's capacity in covers; null: the shift takes no bookings (pickup and delivery only). */
export const shiftCoversField = z.number().int().min(1).max(10_000).nullable();

/** An option answered by the booking: the option and the answers chosen. */
export const bookingOptionAnswerSchema = z.object({
  option: idField,
  answers: z.array(idField).max(50),
});
export type BookingOptionAnswer = z.infer<typeof bookingOptionAnswerSchema>;

/** A booking as the API answers it (the calendar, the day's list, one booking). */
export interface Booking {
  id: number;
  date: string;
  shift: number;
  start_at: string;
  end_at: string;
  qty_person: number;
  status: BookingStatus;
  client: number | null;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  options: BookingOptionAnswer[];
  observations: string;
  table: number | null;
  table_name: string | null;
  command: number | null;
}

const bookingFields = {
  date: calendarDateField,
  shift: idField,
  qty_person: z.number().int().min(1).max(10_000),
  client: idField.nullable(),
  options: z.array(bookingOptionAnswerSchema).max(50),
  observations: textArea(1000),
  /** The table set aside for the booking, if any (shown as reserved on the tables screen). */
  table: idField.nullable(),
};

export const bookingInsertSchema = z.object({
  ...bookingFields,
  client: bookingFields.client.default(null),
  options: bookingFields.options.default([]),
  observations: bookingFields.observations.default(""),
  table: bookingFields.table.default(null),
  status: z.enum(["pending", "confirmed"]).default("pending"),
});
export type BookingInput = z.input<typeof bookingInsertSchema>;
export type BookingInsert = z.output<typeof bookingInsertSchema>;

/** An edit or a move: only what is sent changes. */
export const bookingUpdateSchema = z.object(bookingFields).partial();
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

/** `update_many`: the same status for several bookings, all or nothing. */
export const bookingsUpdateManySchema = z.object({
  ids: z.array(idField).min(1).max(200),
  status: bookingStatusSchema,
});

/** `change_status` {day, status}: a whole day closed to bookings (a holiday) or opened again. */
export const dayStatusSchema = z.object({
  day: calendarDateField,
  status: z.enum(["open", "closed"]),
});

/** The customer's own booking (public endpoint): a client given by name and contact. */
export const publicBookingSchema = z.object({
  date: calendarDateField,
  shift: idField,
  qty_person: bookingFields.qty_person,
  first_name: textField(120).min(1),
  last_name: textField(120).default(""),
  email: emailField,
  phone: phoneField,
  options: bookingFields.options.default([]),
  observations: bookingFields.observations.default(""),
});
export type PublicBookingInput = z.input<typeof publicBookingSchema>;

/** Booking option (spec §3 "Reservation option"): a question asked with the booking. */
export const reservationOptionSchema = z.object({
  title: textField(120).min(1),
  description: textArea(1000).default(""),
  answers: z
    .array(idField)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate" })
    .default([]),
  is_multiple: z.boolean().default(false),
});
export const reservationOptionUpdateSchema = z.object({
  title: reservationOptionSchema.shape.title,
  description: textArea(1000),
  answers: reservationOptionSchema.shape.answers.unwrap(),
  is_multiple: z.boolean(),
});

/** Booking answers option (spec §3): one possible answer to an option. */
export const bookingAnswerSchema = z.object({
  title: textField(120).min(1),
  description: textArea(1000).default(""),
});
export const bookingAnswerUpdateSchema = z.object({
  title: bookingAnswerSchema.shape.title,
  description: textArea(1000),
});

/** A shift's day as the calendar shows it. */
export interface ShiftDay {
  date: string;
  shift: number;
  start_at: string;
  end_at: string;
  covers: number | null;
  booked: number;
  free: number;
  /** The shift does not open that day (its week day is closed, or the whole day is closed). */
  closed: boolean;
}

/** The week day of a calendar day `YYYY-MM-DD`. */
export function weekDayOfDate(date: string): WeekDay {
  return WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** `date` plus `days`, as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Minutes from the epoch of a wall-clock day and time (the same zone on both sides of a comparison). */
function wallMinutes(date: string, time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The nearest shifts with room for `qty` covers to the one asked for (before or after it, by
 * start time), at most `limit`, nearest first; the asked shift itself is never offered.
 */
export function nearestFreeShifts(
  candidates: readonly ShiftDay[],
  asked: { date: string; shift: number; start_at: string },
  qty: number,
  limit = NEAREST_SHIFTS,
): ShiftDay[] {
  const target = wallMinutes(asked.date, asked.start_at);
  return candidates
    .filter((day) => !day.closed && day.covers !== null && day.free >= qty)
    .filter((day) => !(day.date === asked.date && day.shift === asked.shift))
    .map((day) => ({ day, distance: Math.abs(wallMinutes(day.date, day.start_at) - target) }))
    .sort((a, b) => a.distance - b.distance || a.day.date.localeCompare(b.day.date))
    .slice(0, limit)
    .map(({ day }) => day);
}

/** The option answers a booking gives, checked against the options: known answers, one unless multiple. */
export function bookingAnswersProblem(
  given: readonly BookingOptionAnswer[],
  options: ReadonlyMap<number, { answers: readonly number[]; is_multiple: boolean }>,
): { index: number; message: string } | null {
  const seen = new Set<number>();
  for (const [index, answer] of given.entries()) {
    const option = options.get(answer.option);
    if (!option || seen.has(answer.option)) return { index, message: BOOKING_MESSAGES.unknownAnswer };
    seen.add(answer.option);
    if (answer.answers.some((id) => !option.answers.includes(id))) {
      return { index, message: BOOKING_MESSAGES.unknownAnswer };
    }
    if (new Set(answer.answers).size !== answer.answers.length) {
      return { index, message: BOOKING_MESSAGES.unknownAnswer };
    }
    if (!option.is_multiple && answer.answers.length > 1)
      return { index, message: BOOKING_MESSAGES.singleAnswer };
  }
  return null;
}
