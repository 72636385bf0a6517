import { z } from "zod";
import { APP_LANGUAGES, DEFAULT_TIMEZONE, isTimeZone } from "./locale";
import { emailField, textArea, textField } from "./text";

/**
 * Settings of a local, one object per group (spec §3 "Settings groups"). Each group is
 * a plain field map without defaults, so that a partial update never fills a missing
 * field with its default; the defaults live beside it as a typed object.
 */
export const SETTINGS_GROUPS = [
  "global",
  "ticket",
  "ticket_kitchen",
  "domicile_pickup",
  "reservation",
  "stock",
  "app",
  "digital_card",
  "work_hours",
] as const;
export const settingsGroupSchema = z.enum(SETTINGS_GROUPS);
export type SettingsGroup = z.infer<typeof settingsGroupSchema>;

export const CURRENCIES = ["EUR", "USD", "GBP", "YPJ", "MXN", "BLR", "DOP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MAX_ORDER_DELAY_OPTIONS = 3;
export const MAX_SHIFT_DURATION_MINUTES = 120;

export const SETTINGS_MESSAGES = {
  imageUploadOnly: "settings.image_upload_only",
  orderDelaysMax: "settings.order_delays_max",
  orderDelaysDuplicate: "settings.order_delays_duplicate",
  minAboveMax: "settings.min_above_max",
  hoursOverlap: "settings.hours_overlap",
  money: "validation.money",
  time: "validation.time",
  color: "validation.color",
  timezone: "validation.timezone",
  url: "validation.url",
} as const;

// ---------------------------------------------------------------------------------------
// Images

export const IMAGE_CONTENT_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/svg+xml",
] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const KB = 1024;
const MB = 1024 * KB;

/** Size limits of spec §5 "Images": a file of exactly the limit is accepted. */
export const IMAGE_LIMITS = {
  logo: 100 * KB,
  header: 1000 * KB,
  kioskHeader: 5 * MB,
} as const;

/**
 * The image fields of each group and their limit. They are set by uploading a file,
 * never by a settings update, and hold the file's URL (or "" when there is none).
 */
export const IMAGE_FIELDS = {
  global: { logo: IMAGE_LIMITS.logo },
  digital_card: { header_image: IMAGE_LIMITS.header, kiosk_header_image: IMAGE_LIMITS.kioskHeader },
} as const satisfies Partial<Record<SettingsGroup, Record<string, number>>>;
export type ImageGroup = keyof typeof IMAGE_FIELDS;

export interface ImageSetting {
  group: ImageGroup;
  field: string;
  maxBytes: number;
}
/** IMAGE_FIELDS as a list, one entry per image field. */
export const IMAGE_SETTINGS: readonly ImageSetting[] = Object.entries(IMAGE_FIELDS).flatMap(
  ([group, fields]) =>
    Object.entries(fields).map(([field, maxBytes]) => ({ group: group as ImageGroup, field, maxBytes })),
);

/** "100 kb", "1000 kb", "5 MB": how limits are written in messages and hints. */
export function formatFileSize(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} kb`;
}

const FILE_URL = /^\/api\/v1\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const imageUrl = z.union([z.literal(""), z.string().regex(FILE_URL)]);

// ---------------------------------------------------------------------------------------
// Field helpers

const flag = z.boolean();
const count = (max: number) => z.number().int().min(0).max(max);
const minutes = (max: number) => z.number().int().min(0).max(max);
/** A decimal amount in the local's currency, as the API speaks it: at most 2 decimals. */
const amount = z
  .number()
  .min(0)
  .max(99_999.99)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: SETTINGS_MESSAGES.money });
const optionalEmail = z.union([z.literal(""), emailField]);
const phone = textField(30);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: SETTINGS_MESSAGES.color });
const id = z.number().int().positive().max(2_147_483_647);
/** An absolute http(s) address, or "" for none. */
const optionalHttpUrl = z.union([
  z.literal(""),
  z
    .string()
    .trim()
    .max(255)
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s?#]*)?$/i, { message: SETTINGS_MESSAGES.url }),
]);

function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

// ---------------------------------------------------------------------------------------
// global

const globalFields = {
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

const globalDefaults: z.infer<z.ZodObject<typeof globalFields>> = {
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

// ---------------------------------------------------------------------------------------
// ticket

const ticketFields = {
  heading: textField(120),
  phone,
  /** Legal name (razón social) printed on the client ticket. */
  reason: textField(120),
  nif_cif: textField(20),
  use_printer: flag,
  qty_kitchen_ticket: count(10),
  qty_client_ticket: count(10),
  /** Per order kind (spec §9 "Order type to path"): print the kitchen ticket when the order is sent. */
  kitchen_ticket_local: flag,
  kitchen_ticket_barra: flag,
  kitchen_ticket_recoger: flag,
  kitchen_ticket_domicilio: flag,
  /** Per order kind: print the client ticket when the order is closed. */
  client_ticket_local: flag,
  client_ticket_barra: flag,
  client_ticket_recoger: flag,
  client_ticket_domicilio: flag,
  address: textField(255),
  ticket_text: textArea(500),
  aggregate_same_printer: flag,
  use_main_printer_in_tpv: flag,
  companion_same_printer: flag,
  /** Key of the till whose printer prints client tickets; null: the till that closes the order. */
  tpv: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_-]+$/, { message: "tpv.key_format" })
    .nullable(),
  ticket_close_command: flag,
};

const ticketDefaults: z.infer<z.ZodObject<typeof ticketFields>> = {
  heading: "",
  phone: "",
  reason: "",
  nif_cif: "",
  use_printer: true,
  qty_kitchen_ticket: 1,
  qty_client_ticket: 1,
  kitchen_ticket_local: true,
  kitchen_ticket_barra: true,
  kitchen_ticket_recoger: true,
  kitchen_ticket_domicilio: true,
  // A simplified invoice must be handed over on every sale in Spain.
  client_ticket_local: true,
  client_ticket_barra: true,
  client_ticket_recoger: true,
  client_ticket_domicilio: true,
  address: "",
  ticket_text: "",
  // Extras and side dishes go to the kitchen that cooks the dish they belong to.
  aggregate_same_printer: true,
  use_main_printer_in_tpv: false,
  companion_same_printer: true,
  tpv: null,
  ticket_close_command: true,
};

// ---------------------------------------------------------------------------------------
// ticket_kitchen

/** ESC/POS printers offer fonts A and B, emphasis and 1–8× character magnification. */
export const TICKET_FONT_NAMES = ["A", "B"] as const;
export const TICKET_FONT_STYLES = ["normal", "bold", "underline"] as const;
export const ticketFontSchema = z.object({
  name: z.enum(TICKET_FONT_NAMES),
  style: z.enum(TICKET_FONT_STYLES),
  size: z.number().int().min(1).max(8),
});
export type TicketFont = z.infer<typeof ticketFontSchema>;

/** How lines are routed to kitchen printers: by the product's category or by its family. */
export const PRINT_BY = ["category", "family"] as const;

const ticketKitchenFields = {
  show_local_header: flag,
  show_domicile_header: flag,
  show_price_per_unit: flag,
  show_total_price: flag,
  show_command_guests: flag,
  /** Groups lines by product order group (incoming, first_plate, …). */
  group_by_orders: flag,
  show_person_name: flag,
  header_font: ticketFontSchema,
  product_font: ticketFontSchema,
  details_font: ticketFontSchema,
  print_by: z.enum(PRINT_BY),
};

const ticketKitchenDefaults: z.infer<z.ZodObject<typeof ticketKitchenFields>> = {
  show_local_header: true,
  show_domicile_header: true,
  show_price_per_unit: false,
  show_total_price: false,
  show_command_guests: true,
  group_by_orders: true,
  show_person_name: true,
  // Cooks read tickets from a distance: dishes at double size, notes small.
  header_font: { name: "A", style: "bold", size: 2 },
  product_font: { name: "A", style: "normal", size: 2 },
  details_font: { name: "B", style: "normal", size: 1 },
  print_by: "category",
};

// ---------------------------------------------------------------------------------------
// domicile_pickup

const domicilePickupFields = {
  block_domicile_order: flag,
  block_pickup_order: flag,
  price_domicile_service: amount,
  minimal_amount_domicile: amount,
  auto_accept_domicile: flag,
  auto_accept_pickup: flag,
  /** Delay options, in minutes, offered when accepting an order late (spec §4 order_time_delay). */
  orders_time: z
    .array(z.number().int().min(1).max(240))
    .max(MAX_ORDER_DELAY_OPTIONS, { message: SETTINGS_MESSAGES.orderDelaysMax })
    .refine((values) => !hasDuplicates(values), { message: SETTINGS_MESSAGES.orderDelaysDuplicate }),
  allow_order_time_delay: flag,
  /** Length of a delivery/pickup time slot. */
  shift_duration: z.number().int().min(5).max(MAX_SHIFT_DURATION_MINUTES),
  minimal_anticipation_pickup: minutes(24 * 60),
  minimal_anticipation_domicile: minutes(24 * 60),
  /** Products accepted per time slot; null: no limit. */
  max_products_by_turn: z.number().int().positive().max(10_000).nullable(),
  /** Categories offered for delivery and pickup; empty: all of them. */
  categories: z
    .array(id)
    .max(1000)
    .refine((values) => !hasDuplicates(values), { message: "validation.invalid" }),
  /** Delivery orders accepted per time slot. */
  domicile_orders_limit: z.number().int().min(1).max(1000),
  /** Kilometres from the local; 0: no limit. */
  maximum_radius_domicile: z.number().min(0).max(500),
  request_without_client_domicile: flag,
  request_without_client_pickup: flag,
};

const domicilePickupDefaults: z.infer<z.ZodObject<typeof domicilePickupFields>> = {
  block_domicile_order: false,
  block_pickup_order: false,
  price_domicile_service: 0,
  minimal_amount_domicile: 0,
  auto_accept_domicile: false,
  auto_accept_pickup: false,
  orders_time: [15, 30, 45],
  allow_order_time_delay: true,
  shift_duration: 30,
  minimal_anticipation_pickup: 15,
  minimal_anticipation_domicile: 30,
  max_products_by_turn: null,
  categories: [],
  domicile_orders_limit: 1,
  maximum_radius_domicile: 5,
  request_without_client_domicile: false,
  request_without_client_pickup: false,
};

// ---------------------------------------------------------------------------------------
// reservation

const reservationFields = {
  min_clients: z.number().int().min(1).max(1000),
  max_clients: z.number().int().min(1).max(1000),
  email: optionalEmail,
  phone,
};

const reservationDefaults: z.infer<z.ZodObject<typeof reservationFields>> = {
  min_clients: 1,
  max_clients: 20,
  email: "",
  phone: "",
};

// ---------------------------------------------------------------------------------------
// stock

const stockFields = {
  /** The stock (uuid) that sales consume ingredients from; null: sales do not move stock. */
  stock: z.uuid().nullable(),
};

const stockDefaults: z.infer<z.ZodObject<typeof stockFields>> = { stock: null };

// ---------------------------------------------------------------------------------------
// app

/** Ways a customer can pay in the customer app (a subset of spec §3 payment types). */
export const APP_PAYMENT_TYPES = ["cash", "credit_card"] as const;
const appPayments = z
  .array(z.enum(APP_PAYMENT_TYPES))
  .refine((values) => !hasDuplicates(values), { message: "validation.invalid" });

const appFields = {
  text_local: textArea(1000),
  text_local_es: textArea(1000),
  text_local_en: textArea(1000),
  local_payments: appPayments,
  domicile_payments: appPayments,
  pickup_payments: appPayments,
  use_vibrant: flag,
};

const appDefaults: z.infer<z.ZodObject<typeof appFields>> = {
  text_local: "",
  text_local_es: "",
  text_local_en: "",
  local_payments: ["cash", "credit_card"],
  domicile_payments: ["cash", "credit_card"],
  pickup_payments: ["cash", "credit_card"],
  use_vibrant: false,
};

// ---------------------------------------------------------------------------------------
// digital_card

const digitalCardFields = {
  header_image: imageUrl,
  kiosk_header_image: imageUrl,
  title_es: textField(120),
  title_en: textField(120),
  subtitle_es: textField(200),
  subtitle_en: textField(200),
  description_es: textArea(1000),
  description_en: textArea(1000),
  primary_color: color,
  secondary_color: color,
  background_color: color,
  minimal_order_domicile: amount,
  allow_tips: flag,
  email: optionalEmail,
  bookings: flag,
  call_waiter: flag,
  local_orders: flag,
  use_awards: flag,
  order_accepted_message_es: textArea(500),
  order_accepted_message_en: textArea(500),
  kiosk_cash_accepted_message_es: textArea(500),
  kiosk_cash_accepted_message_en: textArea(500),
  kiosk_card_accepted_message_es: textArea(500),
  kiosk_card_accepted_message_en: textArea(500),
  /**
   * Where the customer's digital menu is served; a table's QR code opens it with `?mesa=<qr>`.
   * Empty: the address the back office is reached at, plus /carta.
   */
  menu_url: optionalHttpUrl,
};

const digitalCardDefaults: z.infer<z.ZodObject<typeof digitalCardFields>> = {
  header_image: "",
  kiosk_header_image: "",
  title_es: "",
  title_en: "",
  subtitle_es: "",
  subtitle_en: "",
  description_es: "",
  description_en: "",
  primary_color: "#B91C1C",
  secondary_color: "#F59E0B",
  background_color: "#FFFFFF",
  minimal_order_domicile: 0,
  allow_tips: false,
  email: "",
  bookings: false,
  call_waiter: true,
  // The menu starts as a read-only card; ordering from the table is opted into.
  local_orders: false,
  use_awards: false,
  order_accepted_message_es: "¡Gracias! Hemos recibido tu pedido.",
  order_accepted_message_en: "Thank you! We have received your order.",
  kiosk_cash_accepted_message_es: "Pedido recibido. Paga en caja para que lo preparemos.",
  kiosk_cash_accepted_message_en: "Order received. Pay at the counter and we will prepare it.",
  kiosk_card_accepted_message_es: "Pago completado. Te avisaremos cuando tu pedido esté listo.",
  kiosk_card_accepted_message_en: "Payment complete. We will call you when your order is ready.",
  menu_url: "",
};

// ---------------------------------------------------------------------------------------
// work_hours (bars hours)

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

const workHoursFields = Object.fromEntries(WEEK_DAYS.map((day) => [day, openingDaySchema])) as Record<
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
const workHoursDefaults = Object.fromEntries(WEEK_DAYS.map((day) => [day, SPLIT_SERVICE])) as Record<
  WeekDay,
  OpeningDay
>;

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
