import type { Db } from "../../platform/db/client";
import type { Period } from "./report-sql";
import { refreshSummaries } from "./report-summaries";

/** How long a check that a range's past days are summarised stands for later reports. */
export const SUMMARIES_CHECKED_FOR_MS = 10_000;
/** The ranges remembered per local and zone (a screen asks a few at once). */
const RANGES_KEPT = 8;

/**
 * Summarises the past days a report reads when they need it, checking a local's range at most
 * every `SUMMARIES_CHECKED_FOR_MS`. A report is exact without it — its statement reads raw
 * whatever is not summarised in its own snapshot (`summaryRows`) — so the check only decides
 * when missing or stale days are summarised: at the first report over a range, then at most
 * every few seconds. A report over a range just checked pays nothing for it.
 */
export function createSummariesRefresher(database: Db, now: () => number) {
  const checked = new Map<string, Array<{ from: string; to: string; at: number }>>();

  return async function refreshWhenDue(p: Period): Promise<void> {
    const key = `${p.localId}:${p.timeZone}`;
    const at = now();
    const standing = (checked.get(key) ?? []).filter((range) => at - range.at < SUMMARIES_CHECKED_FOR_MS);
    if (standing.some((range) => range.from <= p.from && range.to >= p.to)) return;
    await refreshSummaries(database, p);
    checked.set(key, [...standing.slice(1 - RANGES_KEPT), { from: p.from, to: p.to, at }]);
  };
}
