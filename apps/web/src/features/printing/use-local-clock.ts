import { appTimeZone } from "../../lib/i18n";
import { useSettingsGroup } from "../settings/settings-api";
import { clockWithSeconds } from "./queue-texts";

/** The queue's clock: the local's time zone (the settings'), the one its tickets print in. */
export function useLocalClock(): (instant: string) => string {
  const global = useSettingsGroup("global");
  return clockWithSeconds(global.data?.timezone ?? appTimeZone());
}
