import { z } from "zod";

/**
 * The spec's text-encoding rule (§5): basic printable ASCII, tab and line breaks,
 * Latin-1 letters (accents, ñ, ç…), œ/Œ, inverted punctuation and the euro sign.
 * Single-line fields also accept a few typographic symbols used in addresses and menus.
 */
const AREA_PATTERN = /^[\t\n\r\x20-\x7E\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0152\u0153¡¿€]*$/u;
const FIELD_PATTERN = /^[\t\n\r\x20-\x7E\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0152\u0153¡¿€ºª°·«»´¨]*$/u;

export const NOT_UTF8_ENCODED = "globals.notUTF8Encoded";

export function isAllowedFieldText(value: string): boolean {
  return FIELD_PATTERN.test(value);
}

export function isAllowedAreaText(value: string): boolean {
  return AREA_PATTERN.test(value);
}

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
  .pipe(z.email({ message: "validation.email" }));
