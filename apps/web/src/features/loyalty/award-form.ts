import {
  AWARD_MESSAGES,
  type Award,
  type AwardGift,
  awardInputSchema,
  OFFER_MESSAGES,
  type OfferDiscountType,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty, schemaErrors } from "../../ui/form/schema-errors";

/** The award dialog's values as typed: numbers, ids and dates as text. */
export interface AwardFormValues {
  name: string;
  points: string;
  gives: AwardGift;
  product: string | null;
  discount_type: OfferDiscountType;
  price: string;
  is_active: boolean;
  start_date: string;
  end_date: string;
  /** The stored image's URL; null when there is none or it was removed. */
  image: string | null;
  /** A new image chosen in this form. */
  imageFile: File | null;
}

export function awardFormValues(award?: Award): AwardFormValues {
  return {
    name: award?.name ?? "",
    points: award ? String(award.points) : "",
    gives: award?.gives ?? "product",
    product: award?.product === null || award?.product === undefined ? null : String(award.product),
    discount_type: award?.discount_type ?? "percent",
    price: award?.price === null || award?.price === undefined ? "" : String(award.price),
    is_active: award?.is_active ?? true,
    start_date: award?.start_date ?? "",
    end_date: award?.end_date ?? "",
    image: award?.image || null,
    imageFile: null,
  };
}

/** What the dialog sends: only what the chosen gift needs; empty dates mean "always". */
export function awardPayload(values: AwardFormValues) {
  const isProduct = values.gives === "product";
  return {
    name: values.name.trim(),
    points: numberOrEmpty(values.points),
    gives: values.gives,
    product: isProduct && values.product !== null ? Number(values.product) : null,
    discount_type: values.discount_type,
    price: isProduct || values.price.trim() === "" ? null : numberOrEmpty(values.price),
    is_active: values.is_active,
    start_date: values.start_date === "" ? null : values.start_date,
    end_date: values.end_date === "" ? null : values.end_date,
  };
}

const RULE_TEXT: Record<string, string> = {
  [AWARD_MESSAGES.productRequired]: "loyalty.awards.rules.product",
  [OFFER_MESSAGES.endBeforeStart]: "loyalty.offers.rules.endBeforeStart",
  [OFFER_MESSAGES.percentOver100]: "loyalty.offers.rules.percentOver100",
  "validation.required": "form.required",
};

/** An award's rules on the typed values: name, points of 1 or more, the gift's product or discount, the dates in order. */
export function awardErrors(values: AwardFormValues): FieldErrors<AwardFormValues> {
  const payload = awardPayload(values);
  const errors = schemaErrors(awardInputSchema, payload, values);
  const result = awardInputSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      const text = RULE_TEXT[issue.message];
      if (typeof field === "string" && field in values && text) errors[field as keyof AwardFormValues] = text;
    }
  }
  if (errors.points && values.points.trim() !== "") errors.points = "loyalty.offers.rules.limit";
  return errors;
}
