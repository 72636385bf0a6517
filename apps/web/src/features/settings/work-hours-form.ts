import { WEEK_DAYS, type WeekDay, type WorkHoursSettings } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { newRowKey } from "../menu/product-form-data";
import { settingsErrors, settingsPatch } from "./settings-form";

/** One opening interval as the form edits it: "HH:MM" times and a key for the list. */
export interface IntervalRow {
  key: string;
  start: string;
  end: string;
}

export interface DayFormValues {
  open: boolean;
  intervals: IntervalRow[];
}

export type WorkHoursFormValues = Record<WeekDay, DayFormValues>;

export const newIntervalRow = (start = "", end = ""): IntervalRow => ({ key: newRowKey(), start, end });

export function workHoursFormValues(settings: WorkHoursSettings): WorkHoursFormValues {
  return Object.fromEntries(
    WEEK_DAYS.map((day) => [
      day,
      {
        open: settings[day].open,
        intervals: settings[day].intervals.map((interval) => newIntervalRow(interval.start, interval.end)),
      },
    ]),
  ) as WorkHoursFormValues;
}

/** A line left with both times blank is dropped rather than refused. */
export function workHoursInput(values: WorkHoursFormValues): Record<WeekDay, unknown> {
  return Object.fromEntries(
    WEEK_DAYS.map((day) => [
      day,
      {
        open: values[day].open,
        intervals: values[day].intervals
          .filter((row) => row.start !== "" || row.end !== "")
          .map(({ start, end }) => ({ start, end })),
      },
    ]),
  ) as Record<WeekDay, unknown>;
}

/** One message per day: its intervals overlap, or a time is missing or malformed. */
export function workHoursErrors(values: WorkHoursFormValues): FieldErrors<WorkHoursFormValues> {
  return settingsErrors("work_hours", workHoursInput(values), values, {});
}

export function workHoursPatch(values: WorkHoursFormValues, stored: WorkHoursSettings) {
  return settingsPatch("work_hours", workHoursInput(values), stored);
}
