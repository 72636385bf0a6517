import { APP_LANGUAGES, type AppLanguage, DEFAULT_TIMEZONE, isTimeZone } from "@comanda/domain";

export function isAppLanguage(value: string | null | undefined): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value ?? "");
}

/** A language tag as one of the app's: "zh" and its regions are Chinese (ch), "en-US" is en. */
export function appLanguageOf(tag: string): AppLanguage | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (base === "zh") return "ch";
  return isAppLanguage(base) ? base : undefined;
}

export type LanguageRequest =
  | { kind: "none" }
  | { kind: "supported"; language: AppLanguage }
  | { kind: "unsupported"; asked: string };

/**
 * The language asked for explicitly with `?lang=xx` on any URL (links from mails and QR codes
 * set it that way). An empty value asks for nothing.
 */
export function languageRequestOf(search: string): LanguageRequest {
  const asked = new URLSearchParams(search).get("lang")?.trim();
  if (!asked) return { kind: "none" };
  const language = appLanguageOf(asked);
  return language ? { kind: "supported", language } : { kind: "unsupported", asked };
}

/** The stored time zone when it is one the browser knows, else the spec's default. */
export function timeZoneOrDefault(stored: string | null): string {
  if (stored && stored.length <= 64 && isTimeZone(stored)) return stored;
  return DEFAULT_TIMEZONE;
}
