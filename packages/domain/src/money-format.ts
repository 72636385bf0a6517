import type { AppLanguage } from "./locale";
import type { Currency } from "./settings";

/**
 * Money and quantity display (spec §9): money is shown with 2 decimals and stock quantities
 * with up to 6, both truncated, never rounded, so a till never shows more than is owed.
 * Inside the code money is integer cents; amounts in the API's decimals go through
 * `centsFromAmount` first.
 */
export const DEFAULT_CURRENCY: Currency = "EUR";
export const QUANTITY_DECIMALS = 6;

/** The locale of each app language when the currency does not impose its own. */
const LANGUAGE_LOCALES: Record<AppLanguage, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

/** Currencies whose own country's formatting the spec asks for, whatever the app language. */
const CURRENCY_LOCALES: Partial<Record<Currency, string>> = { DOP: "es-DO", USD: "en-US" };

function assertFinite(value: number, what: string) {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/**
 * `value` cut (towards zero) to `decimals` decimals. The scaled value is first read to 15
 * significant digits, the precision a double holds, so binary noise such as
 * 0.29 * 100 = 28.999999999999996 does not lose a cent.
 */
export function truncateDecimals(value: number, decimals: number): number {
  assertFinite(value, "value");
  const scale = 10 ** decimals;
  const scaled = Math.trunc(Number((value * scale).toPrecision(15)));
  // `|| 0` turns -0 (e.g. from -0.001) into 0, which would otherwise print as "-0,00".
  return scaled / scale || 0;
}

/** An API decimal amount as integer cents, truncated: 19.999 → 1999, -0.005 → 0. */
export function centsFromAmount(amount: number): number {
  return Math.round(truncateDecimals(amount, 2) * 100) || 0;
}

export function moneyLocale(currency: Currency, language: AppLanguage): string {
  return CURRENCY_LOCALES[currency] ?? LANGUAGE_LOCALES[language];
}

export interface MoneyFormatOptions {
  currency?: Currency;
  language?: AppLanguage;
}

/**
 * Integer cents as money text, e.g. 123450 → "1234,50 €" (EUR in Spanish), "RD$1,234.50" (DOP).
 * YPJ and BLR are not ISO 4217 codes, so no locale knows a symbol for them: they are shown
 * by their code ("19,99 YPJ"), which is what Intl does with any well-formed unknown code.
 */
export function formatMoney(cents: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const currency = options.currency ?? DEFAULT_CURRENCY;
  return moneyFormatter(moneyLocale(currency, options.language ?? "es"), currency).format(cents / 100);
}

/** Building a formatter costs far more than using one, and tills print prices by the hundred. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      // Fixed at 2 for every currency, even those Intl would show without decimals.
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** An API decimal amount as money text, truncated to the cent. */
export function formatAmount(amount: number, options: MoneyFormatOptions = {}): string {
  return formatMoney(centsFromAmount(amount), options);
}

/** The sign money is written with ("€", "$", "RD$", "YPJ"), for a label naming an amount's unit. */
export function currencySymbol(options: MoneyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const parts = moneyFormatter(moneyLocale(currency, options.language ?? "es"), currency).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/**
 * The number format a spreadsheet cell of money takes, so the amount stays a number people
 * can add up and still shows the local's currency where the formatter puts it:
 * `#,##0.00 "€"` (EUR), `"$"#,##0.00` (USD), `"RD$"#,##0.00` (DOP). Separators follow the
 * reader's spreadsheet settings, as spreadsheets do.
 */
export function spreadsheetMoneyFormat(options: MoneyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const parts = moneyFormatter(moneyLocale(currency, options.language ?? "es"), currency).formatToParts(1);
  const at = parts.findIndex((part) => part.type === "currency");
  const symbol = (parts[at]?.value ?? currency).replace(/"/g, "");
  const before = at >= 0 && at < parts.findIndex((part) => part.type === "integer");
  return before ? `"${symbol}"#,##0.00` : `#,##0.00 "${symbol}"`;
}

/** Kept like the money formatters: the order cards format every line's quantity on each refresh. */
const quantityFormatters = new Map<AppLanguage, Intl.NumberFormat>();

/** A stock quantity with up to 6 decimals, truncated, without trailing zeros: 1.2345678 → "1,234567". */
export function formatQuantity(quantity: number, language: AppLanguage = "es"): string {
  let formatter = quantityFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      maximumFractionDigits: QUANTITY_DECIMALS,
    });
    quantityFormatters.set(language, formatter);
  }
  return formatter.format(truncateDecimals(quantity, QUANTITY_DECIMALS));
}
