import { wallLabels } from "@comanda/domain";

/** Today's date (YYYY-MM-DD) on the restaurant's clock, whatever the phone's zone. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return wallLabels(now, timeZone).date;
}
