import {
  OFFER_MESSAGES,
  type Offer,
  type OfferType,
  offerInputSchema,
  offerRuleErrors,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";
import { numberOrEmpty, schemaErrors } from "../../ui/form/schema-errors";

/** The offer dialog's values as typed: numbers and dates as text. */
export interface OfferFormValues {
  name: string;
  code: string;
  discount_type: OfferType;
  /** The product a fixed_price offer prices, as the select holds it. */
  product: string | null;
  price: string;
  start_date: string;
  end_date: string;
  description: string;
  qr: string;
  limit_uses: string;
  limit_uses_client: string;
}

export function offerFormValues(offer?: Offer): OfferFormValues {
  return {
    name: offer?.name ?? "",
    code: offer?.code ?? "",
    discount_type: offer?.discount_type ?? "percent",
    product: offer?.product === null || offer?.product === undefined ? null : String(offer.product),
    price: offer ? String(offer.price) : "",
    start_date: offer?.start_date ?? "",
    end_date: offer?.end_date ?? "",
    description: offer?.description ?? "",
    qr: offer?.qr ?? "",
    limit_uses: offer?.limit_uses === null || offer?.limit_uses === undefined ? "" : String(offer.limit_uses),
    limit_uses_client:
      offer?.limit_uses_client === null || offer?.limit_uses_client === undefined
        ? ""
        : String(offer.limit_uses_client),
  };
}

/** An empty limit is "no limit" (null); typed text is the number it reads as. */
const limitOf = (text: string) => (text.trim() === "" ? null : numberOrEmpty(text));
const textOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** What the dialog sends: empty optional fields clear the stored value. */
export function offerPayload(values: OfferFormValues) {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    discount_type: values.discount_type,
    product:
      values.discount_type === "fixed_price" && values.product !== null ? Number(values.product) : null,
    price: numberOrEmpty(values.price),
    start_date: values.start_date,
    end_date: values.end_date,
    description: textOrNull(values.description),
    qr: textOrNull(values.qr),
    limit_uses: limitOf(values.limit_uses),
    limit_uses_client: limitOf(values.limit_uses_client),
  };
}

/** The domain's offer messages as the loyalty screen's texts. */
const RULE_TEXT: Record<string, string> = {
  [OFFER_MESSAGES.codeFormat]: "loyalty.offers.rules.code",
  [OFFER_MESSAGES.endBeforeStart]: "loyalty.offers.rules.endBeforeStart",
  [OFFER_MESSAGES.percentOver100]: "loyalty.offers.rules.percentOver100",
  [OFFER_MESSAGES.productRequired]: "loyalty.offers.rules.product",
  [OFFER_MESSAGES.fixedNotBelowPrice]: "loyalty.offers.rules.fixedNotBelow",
};

/**
 * The spec's offer rules on the typed values (§5 Offer): name and dates required, the end not
 * before the start, a valid code, limits of 1 or more, a price that is money (a percent ≤ 100).
 */
export function offerErrors(
  values: OfferFormValues,
  productPrice?: (product: number) => number | undefined,
): FieldErrors<OfferFormValues> {
  const payload = offerPayload(values);
  const errors = schemaErrors(offerInputSchema, payload, values);
  const result = offerInputSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      const text = RULE_TEXT[issue.message];
      if (typeof field === "string" && field in values && text) errors[field as keyof OfferFormValues] = text;
    }
  }
  // A fixed price below the product's own price (the menu's price, when the form knows it).
  if (result.success && payload.product !== null && productPrice) {
    for (const { field, message } of offerRuleErrors(result.data, productPrice(payload.product))) {
      const text = RULE_TEXT[message];
      if (text && field in values) errors[field as keyof OfferFormValues] = text;
    }
  }
  for (const field of ["limit_uses", "limit_uses_client"] as const)
    if (errors[field] && values[field].trim() !== "") errors[field] = "loyalty.offers.rules.limit";
  return errors;
}
