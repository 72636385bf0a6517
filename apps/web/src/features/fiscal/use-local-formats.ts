import { formatAmount } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../lib/i18n";
import { localDateTime } from "../../lib/local-time";
import { useSettingsGroup } from "../settings/settings-api";
import { useMoneyOptions } from "../settings/use-local-money";

/**
 * Invoices are shown as they were issued: in the local's currency and time zone (its global
 * settings), whatever the terminal's own are.
 */
export function useLocalFormats() {
  const { i18n } = useTranslation();
  const global = useSettingsGroup("global");
  const moneyOptions = useMoneyOptions();
  const timeZone = global.data?.timezone ?? appTimeZone();
  return {
    timeZone,
    money: (amount: number) => formatAmount(amount, moneyOptions),
    dateTime: localDateTime(timeZone, i18n.language),
  };
}
