import {
  CLIENT_MESSAGES,
  type FullInvoiceBody,
  fullInvoiceBodySchema,
  type InvoiceRecipient,
  NOT_UTF8_ENCODED,
  VERIFACTU_RECORD_MESSAGES,
} from "@comanda/domain";
import type { FieldErrors } from "../../ui/form/field-errors";

/**
 * The client's tax data of a full invoice (issue 25): an F1 asked for at the closing, or an F3
 * replacing a paid ticket. The domain's schema is the rule; pure, so it is unit-tested.
 */

export interface RecipientValues {
  legal_name: string;
  tax_number: string;
  address: string;
  zip: string;
}

export type RecipientField = keyof RecipientValues;

export const RECIPIENT_FIELDS: readonly RecipientField[] = ["legal_name", "tax_number", "address", "zip"];

export const EMPTY_RECIPIENT: RecipientValues = { legal_name: "", tax_number: "", address: "", zip: "" };

/** The longest text each field takes (the domain's limits), so a finger cannot type past them. */
export const RECIPIENT_MAX_LENGTH: Record<RecipientField, number> = {
  legal_name: 120,
  tax_number: 20,
  address: 255,
  zip: 20,
};

/** What the calls take: trimmed, the optional address and postal code left out when empty. */
export function recipientBody(values: RecipientValues): InvoiceRecipient {
  const address = values.address.trim();
  const zip = values.zip.trim();
  return {
    legal_name: values.legal_name.trim(),
    tax_number: values.tax_number.trim(),
    ...(address === "" ? {} : { address }),
    ...(zip === "" ? {} : { zip }),
  };
}

/** The body of an F3 for a paid order. */
export function fullInvoiceBody(requestId: number, values: RecipientValues): FullInvoiceBody {
  return { request_id: requestId, ...recipientBody(values) };
}

/** The domain's own messages, as keys of the web's catalogue. */
const KNOWN_MESSAGES: Record<string, string> = {
  [CLIENT_MESSAGES.taxId]: "fiscal.form.rules.taxNumber",
  [VERIFACTU_RECORD_MESSAGES.forbiddenCharacters]: VERIFACTU_RECORD_MESSAGES.forbiddenCharacters,
  [NOT_UTF8_ENCODED]: NOT_UTF8_ENCODED,
};

/** The domain's rules on what would be sent, one catalogue key per broken field. */
export function recipientErrors(values: RecipientValues): FieldErrors<RecipientValues> {
  const body = recipientBody(values);
  const result = fullInvoiceBodySchema.safeParse({ request_id: 1, ...body });
  const errors: FieldErrors<RecipientValues> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in values)) continue;
    const name = field as RecipientField;
    const isEmpty = body[name] === undefined || body[name] === "";
    errors[name] ??= isEmpty ? "form.required" : (KNOWN_MESSAGES[issue.message] ?? "form.invalid");
  }
  return errors;
}

/**
 * One field's rule, checked when the finger leaves it: a wrong NIF is said at once. An empty
 * field is left alone until the form is sent, so going through it does not nag.
 */
export function recipientFieldError(values: RecipientValues, field: RecipientField): string | undefined {
  if (values[field].trim() === "") return undefined;
  return recipientErrors(values)[field];
}
