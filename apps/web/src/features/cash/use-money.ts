import { type AppLanguage, centsFromAmount, formatMoney } from "@comanda/domain";
import { useTranslation } from "react-i18next";

/** API decimals as money text in the app's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language as AppLanguage;
  return (amount: number) => formatMoney(centsFromAmount(amount), { language });
}

/** An instant as a short local date and time in the app's language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === "ch" ? "zh-CN" : i18n.language, {
    dateStyle: "short",
    timeStyle: "short",
  });
  return (iso: string) => format.format(new Date(iso));
}
