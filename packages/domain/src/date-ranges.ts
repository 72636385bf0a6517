/** The date presets of the range pickers (spec §2 "Other UI"). */
export const DATE_RANGE_PRESETS = [
  "today",
  "yesterday",
  "last7Days",
  "last30Days",
  "q1",
  "q2",
  "q3",
  "q4",
  "currentMonth",
  "lastMonth",
  "year",
  "last3Months",
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Calendar days as `YYYY-MM-DD`, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar day that `now` is in `timeZone`: the restaurant's day, not the browser's. */
export function calendarDayIn(now: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Date.UTC rolls over out-of-range days and months, which is the arithmetic wanted here. */
function shift(day: CalendarDay, days: number, months = 0): CalendarDay {
  const target = new Date(Date.UTC(day.year, day.month - 1 + months, 1));
  const year = target.getUTCFullYear();
  const month = target.getUTCMonth() + 1;
  // A month back from 31 May is 30 April, not 1 May.
  const clamped = Math.min(day.day, daysInMonth(year, month));
  const moved = new Date(Date.UTC(year, month - 1, clamped + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function format(day: CalendarDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

function wholeMonths(year: number, firstMonth: number, count: number): DateRange {
  const lastMonth = firstMonth + count - 1;
  return {
    from: format({ year, month: firstMonth, day: 1 }),
    to: format({ year, month: lastMonth, day: daysInMonth(year, lastMonth) }),
  };
}

/**
 * The range a preset stands for on the day `now` falls on in `timeZone`. "Last N" presets end
 * today and include it; named periods (a quarter, a month, the year) are whole, so the same
 * preset gives the same report whenever it is asked for within the period.
 */
export function presetRange(preset: DateRangePreset, now: Date, timeZone: string): DateRange {
  const today = calendarDayIn(now, timeZone);
  const upToToday = (start: CalendarDay): DateRange => ({ from: format(start), to: format(today) });
  switch (preset) {
    case "today":
      return upToToday(today);
    case "yesterday": {
      const yesterday = format(shift(today, -1));
      return { from: yesterday, to: yesterday };
    }
    case "last7Days":
      return upToToday(shift(today, -6));
    case "last30Days":
      return upToToday(shift(today, -29));
    case "q1":
      return wholeMonths(today.year, 1, 3);
    case "q2":
      return wholeMonths(today.year, 4, 3);
    case "q3":
      return wholeMonths(today.year, 7, 3);
    case "q4":
      return wholeMonths(today.year, 10, 3);
    case "currentMonth":
      return wholeMonths(today.year, today.month, 1);
    case "lastMonth": {
      const previous = shift({ ...today, day: 1 }, 0, -1);
      return wholeMonths(previous.year, previous.month, 1);
    }
    case "year":
      return wholeMonths(today.year, 1, 12);
    case "last3Months":
      // The day after the same date three months back: exactly three months, the longest
      // range a report accepts (spec §5 "Reports").
      return upToToday(shift(today, 1, -3));
  }
}

/** The preset whose range is exactly `range` today, if any; lets a picker show which one is chosen. */
export function presetOf(range: DateRange, now: Date, timeZone: string): DateRangePreset | undefined {
  return DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now, timeZone);
    return candidate.from === range.from && candidate.to === range.to;
  });
}
