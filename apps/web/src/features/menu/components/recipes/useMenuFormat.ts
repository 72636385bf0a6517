import { type AppLanguage, formatAmount, formatQuantity, type Measure } from "@comanda/domain";
import { useTranslation } from "react-i18next";
import { isAppLanguage } from "../../../../lib/preferences";
import { useMoneyOptions } from "../../../settings/use-local-money";

const PERCENT_LOCALES: Record<AppLanguage, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };

/** Money, quantities, percents and measures in the language on screen. */
export function useMenuFormat() {
  const { t, i18n } = useTranslation();
  const language: AppLanguage = isAppLanguage(i18n.language) ? i18n.language : "es";
  const percentFormat = new Intl.NumberFormat(PERCENT_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const moneyOptions = useMoneyOptions();
  const measure = (unit: Measure) => t(`menu.recipes.measures.${unit}`);
  return {
    money: (amount: number) => formatAmount(amount, moneyOptions),
    /** A price per measure, "12,50 € / kg" in a Spanish euro local. */
    pricePer: (amount: number, unit: Measure) => `${formatAmount(amount, moneyOptions)} / ${measure(unit)}`,
    quantity: (qty: number, unit: Measure) => `${formatQuantity(qty, language)} ${measure(unit)}`,
    percent: (value: number) => `${percentFormat.format(value)} %`,
    measure,
  };
}
