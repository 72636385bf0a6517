// Kept free of schemas: the web app's first screen checks text with these, and zod must not ride along.

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

/**
 * What counts as an e-mail address, on the server (`emailField`) and in the browser alike: zod's
 * own default pattern, held here so the login screen can check it without loading zod.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
