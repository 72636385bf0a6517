import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../lib/i18n";
import { localDateTime } from "../../lib/local-time";
import { useLocalMoney } from "../settings/use-local-money";

/** API decimals as money text in the local's currency and the app's language. */
export function useMoney() {
  return useLocalMoney().amount;
}

/** An instant as a short date and time in the local's time zone and the app's language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return localDateTime(appTimeZone(), i18n.language);
}
