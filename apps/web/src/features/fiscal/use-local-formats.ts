import { type AppLanguage, formatAmount } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../lib/i18n";
import { localDateTime } from "../../lib/local-time";
import { useSettingsGroup } from "../settings/settings-api";

/**
 * Invoices are shown as they were issued: in the local's currency and time zone (its global
 * settings), whatever the terminal's own are.
 */
export function useLocalFormats() {
  const { i18n } = useTranslation();
  const global = useSettingsGroup("global");
  const language = i18n.language as AppLanguage;
  const currency = global.data?.currency ?? "EUR";
  const timeZone = global.data?.timezone ?? appTimeZone();
  return {
    timeZone,
    money: (amount: number) => formatAmount(amount, { currency, language }),
    dateTime: localDateTime(timeZone, language),
  };
}
