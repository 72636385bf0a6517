import { z } from "zod";
import { APP_LANGUAGES, DEFAULT_TIMEZONE, isTimeZone } from "./locale";
import { CURRENCIES, flag, SETTINGS_MESSAGES } from "./settings-fields";
import { imageUrl } from "./settings-images";
import { textField } from "./text";

/** The "global" settings group: the local itself, its language, currency and till habits. */

export const globalFields = {
  /** VAT percentage applied to sales. */
  iva: z.number().min(0).max(100),
  language: z.enum(APP_LANGUAGES),
  new_request_sound: flag,
  show_combined_aggregated_categories: flag,
  currency: z.enum(CURRENCIES),
  logo: imageUrl,
  use_touch_keyboard: flag,
  select_employee_before_order: flag,
  use_modifiers: flag,
  show_category_name: flag,
  use_payment_terminal: flag,
  use_cashmatic: flag,
  address: textField(255),
  city: textField(80),
  town: textField(80),
  postal_code: textField(10),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  close_barra_order_auto: flag,
  timezone: z.string().max(64).refine(isTimeZone, { message: SETTINGS_MESSAGES.timezone }),
};

export const globalDefaults: z.infer<z.ZodObject<typeof globalFields>> = {
  // Spanish VAT for restaurant and bar service.
  iva: 10,
  language: "es",
  new_request_sound: true,
  show_combined_aggregated_categories: false,
  currency: "EUR",
  logo: "",
  use_touch_keyboard: false,
  select_employee_before_order: false,
  use_modifiers: true,
  show_category_name: true,
  use_payment_terminal: false,
  use_cashmatic: false,
  address: "",
  city: "",
  town: "",
  postal_code: "",
  latitude: null,
  longitude: null,
  close_barra_order_auto: false,
  timezone: DEFAULT_TIMEZONE,
};
