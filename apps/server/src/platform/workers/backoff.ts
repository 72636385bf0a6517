const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min… at most 1 h. */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
}
