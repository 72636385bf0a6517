import { z } from "zod";
import { idField, imageField, MENU_MESSAGES } from "./menu";
import { roundTypedDecimal } from "./menu-units";
import { calendarDateField, OFFER_MESSAGES, offerDiscountTypeSchema } from "./offers";
import { textField } from "./text";

/**
 * Awards (spec §2 /awards/list, issue 28 point 3): what a client gets for points — a product
 * free, or a discount on the order — redeemed on the till with the client attached.
 */

export const AWARD_MESSAGES = {
  productRequired: "awards.product_required",
  notEnoughPoints: "awards.not_enough_points",
  unavailable: "awards.unavailable",
  needsClient: "awards.needs_client",
  orderHasDiscount: "awards.order_has_discount",
} as const;

export const AWARD_GIFTS = ["product", "discount"] as const;
export const awardGiftSchema = z.enum(AWARD_GIFTS);
export type AwardGift = z.infer<typeof awardGiftSchema>;

const discountValue = z
  .number()
  .gt(0, { message: MENU_MESSAGES.positive })
  .max(999_999.99)
  .refine((value) => roundTypedDecimal(value, 2) === value, { message: MENU_MESSAGES.money });

const awardFields = {
  name: textField(120).min(1),
  /** Points the client gives for it. */
  points: z.number().int().min(1).max(1_000_000),
  gives: awardGiftSchema,
  /** The product given free (gives = product). */
  product: idField.nullable(),
  /** The discount given (gives = discount): a percent of the order or an amount off it. */
  discount_type: offerDiscountTypeSchema,
  price: discountValue.nullable(),
  is_active: z.boolean(),
  /** Optional validity, whole days of the local's calendar, both included. */
  start_date: calendarDateField.nullable(),
  end_date: calendarDateField.nullable(),
  /** Optional picture, uploaded as a file like the menu's images (`MENU_IMAGE_MAX_BYTES`); "" removes it. */
  image: imageField,
};

export interface AwardRuleFields {
  gives: AwardGift;
  product: number | null;
  discount_type: "percent" | "amount";
  price: number | null;
  start_date: string | null;
  end_date: string | null;
}

/** The rules across fields, also checked on an update together with the stored award. */
export function awardRuleErrors(
  award: AwardRuleFields,
): Array<{ field: keyof AwardRuleFields; message: string }> {
  const found: Array<{ field: keyof AwardRuleFields; message: string }> = [];
  if (award.gives === "product" && award.product === null)
    found.push({ field: "product", message: AWARD_MESSAGES.productRequired });
  if (award.gives === "discount" && award.price === null)
    found.push({ field: "price", message: "validation.required" });
  if (award.gives === "discount" && award.discount_type === "percent" && (award.price ?? 0) > 100)
    found.push({ field: "price", message: OFFER_MESSAGES.percentOver100 });
  if (award.start_date !== null && award.end_date !== null && award.end_date < award.start_date)
    found.push({ field: "end_date", message: OFFER_MESSAGES.endBeforeStart });
  return found;
}

export const awardInputSchema = z
  .object({
    ...awardFields,
    gives: awardFields.gives.default("product"),
    product: awardFields.product.default(null),
    discount_type: awardFields.discount_type.default("percent"),
    price: awardFields.price.default(null),
    is_active: awardFields.is_active.default(true),
    start_date: awardFields.start_date.default(null),
    end_date: awardFields.end_date.default(null),
    image: awardFields.image.optional(),
  })
  .superRefine((award, context) => {
    for (const { field, message } of awardRuleErrors(award)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });
export const awardUpdateSchema = z.object(awardFields).partial();
export type AwardInput = z.input<typeof awardInputSchema>;
export type Award = z.output<typeof awardInputSchema> & { id: number };

/** Whether an award can be redeemed on `today` (the local's calendar day). */
export function awardIsCurrent(
  award: Pick<Award, "is_active" | "start_date" | "end_date">,
  today: string,
): boolean {
  if (!award.is_active) return false;
  if (award.start_date !== null && today < award.start_date) return false;
  if (award.end_date !== null && today > award.end_date) return false;
  return true;
}

export const redeemAwardBodySchema = z.object({ request: idField, award: idField });
export type RedeemAwardBody = z.infer<typeof redeemAwardBodySchema>;

/** An award as the order's client panel lists it: what it gives and whether the points reach. */
export interface ClientAward {
  id: number;
  name: string;
  points: number;
  gives: AwardGift;
  product: number | null;
  product_name: string | null;
  /** The award's picture, `/api/v1/files/<uuid>`; null when it has none. */
  image: string | null;
  discount_type: "percent" | "amount";
  price: number | null;
  /** The client's balance covers it. */
  reachable: boolean;
}

// ---------------------------------------------------------------------------------------
// The loyalty figures of a period (issue 28 point 5), for the box report and the reports.

export const loyaltyPeriodQuerySchema = z
  .object({ date_from: z.iso.date(), date_to: z.iso.date() })
  .refine((range) => range.date_to >= range.date_from, {
    message: OFFER_MESSAGES.endBeforeStart,
    path: ["date_to"],
  });
export type LoyaltyPeriodQuery = z.infer<typeof loyaltyPeriodQuerySchema>;

/** Days are the local's calendar days, both ends included; money in the API's decimals. */
export interface LoyaltyPeriod {
  date_from: string;
  date_to: string;
  /** Uses of offer codes by orders paid in the period and not invalidated. */
  offers_used: number;
  /** What the orders paid with a code were discounted. */
  discount_given: number;
  points_earned: number;
  points_redeemed: number;
  /** Points taken back or given back by invalidations (net, signed). */
  points_reversed: number;
  /** Every client's balance at the end of the period: points owed to clients. */
  points_outstanding: number;
}

/** The loyalty figures of a box report's period (its instants, not whole days). */
export type LoyaltyFigures = Omit<LoyaltyPeriod, "date_from" | "date_to">;
