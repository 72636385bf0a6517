import { z } from "zod";
import { EMAIL_PATTERN, isAllowedAreaText, isAllowedFieldText, NOT_UTF8_ENCODED } from "./text-rules";

/** A single-line text field: trimmed, encoding-checked, at most `max` characters. */
export function textField(max = 255) {
  return z.string().trim().max(max).refine(isAllowedFieldText, { message: NOT_UTF8_ENCODED });
}

/** A multi-line text area. */
export function textArea(max = 5000) {
  return z.string().max(max).refine(isAllowedAreaText, { message: NOT_UTF8_ENCODED });
}

export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: "validation.email" }));
