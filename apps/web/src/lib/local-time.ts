/** The Intl locale of an app language ("ch" is Simplified Chinese). */
const intlLocale = (language: string) => (language === "ch" ? "zh-CN" : language);

/** An instant as a short date and time in `timeZone` (the local's), in the app's language. */
export function localDateTime(timeZone: string, language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "short",
    timeStyle: "short",
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}

/** An instant as a short time of day in `timeZone` (the local's), in the app's language. */
export function localTime(timeZone: string, language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(intlLocale(language), { timeStyle: "short", timeZone });
  return (iso) => format.format(new Date(iso));
}
