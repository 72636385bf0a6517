// Kept free of schemas: the web app's first screen reads these, and zod must not ride along.

export const APP_LANGUAGES = ["es", "en", "ch"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const DEFAULT_TIMEZONE = "Europe/Madrid";

/** A time zone name the runtime knows (IANA), e.g. "Europe/Madrid". */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
