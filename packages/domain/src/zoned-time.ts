/**
 * Wall clock ↔ instant in a time zone, with Intl only (no time zone library in the domain):
 * the restaurant's clock, whatever the zone of the server or the browser.
 */

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock at an instant, as if it were UTC (ms), to do calendar arithmetic on it. */
export function wallClockAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** Minutes the zone is ahead of UTC at an instant (whole seconds suffice for every zone today). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens. In the hour that repeats when clocks go back, the
 * first one; in the hour skipped when they go forward, as many minutes after the gap as the
 * time is into it (02:30 → 03:30), as Temporal's "compatible" choice does.
 */
export function instantOfWallTime(day: CalendarDay, minutes: number, timeZone: string): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  // Zone changes are months apart, so a day either side sees the offsets in play.
  const before = offsetAt(wall - DAY_MINUTES * MINUTE, timeZone);
  const after = offsetAt(wall + DAY_MINUTES * MINUTE, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => wallClockAt(instant, timeZone) === wall,
  );
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The date (YYYY-MM-DD) and time (HH:mm) on the wall clock of `timeZone` at an instant. */
export function wallLabels(instant: number, timeZone: string): { date: string; time: string } {
  const wall = new Date(wallClockAt(instant, timeZone));
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** An instant as a datetime-local input's value (`YYYY-MM-DDTHH:mm`) on the clock of `timeZone`. */
export function zonedInputValue(iso: string, timeZone: string): string {
  const { date, time } = wallLabels(new Date(iso).getTime(), timeZone);
  return `${date}T${time}`;
}

/** A datetime-local input's value read on the clock of `timeZone`, as an ISO instant; undefined if malformed. */
export function instantOfZonedInput(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
    return undefined;
  return new Date(instantOfWallTime({ year, month, day }, hour * 60 + minute, timeZone)).toISOString();
}
