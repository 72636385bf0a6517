import type { ReservationSettings } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";
import { settingsErrors, settingsPatch } from "../settings/settings-form";

/** The booking settings tab (spec §3 settings group booking): numbers as typed text. */
export interface BookingSettingsValues {
  min_clients: string;
  max_clients: string;
  email: string;
  phone: string;
}

export function bookingSettingsValues(settings: ReservationSettings): BookingSettingsValues {
  return {
    ...settings,
    min_clients: String(settings.min_clients),
    max_clients: String(settings.max_clients),
  };
}

function bookingSettingsInput(values: BookingSettingsValues): Record<keyof ReservationSettings, unknown> {
  return {
    ...values,
    min_clients: numberOrEmpty(values.min_clients),
    max_clients: numberOrEmpty(values.max_clients),
  };
}

export function bookingSettingsErrors(values: BookingSettingsValues): FieldErrors<BookingSettingsValues> {
  return settingsErrors("reservation", bookingSettingsInput(values), values, {
    min_clients: "bookings.settings.rules.min",
    max_clients: "bookings.settings.rules.max",
  });
}

export function bookingSettingsPatch(values: BookingSettingsValues, stored: ReservationSettings) {
  return settingsPatch("reservation", bookingSettingsInput(values), stored);
}
