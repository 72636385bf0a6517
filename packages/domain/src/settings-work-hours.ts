import { z } from "zod";
import { flag, SETTINGS_MESSAGES } from "./settings-fields";

/** The "work_hours" settings group: the bar's opening hours, day by day. */

export const WEEK_DAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: SETTINGS_MESSAGES.time });
const toMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** One opening interval; an end at or before the start runs past midnight (a bar open until 02:00). */
export const openingIntervalSchema = z.object({ start: time, end: time });

/** Sorted by start, a day's intervals must not overlap; only the last may cross midnight. */
function intervalsOverlap(intervals: ReadonlyArray<{ start: string; end: string }>): boolean {
  const ranges = intervals
    .map(({ start, end }) => {
      const from = toMinutes(start);
      const to = toMinutes(end);
      return [from, to <= from ? to + 24 * 60 : to] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  return ranges.some((range, index) => index > 0 && range[0] < ranges[index - 1]![1]);
}

export const openingDaySchema = z.object({
  open: flag,
  intervals: z
    .array(openingIntervalSchema)
    .max(4)
    .refine((intervals) => !intervalsOverlap(intervals), { message: SETTINGS_MESSAGES.hoursOverlap }),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const workHoursFields = Object.fromEntries(WEEK_DAYS.map((day) => [day, openingDaySchema])) as Record<
  WeekDay,
  typeof openingDaySchema
>;

/** Lunch and dinner service every day, the usual Spanish split schedule. */
const SPLIT_SERVICE: OpeningDay = {
  open: true,
  intervals: [
    { start: "13:00", end: "16:00" },
    { start: "20:00", end: "23:30" },
  ],
};
export const workHoursDefaults = Object.fromEntries(WEEK_DAYS.map((day) => [day, SPLIT_SERVICE])) as Record<
  WeekDay,
  OpeningDay
>;
