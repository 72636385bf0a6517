import type { Currency, GlobalSettings } from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty } from "../../ui/form/schema-errors";
import { settingsErrors, settingsPatch } from "./settings-form";

/**
 * The global settings form (spec §3 "Settings groups", global): numbers as typed text, the
 * logo kept as stored (it changes by its own upload, never by this form's save).
 */
export interface GlobalFormValues {
  iva: string;
  language: GlobalSettings["language"];
  new_request_sound: boolean;
  show_combined_aggregated_categories: boolean;
  currency: Currency;
  logo: string;
  use_touch_keyboard: boolean;
  select_employee_before_order: boolean;
  use_modifiers: boolean;
  show_category_name: boolean;
  use_payment_terminal: boolean;
  use_cashmatic: boolean;
  address: string;
  city: string;
  town: string;
  postal_code: string;
  /** "" is no position. */
  latitude: string;
  longitude: string;
  close_barra_order_auto: boolean;
  timezone: string;
}

const optionalNumber = (value: number | null) => (value === null ? "" : String(value));
const numberOrNull = (text: string) => (text.trim() === "" ? null : numberOrEmpty(text));

export function globalFormValues(settings: GlobalSettings): GlobalFormValues {
  return {
    ...settings,
    iva: String(settings.iva),
    latitude: optionalNumber(settings.latitude),
    longitude: optionalNumber(settings.longitude),
  };
}

export function globalInput(values: GlobalFormValues): Record<keyof GlobalSettings, unknown> {
  return {
    ...values,
    iva: numberOrEmpty(values.iva),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
  };
}

const RULES = "settings.global.rules";

export function globalErrors(values: GlobalFormValues): FieldErrors<GlobalFormValues> {
  return settingsErrors("global", globalInput(values), values, {
    iva: `${RULES}.iva`,
    latitude: `${RULES}.latitude`,
    longitude: `${RULES}.longitude`,
  });
}

export function globalPatch(values: GlobalFormValues, stored: GlobalSettings) {
  return settingsPatch("global", globalInput(values), stored);
}
