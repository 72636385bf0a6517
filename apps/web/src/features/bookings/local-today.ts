import { calendarDateIn } from "@comanda/domain";
import { appTimeZone } from "../../lib/i18n";

/** Today in the local's time zone (stored on the terminal from the global settings). */
export function todayInLocal(now = new Date()): string {
  return calendarDateIn(now, appTimeZone());
}
