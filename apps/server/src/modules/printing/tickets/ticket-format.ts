import { type AppLanguage, type Currency, formatMoney, moneyLocale } from "@comanda/domain";
import { documentLanguage, translate } from "../../../platform/errors/messages";

/** How a local's tickets speak: language, time zone and currency. */
export interface TicketLocale {
  language: AppLanguage;
  timezone: string;
  currency: Currency;
}

export function ticketFormat(locale: TicketLocale) {
  const language = documentLanguage(locale.language);
  const moneyOptions = { currency: locale.currency, language };
  const number = new Intl.NumberFormat(moneyLocale(locale.currency, language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const quantity = new Intl.NumberFormat(language === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 2 });
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: locale.timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const partsOf = (date: Date) =>
    Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value])) as Record<
      string,
      string
    >;
  return {
    /** The language the tickets are written in. */
    language,
    t: (key: string, params?: Record<string, unknown>) => translate(language, key, params),
    /** "1,50 €" */
    money: (cents: number) => formatMoney(cents, moneyOptions),
    /** "1,50": money in a table whose heading names the currency. */
    amount: (cents: number) => number.format(cents / 100),
    /** "2", "0,5" */
    qty: (value: number) => quantity.format(value),
    /** "24/11/2026 13:45" in the local's time zone. */
    dateTime: (date: Date) => {
      const p = partsOf(date);
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    },
    /** "13:45" in the local's time zone. */
    time: (date: Date) => {
      const p = partsOf(date);
      return `${p.hour}:${p.minute}`;
    },
  };
}
export type TicketFormat = ReturnType<typeof ticketFormat>;
