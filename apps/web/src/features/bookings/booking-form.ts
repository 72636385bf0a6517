import type { Booking, BookingOptionAnswer } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { parseNumber } from "../../ui/keyboard/input-rules";
import type { BookingBody } from "./bookings-api";

/** A booking as its dialog edits it: ids and numbers as text, answers per option. */
export interface BookingFormValues {
  date: string;
  shift: string | null;
  qty_person: string;
  client: { id: number; name: string } | null;
  table: string | null;
  /** option id → the answer ids chosen. */
  answers: Record<string, number[]>;
  observations: string;
}

export function bookingFormValues(
  booking: Booking | undefined,
  date: string,
  shift?: number,
): BookingFormValues {
  return {
    date: booking?.date ?? date,
    shift: booking ? String(booking.shift) : shift === undefined ? null : String(shift),
    qty_person: booking ? String(booking.qty_person) : "2",
    client:
      booking?.client != null
        ? { id: booking.client, name: booking.client_name ?? String(booking.client) }
        : null,
    table: booking?.table != null ? String(booking.table) : null,
    answers: Object.fromEntries(
      (booking?.options ?? []).map((option) => [String(option.option), option.answers]),
    ),
    observations: booking?.observations ?? "",
  };
}

export function bookingErrors(values: BookingFormValues): FieldErrors<BookingFormValues> {
  const errors: FieldErrors<BookingFormValues> = {};
  if (!values.date) errors.date = "form.required";
  if (values.shift === null) errors.shift = "form.required";
  const qty = parseNumber(values.qty_person);
  if (values.qty_person.trim() === "") errors.qty_person = "form.required";
  else if (qty === undefined || !Number.isInteger(qty) || qty < 1) errors.qty_person = "form.invalid";
  return errors;
}

/** What the dialog sends: options without an answer are left out. */
export function bookingPayload(values: BookingFormValues): BookingBody {
  const options: BookingOptionAnswer[] = Object.entries(values.answers)
    .filter(([, answers]) => answers.length > 0)
    .map(([option, answers]) => ({ option: Number(option), answers }));
  return {
    date: values.date,
    shift: Number(values.shift),
    qty_person: parseNumber(values.qty_person) ?? 0,
    client: values.client?.id ?? null,
    table: values.table === null ? null : Number(values.table),
    options,
    observations: values.observations,
  };
}
