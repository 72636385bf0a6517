import {
  type AppLanguage,
  DEFAULT_CURRENCY,
  formatAmount,
  formatMoney,
  type MoneyFormatOptions,
} from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { isAppLanguage } from "../../lib/preferences";
import { useSettingsGroup } from "./settings-api";

/**
 * How money is written on screen: in the local's currency (its global settings) and the
 * screen's language. Every amount shown goes through these, so no screen writes its own symbol.
 */
export function useMoneyOptions(): Required<MoneyFormatOptions> {
  const { i18n } = useTranslation();
  const global = useSettingsGroup("global");
  const language: AppLanguage = isAppLanguage(i18n.language) ? i18n.language : "es";
  return { currency: global.data?.currency ?? DEFAULT_CURRENCY, language };
}

/** Integer cents and API decimals as money text in the local's currency. */
export function useLocalMoney() {
  const options = useMoneyOptions();
  return {
    options,
    cents: (cents: number) => formatMoney(cents, options),
    amount: (amount: number) => formatAmount(amount, options),
  };
}
