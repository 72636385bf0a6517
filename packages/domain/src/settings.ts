import { z } from "zod";
import { appDefaults, appFields } from "./settings-app";
import { digitalCardDefaults, digitalCardFields } from "./settings-digital-card";
import { domicilePickupDefaults, domicilePickupFields } from "./settings-domicile-pickup";
import { SETTINGS_MESSAGES, type SettingsGroup } from "./settings-fields";
import { globalDefaults, globalFields } from "./settings-global";
import { IMAGE_FIELDS } from "./settings-images";
import { reservationDefaults, reservationFields } from "./settings-reservation";
import { stockDefaults, stockFields } from "./settings-stock";
import { ticketDefaults, ticketFields } from "./settings-ticket";
import { ticketKitchenDefaults, ticketKitchenFields } from "./settings-ticket-kitchen";
import { workHoursDefaults, workHoursFields } from "./settings-work-hours";

/**
 * The settings of a local as one contract: each group's fields and defaults live in its own
 * `settings-<group>.ts`; this file puts them together and is the only one callers import.
 * The re-exports are named one by one so the field helpers stay private to the group files.
 */

export { APP_PAYMENT_TYPES } from "./settings-app";
export {
  CURRENCIES,
  type Currency,
  MAX_ORDER_DELAY_OPTIONS,
  MAX_SHIFT_DURATION_MINUTES,
  SETTINGS_GROUPS,
  SETTINGS_MESSAGES,
  type SettingsGroup,
  settingsGroupSchema,
} from "./settings-fields";
export {
  formatFileSize,
  IMAGE_CONTENT_TYPES,
  IMAGE_FIELDS,
  IMAGE_LIMITS,
  IMAGE_SETTINGS,
  type ImageContentType,
  type ImageGroup,
  type ImageSetting,
} from "./settings-images";
export {
  PRINT_BY,
  TICKET_FONT_NAMES,
  TICKET_FONT_STYLES,
  type TicketFont,
  ticketFontSchema,
} from "./settings-ticket-kitchen";
export {
  type OpeningDay,
  openingDaySchema,
  openingIntervalSchema,
  WEEK_DAYS,
  type WeekDay,
} from "./settings-work-hours";

// ---------------------------------------------------------------------------------------
// The groups

const SETTINGS_FIELDS = {
  global: globalFields,
  ticket: ticketFields,
  ticket_kitchen: ticketKitchenFields,
  domicile_pickup: domicilePickupFields,
  reservation: reservationFields,
  stock: stockFields,
  app: appFields,
  digital_card: digitalCardFields,
  work_hours: workHoursFields,
} as const satisfies Record<SettingsGroup, z.ZodRawShape>;

/** The whole of each group, with the rules that involve more than one field. */
export const settingsSchemas = {
  global: z.object(globalFields),
  ticket: z.object(ticketFields),
  ticket_kitchen: z.object(ticketKitchenFields),
  domicile_pickup: z.object(domicilePickupFields),
  reservation: z.object(reservationFields).refine((value) => value.min_clients <= value.max_clients, {
    message: SETTINGS_MESSAGES.minAboveMax,
    path: ["max_clients"],
  }),
  stock: z.object(stockFields),
  app: z.object(appFields),
  digital_card: z.object(digitalCardFields),
  work_hours: z.object(workHoursFields),
} satisfies Record<SettingsGroup, z.ZodType>;

export type Settings<G extends SettingsGroup> = z.infer<(typeof settingsSchemas)[G]>;
export type GlobalSettings = Settings<"global">;
export type TicketSettings = Settings<"ticket">;
export type TicketKitchenSettings = Settings<"ticket_kitchen">;
export type DomicilePickupSettings = Settings<"domicile_pickup">;
export type ReservationSettings = Settings<"reservation">;
export type StockSettings = Settings<"stock">;
export type AppSettings = Settings<"app">;
export type DigitalCardSettings = Settings<"digital_card">;
export type WorkHoursSettings = Settings<"work_hours">;

const SETTINGS_DEFAULTS: { [G in SettingsGroup]: Settings<G> } = {
  global: globalDefaults,
  ticket: ticketDefaults,
  ticket_kitchen: ticketKitchenDefaults,
  domicile_pickup: domicilePickupDefaults,
  reservation: reservationDefaults,
  stock: stockDefaults,
  app: appDefaults,
  digital_card: digitalCardDefaults,
  work_hours: workHoursDefaults,
};

/** Checks a whole group, including the rules that involve more than one field. */
export function validateSettings<G extends SettingsGroup>(group: G, value: unknown): Settings<G> {
  return settingsSchemas[group].parse(value) as Settings<G>;
}

/** A fresh deep copy of a group's defaults (plain JSON data), safe to modify. */
export function defaultSettings<G extends SettingsGroup>(group: G): Settings<G> {
  return JSON.parse(JSON.stringify(SETTINGS_DEFAULTS[group])) as Settings<G>;
}

const uploadOnly = z.never({ message: SETTINGS_MESSAGES.imageUploadOnly }).optional();

/**
 * A partial update of a group: any subset of its fields, unknown fields refused, and
 * image fields refused with a message pointing to the upload.
 */
function patchSchema<S extends z.ZodRawShape, K extends string = never>(
  fields: S,
  imageFields: Record<K, number> | undefined = undefined,
) {
  const readOnly = Object.fromEntries(Object.keys(imageFields ?? {}).map((field) => [field, uploadOnly]));
  return z
    .object(fields)
    .partial()
    .extend(readOnly as Record<K, typeof uploadOnly>)
    .strict();
}

export const settingsPatchSchemas = {
  global: patchSchema(globalFields, IMAGE_FIELDS.global),
  ticket: patchSchema(ticketFields),
  ticket_kitchen: patchSchema(ticketKitchenFields),
  domicile_pickup: patchSchema(domicilePickupFields),
  reservation: patchSchema(reservationFields),
  stock: patchSchema(stockFields),
  app: patchSchema(appFields),
  digital_card: patchSchema(digitalCardFields, IMAGE_FIELDS.digital_card),
  work_hours: patchSchema(workHoursFields),
} satisfies Record<SettingsGroup, z.ZodType>;

export type SettingsPatch<G extends SettingsGroup> = z.infer<(typeof settingsPatchSchemas)[G]>;

/**
 * A group as stored for a local, read leniently: every stored field that still passes
 * today's rule is kept, anything else (a field renamed or tightened since it was saved)
 * falls back to its default, so an old row never breaks the screen that reads it.
 */
export function readSettings<G extends SettingsGroup>(group: G, stored: unknown): Settings<G> {
  const result: Record<string, unknown> = defaultSettings(group);
  if (typeof stored !== "object" || stored === null) return result as Settings<G>;
  const fields: Record<string, z.ZodType> = SETTINGS_FIELDS[group];
  for (const [key, schema] of Object.entries(fields)) {
    if (!Object.hasOwn(stored, key)) continue;
    const parsed = schema.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Settings<G>;
}

export const touchKeyboardBodySchema = z.object({
  use_touch_keyboard: z.union([z.boolean(), z.enum(["true", "false"])]),
});
