import { z } from "zod";
import { phoneField } from "./clients";
import type { APP_LANGUAGES, AppLanguage } from "./locale";
import { idField } from "./menu";
import { modifierSelectionSchema } from "./modifier-selection";
import { calendarDateField } from "./offers";
import { orderAmountField } from "./orders";
import { type Currency, type OpeningDay, WEEK_DAYS, type WeekDay } from "./settings";
import { emailField, textArea, textField } from "./text";
import { wallClockAt } from "./zoned-time";

/**
 * The customer's digital menu (issue 34): the public API the /carta page speaks. No staff
 * session; the local comes from the Site header or the subdomain, as every public call.
 * Described endpoint by endpoint in the helper notes (carta-api.md); the answers' types here.
 */

export const CARTA_MESSAGES = {
  tableUnknown: "carta.table_unknown",
  orderUnknown: "carta.order_unknown",
  localOrdersOff: "carta.local_orders_off",
  callWaiterOff: "carta.call_waiter_off",
  closedNow: "carta.closed_now",
  tooManyRequests: "carta.too_many_requests",
  categoryNotOffered: "carta.category_not_offered",
  productUnavailable: "carta.product_unavailable",
  tipsOff: "carta.tips_off",
} as const;

/**
 * A token in a public path: a table's QR (tables.qr) or the one an order is followed by. Any
 * text that is no such token is simply not found (404), never told apart.
 */
export const cartaPathTokenField = z.string().min(1).max(200);

// ---------------------------------------------------------------------------------------
// Requests

/** One dish as the customer orders it: the product, how many, its options, a note. Prices come from the server. */
export const cartaLineSchema = z.object({
  id: idField,
  qty: z.number().int().min(1).max(99),
  modifiers: modifierSelectionSchema.optional(),
  details: textArea(200).optional(),
});
export type CartaLine = z.infer<typeof cartaLineSchema>;

const cartaLines = z.array(cartaLineSchema).min(1).max(50);

/** An order from the table whose QR was scanned. */
export const cartaTableOrderSchema = z.object({
  products: cartaLines,
  details: textArea(500).optional(),
  command_guests: z.number().int().min(1).max(99).optional(),
});
export type CartaTableOrder = z.infer<typeof cartaTableOrderSchema>;

export const cartaCustomerSchema = z.object({
  first_name: textField(120).min(1),
  last_name: textField(120).default(""),
  email: emailField,
  phone: phoneField,
});
export type CartaCustomer = z.infer<typeof cartaCustomerSchema>;

export const cartaAddressSchema = z.object({
  address: textField(255).min(1),
  city: textField(80).default(""),
  postal_code: textField(10).default(""),
  /** Floor, door, bell… */
  reference: textField(255).default(""),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

/** A pickup (`recoger`) or delivery (`domicilio`) order from the web. */
export const cartaTakeawayOrderSchema = z
  .object({
    kind: z.enum(["recoger", "domicilio"]),
    products: cartaLines,
    customer: cartaCustomerSchema,
    /** Required for `domicilio`. */
    address: cartaAddressSchema.optional(),
    soon_as_possible: z.boolean().default(true),
    /** The slot's `starts_at` from GET slots; required when soon_as_possible is false. */
    shift_time: z.iso.datetime({ offset: true }).optional(),
    details: textArea(500).optional(),
    /** Only where digital_card.allow_tips is on. */
    tip_amount: orderAmountField.optional(),
    /** How the customer will pay on delivery or at pickup. */
    credit_card: z.boolean().default(false),
  })
  .refine((order) => order.kind !== "domicilio" || order.address !== undefined, {
    message: "orders.address_required",
    path: ["address"],
  })
  .refine((order) => order.soon_as_possible || order.shift_time !== undefined, {
    message: "orders.shift_time_required",
    path: ["shift_time"],
  });
export type CartaTakeawayOrder = z.input<typeof cartaTakeawayOrderSchema>;

/** A kiosk order: paid at the counter, called by the name given. */
export const cartaKioskOrderSchema = z.object({
  products: cartaLines,
  name: textField(60).min(1),
  details: textArea(500).optional(),
  /** How the guest will pay at the counter: the staff see it, the guest reads its message. */
  credit_card: z.boolean().default(false),
});
export type CartaKioskOrder = z.infer<typeof cartaKioskOrderSchema>;

export const CALL_WAITER_REASONS = ["waiter", "bill"] as const;
export const cartaCallWaiterSchema = z.object({ reason: z.enum(CALL_WAITER_REASONS).default("waiter") });
export type CallWaiterReason = (typeof CALL_WAITER_REASONS)[number];

export const cartaSlotsQuerySchema = z.object({
  kind: z.enum(["recoger", "domicilio"]),
  date: calendarDateField.optional(),
});

// ---------------------------------------------------------------------------------------
// Answers

export interface CartaTexts {
  es: string;
  en: string;
}

export interface CartaOption {
  id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  /** Decimal, in the local's currency, per unit of the dish. */
  price: number;
  max_value: number;
  is_quantifiable: boolean;
  /** Ids of modifiers asked when this option is chosen (in `modifiers`). */
  modifiers: number[];
}

export interface CartaModifier {
  id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  min_value: number;
  max_value: number;
  is_quantifiable: boolean;
  options: CartaOption[];
}

export interface CartaProduct {
  id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  description: string | null;
  description_es: string | null;
  description_en: string | null;
  image: string | null;
  /** Decimal, in the local's currency; the table's zone price when the menu was asked with `mesa`. */
  price: number;
  /** Ids in CartaMenu.allergens. */
  allergens: number[];
  /** Ids of top-level modifiers in CartaMenu.modifiers, in the order to ask them. */
  modifiers: number[];
}

export interface CartaCategory {
  id: number;
  name: string;
  name_es: string | null;
  name_en: string | null;
  description: string | null;
  description_es: string | null;
  description_en: string | null;
  image: string | null;
  /** Top-level category id, or null. */
  parent: number | null;
  /** Offered for pickup and delivery (domicile_pickup.categories). */
  takeaway: boolean;
  products: CartaProduct[];
}

export interface CartaAllergen {
  id: number;
  name: string;
  name_en: string | null;
  name_ch: string | null;
}

export interface CartaMenu {
  local: {
    name: string;
    currency: Currency;
    language: AppLanguage;
    languages: typeof APP_LANGUAGES;
    timezone: string;
  };
  card: {
    header_image: string;
    kiosk_header_image: string;
    title: CartaTexts;
    subtitle: CartaTexts;
    description: CartaTexts;
    primary_color: string;
    secondary_color: string;
    background_color: string;
    allow_tips: boolean;
    call_waiter: boolean;
    local_orders: boolean;
    bookings: boolean;
    use_awards: boolean;
    order_accepted_message: CartaTexts;
    kiosk_cash_accepted_message: CartaTexts;
    kiosk_card_accepted_message: CartaTexts;
  };
  ordering: {
    /** Within the opening hours now (work_hours, the local's time zone). */
    open_now: boolean;
    opening_hours: Record<WeekDay, OpeningDay>;
    pickup: { blocked: boolean };
    delivery: {
      blocked: boolean;
      /** Decimal: the larger of domicile_pickup.minimal_amount_domicile and digital_card.minimal_order_domicile. */
      minimal_amount: number;
      /** Decimal delivery fee added as a line. */
      fee: number;
    };
  };
  categories: CartaCategory[];
  modifiers: CartaModifier[];
  allergens: CartaAllergen[];
  /** The loyalty awards on offer today, where digital_card.use_awards is on; else empty. */
  awards: CartaAward[];
}

/** A loyalty award as the digital menu shows it: earned with points, redeemed with the staff. */
export interface CartaAward {
  name: string;
  points: number;
  image: string | null;
  /** The dish it gives, for an award that gives one. */
  product: string | null;
}

export const CARTA_ORDER_STATES = ["pending", "accepted", "preparing", "ready", "done", "refused"] as const;
export type CartaOrderState = (typeof CARTA_ORDER_STATES)[number];

/** What the customer sees of their own order, and nothing else. */
export interface CartaOrderStatus {
  kind: "local" | "recoger" | "domicilio" | "barra";
  state: CartaOrderState;
  /** The table's name for a table order. */
  table: string | null;
  created_at: string;
  soon_as_possible: boolean;
  /** The slot asked for (ISO instant), or null. */
  shift_time: string | null;
  /** Minutes later than asked, when staff accepted it late. */
  delay_minutes: number | null;
  /** When it should be ready or arrive (ISO instant): the slot plus the delay; null when unknown. */
  expected_at: string | null;
  lines: Array<{ name: string; qty: number; options: string[] }>;
  /** Decimal, in `currency`. */
  total: number;
  currency: Currency;
  /** The guest said they will pay by card (at the counter, the door or pickup). */
  pays_by_card: boolean;
}

export interface CartaOrderPlaced {
  /** Keep it: GET /api/v1/public/carta/orders/:token follows the order. */
  token: string;
  order: CartaOrderStatus;
}

export interface CartaSlot {
  date: string;
  start: string;
  end: string;
  starts_at: string;
  ends_at: string;
}

// ---------------------------------------------------------------------------------------
// Opening hours

const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/**
 * Whether the local is open at `instant` on its own clock (settings work_hours). An interval
 * whose end is at or before its start runs past midnight, so the night after an open day
 * counts for that day, whatever the next day says.
 */
export function isOpenAt(hours: Record<WeekDay, OpeningDay>, instant: Date, timeZone: string): boolean {
  const wall = new Date(wallClockAt(instant.getTime(), timeZone));
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  const today = WEEK_DAYS[(wall.getUTCDay() + 6) % 7]!;
  const yesterday = WEEK_DAYS[(wall.getUTCDay() + 5) % 7]!;
  const openToday = hours[today].open
    ? hours[today].intervals.some(({ start, end }) => {
        const from = minutesOf(start);
        const to = minutesOf(end);
        return to > from ? minute >= from && minute < to : minute >= from;
      })
    : false;
  const openFromYesterday = hours[yesterday].open
    ? hours[yesterday].intervals.some(({ start, end }) => {
        const to = minutesOf(end);
        return to <= minutesOf(start) && minute < to;
      })
    : false;
  return openToday || openFromYesterday;
}
