/** An instant as a short date and time in `timeZone` (the local's), in the app's language. */
export function localDateTime(timeZone: string, language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language === "ch" ? "zh-CN" : language, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}
