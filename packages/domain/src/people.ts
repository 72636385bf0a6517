import { z } from "zod";
import { passwordField, userInputSchema } from "./auth";
import { calendarDateIn } from "./offers";
import { MAX_PASSWORD_LENGTH } from "./password-rules";
import { emailField, textField } from "./text";

/** Catalogue codes of the people area's refusals, worded in the server's and the web's catalogues. */
export const PEOPLE_MESSAGES = {
  passwordsMismatch: "users.passwords_mismatch",
  lastSuperAdmin: "users.last_superadmin",
  moduleNotContracted: "roles.module_not_contracted",
  alreadyClockedIn: "time_tracking.already_clocked_in",
  notClockedIn: "time_tracking.not_clocked_in",
  endBeforeStart: "time_tracking.end_before_start",
  breakOutsideShift: "time_tracking.break_outside_shift",
} as const;

const confirmPasswordField = z.string().max(MAX_PASSWORD_LENGTH);

/**
 * Spec §5 User: the two passwords must match; the message goes on confirmPassword. The
 * confirmation guards a person's typing: the employee form always sends it, an API client that
 * sends none is not refused.
 */
function passwordsMatch(value: { password?: string; confirmPassword?: string }, context: z.RefinementCtx) {
  if (value.confirmPassword !== undefined && value.password !== value.confirmPassword) {
    context.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: PEOPLE_MESSAGES.passwordsMismatch,
    });
  }
}

/** Hiring: a password is required (spec §3 User/employee). */
export const employeeInsertSchema = userInputSchema
  .extend({ password: passwordField, confirmPassword: confirmPasswordField.optional() })
  .superRefine(passwordsMatch);
export type EmployeeInsert = z.infer<typeof employeeInsertSchema>;

/** An edit: a new password, when sent, comes with its confirmation; missing fields keep their value. */
export const employeeUpdateSchema = userInputSchema
  .partial()
  .extend({ confirmPassword: confirmPasswordField.optional() })
  .superRefine(passwordsMatch);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** A work session (clock in to clock out) or a break inside it; breaks are separate sessions. */
export const TIME_SESSION_KINDS = ["work", "break"] as const;
export const timeSessionKindSchema = z.enum(TIME_SESSION_KINDS);
export type TimeSessionKind = z.infer<typeof timeSessionKindSchema>;

/** Clocking in or out on a till: the employee's own e-mail and password (spec §6), never the till's session. */
export const clockBodySchema = z.object({
  email: emailField,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  kind: timeSessionKindSchema.default("work"),
});
export type ClockBody = z.infer<typeof clockBodySchema>;

const instant = z.iso.datetime({ offset: true });

/** A manager's correction of a session: the new times and why (kept with the before and after). */
export const sessionCorrectionSchema = z
  .object({
    start_time: instant,
    end_time: instant.nullable().optional(),
    reason: textField(255).min(1),
  })
  .superRefine((value, context) => {
    if (value.end_time && Date.parse(value.end_time) < Date.parse(value.start_time)) {
      context.addIssue({ code: "custom", path: ["end_time"], message: PEOPLE_MESSAGES.endBeforeStart });
    }
  });
export type SessionCorrection = z.infer<typeof sessionCorrectionSchema>;

const calendarDate = z.iso.date();

/** The period of the record, in the local's calendar days, both included; optionally one employee. */
export const staffScheduleQuerySchema = z.object({
  date_from: calendarDate,
  date_to: calendarDate,
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type StaffScheduleQuery = z.infer<typeof staffScheduleQuerySchema>;

export const STAFF_SCHEDULE_FORMATS = ["xlsx", "pdf"] as const;
export const staffScheduleDownloadSchema = staffScheduleQuerySchema.extend({
  format: z.enum(STAFF_SCHEDULE_FORMATS).default("xlsx"),
});

/** One correction as kept: who made it, when, and the session's times before and after. */
export interface SessionCorrectionEntry {
  id: number;
  corrected_by: { id: number; name: string };
  created_at: string;
  reason: string;
  before: { start_time: string; end_time: string | null };
  after: { start_time: string; end_time: string | null };
}

/** A session as the list presents it (spec §3 Time tracking session). */
export interface TimeSession {
  id: number;
  user_id: number;
  kind: TimeSessionKind;
  is_active: boolean;
  start_time: string;
  end_time: string | null;
  /** Whole minutes, up to now while it runs. */
  duration_minutes: number;
  corrections: SessionCorrectionEntry[];
}

/** One person's calendar day: the day a shift started owns all of it, even past midnight. */
export interface StaffDay {
  date: string;
  user_id: number;
  name: string;
  start_time: string;
  end_time: string | null;
  work_minutes: number;
  break_minutes: number;
  /** Work minus breaks: the hours the record counts. */
  net_minutes: number;
  sessions: TimeSession[];
}

export function durationMinutes(start: string, end: string | null, now: Date): number {
  const until = end === null ? now.getTime() : Date.parse(end);
  return Math.max(0, Math.floor((until - Date.parse(start)) / 60_000));
}

/**
 * Groups sessions by person and by the local calendar day they started on (a shift crossing
 * midnight counts to its first day), in time order, with the day's totals.
 */
export function staffDays(
  sessions: readonly TimeSession[],
  names: ReadonlyMap<number, string>,
  timeZone: string,
): StaffDay[] {
  const days = new Map<string, StaffDay>();
  const sorted = [...sessions].sort(
    (a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id,
  );
  for (const session of sorted) {
    const date = calendarDateIn(new Date(session.start_time), timeZone);
    const key = `${session.user_id}|${date}`;
    const day = days.get(key) ?? {
      date,
      user_id: session.user_id,
      name: names.get(session.user_id) ?? String(session.user_id),
      start_time: session.start_time,
      end_time: session.end_time,
      work_minutes: 0,
      break_minutes: 0,
      net_minutes: 0,
      sessions: [],
    };
    day.sessions.push(session);
    if (session.kind === "work") {
      day.work_minutes += session.duration_minutes;
      const ends = day.sessions.filter((s) => s.kind === "work").map((s) => s.end_time);
      day.end_time = ends.includes(null) ? null : (ends.sort().at(-1) ?? null);
    } else {
      day.break_minutes += session.duration_minutes;
    }
    day.net_minutes = Math.max(0, day.work_minutes - day.break_minutes);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** Minutes as `h:mm`, the way a time sheet shows hours. */
export function hoursText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}
