import { z } from "zod";
import type { ClientAward } from "./awards";
import { calendarDayIn } from "./date-ranges";
import { idField, MENU_MESSAGES } from "./menu";
import { roundTypedDecimal } from "./menu-units";
import { textArea, textField } from "./text";

/**
 * Offers (promotion codes, spec §3 Offer, §5 Offer, §7 promotions). A code is typed by a
 * waiter or a customer, so it is matched without regard to case and stored in capitals.
 */

export const OFFER_MESSAGES = {
  codeFormat: "offers.code_format",
  endBeforeStart: "offers.end_before_start",
  percentOver100: "offers.percent_over_100",
  date: "validation.date",
  /** Spec §8 "invalid offer code": no live offer of the local has it. */
  invalidCode: "offers.invalid_code",
  /** Spec §8 "cannot use code"; the field message says why. */
  cannotUse: "offers.cannot_use",
  notStarted: "offers.not_started",
  expired: "offers.expired",
  limitReached: "offers.limit_reached",
  clientLimitReached: "offers.client_limit_reached",
  /** A fixed_price offer names the product (or menu) it prices. */
  productRequired: "offers.product_required",
  /** A fixed price must be below the product's own price, or it is no offer. */
  fixedNotBelowPrice: "offers.fixed_not_below_price",
} as const;

export const OFFER_DISCOUNT_TYPES = ["percent", "amount"] as const;
export const offerDiscountTypeSchema = z.enum(OFFER_DISCOUNT_TYPES);
export type OfferDiscountType = z.infer<typeof offerDiscountTypeSchema>;

/**
 * What an offer does: a percent or an amount off the order (the discount types awards share),
 * or `fixed_price`: every unit of one product (or menu) on the order costs `price`.
 */
export const OFFER_TYPES = ["percent", "amount", "fixed_price"] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;

/** 3 to 30 letters, digits or dashes: short enough to read out, long enough not to be guessed by chance. */
export const OFFER_CODE_PATTERN = /^[A-Za-z0-9-]{3,30}$/;

/** What a code is stored and compared as. */
export const normalizeOfferCode = (code: string) => code.trim().toUpperCase();

export const offerCodeField = z
  .string()
  .trim()
  .regex(OFFER_CODE_PATTERN, { message: OFFER_MESSAGES.codeFormat })
  .transform(normalizeOfferCode);

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, `YYYY-MM-DD`, that exists (no 2025-02-30). */
export const calendarDateField = z.string().refine(isCalendarDate, { message: OFFER_MESSAGES.date });

const limit = z.number().int().min(1).max(1_000_000);

const offerFields = {
  name: textField(120).min(1),
  /** Free text printed as the offer's QR code (a link to the digital menu, say); empty: the code itself. */
  qr: textField(255).nullable(),
  code: offerCodeField,
  /**
   * The discount: a percentage of the order, or an amount of money off it; never 0 (spec §5
   * Numbers). For fixed_price, the product's price on the order: 0 or more (0 gives it free).
   */
  price: z
    .number()
    .min(0, { message: MENU_MESSAGES.positive })
    .max(999_999.99)
    .refine((value) => roundTypedDecimal(value, 2) === value, { message: MENU_MESSAGES.money }),
  start_date: calendarDateField,
  end_date: calendarDateField,
  discount_type: offerTypeSchema,
  /** The product (or menu product) a fixed_price offer prices. */
  product: idField.nullable(),
  description: textArea(2000).nullable(),
  /** Uses over every client; null: no limit. */
  limit_uses: limit.nullable(),
  /** Uses per client; null: no limit. Orders without a client count only towards limit_uses. */
  limit_uses_client: limit.nullable(),
};

export interface OfferRuleFields {
  start_date: string;
  end_date: string;
  discount_type: OfferType;
  price: number;
  product: number | null;
}

/**
 * The rules across fields, also checked on an update against the stored offer. `productPrice`
 * is the fixed_price product's own price when the caller knows it (the server reads it; the
 * form finds it in the menu): the fixed price must be below it.
 */
export function offerRuleErrors(
  offer: OfferRuleFields,
  productPrice?: number,
): Array<{ field: keyof OfferRuleFields; message: string }> {
  const found: Array<{ field: keyof OfferRuleFields; message: string }> = [];
  if (offer.end_date < offer.start_date) {
    found.push({ field: "end_date", message: OFFER_MESSAGES.endBeforeStart });
  }
  if (offer.discount_type === "percent" && offer.price > 100) {
    found.push({ field: "price", message: OFFER_MESSAGES.percentOver100 });
  }
  // Below 0 is the field's own message; 0 is only a price for fixed_price.
  if (offer.discount_type !== "fixed_price" && offer.price === 0) {
    found.push({ field: "price", message: MENU_MESSAGES.positive });
  }
  if (offer.discount_type === "fixed_price") {
    if (offer.product === null) found.push({ field: "product", message: OFFER_MESSAGES.productRequired });
    else if (productPrice !== undefined && offer.price >= productPrice)
      found.push({ field: "price", message: OFFER_MESSAGES.fixedNotBelowPrice });
  }
  return found;
}

export const offerInputSchema = z
  .object({
    ...offerFields,
    qr: offerFields.qr.default(null),
    discount_type: offerFields.discount_type.default("percent"),
    product: offerFields.product.default(null),
    description: offerFields.description.default(null),
    limit_uses: offerFields.limit_uses.default(null),
    limit_uses_client: offerFields.limit_uses_client.default(null),
  })
  .superRefine((offer, context) => {
    for (const { field, message } of offerRuleErrors(offer)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });
/** Cross-field rules need the stored offer: the server checks them with `offerRuleErrors`. */
export const offerUpdateSchema = z.object(offerFields).partial();
export type OfferInput = z.input<typeof offerInputSchema>;
export type Offer = z.output<typeof offerInputSchema> & { id: number };

// ---------------------------------------------------------------------------------------
// Promotions: may a code be used now?

export const promotionIsEnabledBodySchema = z.object({
  code: z.string().trim().min(1).max(60),
  client: idField.nullable().optional(),
});
export const promotionCheckCodeQuerySchema = z.object({ code: z.string().trim().min(1).max(60) });

export type OfferRefusal = "not_started" | "expired" | "limit_reached" | "client_limit_reached";

export const OFFER_REFUSAL_MESSAGES: Record<OfferRefusal, string> = {
  not_started: OFFER_MESSAGES.notStarted,
  expired: OFFER_MESSAGES.expired,
  limit_reached: OFFER_MESSAGES.limitReached,
  client_limit_reached: OFFER_MESSAGES.clientLimitReached,
};

export interface OfferUsageQuery {
  offer: Pick<Offer, "start_date" | "end_date" | "limit_uses" | "limit_uses_client">;
  /** The restaurant's calendar day, `YYYY-MM-DD`: an offer runs from the start of its first day to the end of its last. */
  today: string;
  uses: number;
  /** Uses by the client asking; undefined when no client is given (the client limit is not checked). */
  clientUses?: number;
}

/** Why an existing offer cannot be used now, or null when it can. */
export function offerRefusal({ offer, today, uses, clientUses }: OfferUsageQuery): OfferRefusal | null {
  if (today < offer.start_date) return "not_started";
  if (today > offer.end_date) return "expired";
  if (offer.limit_uses !== null && uses >= offer.limit_uses) return "limit_reached";
  if (clientUses !== undefined && offer.limit_uses_client !== null && clientUses >= offer.limit_uses_client) {
    return "client_limit_reached";
  }
  return null;
}

/** Today as `YYYY-MM-DD` in the local's time zone. */
export function calendarDateIn(now: Date, timeZone: string): string {
  const { year, month, day } = calendarDayIn(now, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------
// A client's loyalty: points balance, ledger and the offers used (issue 28 point 4).

/**
 * earned: a paid order's points; redeemed: spent on an award; reversed: taken back (or given
 * back) by an invalidation.
 */
export type LoyaltyEntryKind = "earned" | "redeemed" | "reversed";

export interface ClientLoyaltyEntry {
  id: number;
  kind: LoyaltyEntryKind;
  points: number;
  request: number;
  serial: string | null;
  /** The award redeemed (kind redeemed). */
  award_name: string | null;
  created_at: string;
}

export interface ClientOfferUse {
  id: number;
  offer: number;
  code: string;
  name: string;
  request: number | null;
  serial: string | null;
  used_at: string;
  /** The order was invalidated and gave the use back. */
  released: boolean;
}

export interface ClientLoyalty {
  client: number;
  /** The client's name, as the panels title it. */
  name: string;
  balance: number;
  entries: ClientLoyaltyEntry[];
  offers_used: ClientOfferUse[];
  /** The awards the local offers today, each saying whether the balance reaches it. */
  awards: ClientAward[];
}

/** How many ledger rows and uses the client panel shows, newest first. */
export const CLIENT_LOYALTY_LIMIT = 50;

export const loyaltyEntryKind = (row: { is_reversal: boolean; award_id: number | null }): LoyaltyEntryKind =>
  row.is_reversal ? "reversed" : row.award_id !== null ? "redeemed" : "earned";
