import { CLIENT_MESSAGES, MENU_MESSAGES, NOT_UTF8_ENCODED } from "@comanda/domain";
import type * as core from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import { parseNumber } from "../keyboard/input-rules";
import type { FieldErrors } from "./field-errors";

/** The domain's own message keys, as keys of the form kit's texts. */
const KNOWN_MESSAGES: Record<string, string> = {
  [MENU_MESSAGES.money]: "form.money",
  [MENU_MESSAGES.positive]: "form.positive",
  "validation.decimals": "form.decimals",
  "validation.email": "form.email",
  [CLIENT_MESSAGES.phone]: "form.phone",
  [NOT_UTF8_ENCODED]: NOT_UTF8_ENCODED,
};

/** A number field's text as the API number; "" stays "" so the schema can say it is required. */
export function numberOrEmpty(text: string): number | "" {
  if (text.trim() === "") return "";
  return parseNumber(text) ?? Number.NaN;
}

/**
 * The domain schema's verdict on what a form would send, as i18n keys on the form's fields.
 * The form holds text (numbers as typed) while the schema judges the API values, so the
 * caller passes both; zod's own English messages become "required", the field's own message
 * in `fieldMessages` (a phone too short is worded as any bad phone) or "invalid".
 */
export function schemaErrors<T extends object>(
  schema: core.$ZodType,
  payload: Record<string, unknown>,
  values: T,
  fieldMessages: Partial<Record<keyof T & string, string>> = {},
): FieldErrors<T> {
  const result = safeParse(schema, payload);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in values)) continue;
    const value = payload[field];
    const isEmpty = value === "" || value === undefined || value === null;
    errors[field as keyof T & string] ??=
      KNOWN_MESSAGES[issue.message] ??
      (isEmpty ? "form.required" : (fieldMessages[field as keyof T & string] ?? "form.invalid"));
  }
  return errors;
}
