import { shiftCoversField, shiftSchema, type WeekDay } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty, schemaErrors } from "../../ui/form/schema-errors";
import type { ServiceShift } from "./bookings-api";

/** A shift as the form edits it: times "HH:MM", numbers as typed ("" is none). */
export interface ShiftFormValues {
  start_at: string;
  end_at: string;
  covers: string;
  order_per_shift: string;
  days_closed: WeekDay[];
}

const schema = shiftSchema.extend({ covers: shiftCoversField });

export function shiftFormValues(shift?: ServiceShift): ShiftFormValues {
  return {
    start_at: shift?.start_at ?? "00:00",
    end_at: shift?.end_at ?? "00:00",
    covers: shift?.covers === null || shift?.covers === undefined ? "" : String(shift.covers),
    order_per_shift: shift?.order_per_shift == null ? "" : String(shift.order_per_shift),
    days_closed: shift?.days_closed ?? [],
  };
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : numberOrEmpty(text));

/** What the form sends: an empty capacity or limit is null (no bookings, no limit). */
export function shiftPayload(values: ShiftFormValues) {
  return {
    start_at: values.start_at,
    end_at: values.end_at,
    covers: numberOrNull(values.covers),
    order_per_shift: numberOrNull(values.order_per_shift),
    days_closed: values.days_closed,
  };
}

export function shiftErrors(values: ShiftFormValues): FieldErrors<ShiftFormValues> {
  return schemaErrors(schema, shiftPayload(values), values);
}
