import { addDays, weekDayOfDate } from "@comanda/domain";

/** Calendar days are `YYYY-MM-DD` of the local's wall calendar (its time zone), as the server keeps them. */

export type CalendarView = "day" | "week" | "month";

export const addDaysTo = addDays;

/** The Monday of the week `date` is in. */
export function weekStart(date: string): string {
  const index = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].indexOf(
    weekDayOfDate(date),
  );
  return addDays(date, -index);
}

/** The days a view shows around `date`: the day, its week (Monday first), or its month's whole weeks. */
export function viewRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === "day") return { from: date, to: date };
  if (view === "week") {
    const from = weekStart(date);
    return { from, to: addDays(from, 6) };
  }
  const first = `${date.slice(0, 8)}01`;
  const nextMonth = new Date(`${first}T00:00:00Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const last = addDays(nextMonth.toISOString().slice(0, 10), -1);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The date one step of the view before or after. */
export function stepDate(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === "day") return addDays(date, direction);
  if (view === "week") return addDays(date, 7 * direction);
  const moved = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  moved.setUTCMonth(moved.getUTCMonth() + direction);
  return moved.toISOString().slice(0, 10);
}

/** Every day of `[from, to]`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const LOCALE: Record<string, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

/** "sáb, 14 jun": a calendar day in the screen's language (drawn at noon UTC so no zone moves it). */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(LOCALE[language] ?? "es-ES", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
    ...options,
  }).format(new Date(`${date}T12:00:00Z`));
}
