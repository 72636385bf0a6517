export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): doubling from
 * 1 s up to 30 s, with "equal jitter" (between half and all of that), so the tills of a
 * restaurant do not all reconnect in the same instant after the server restarts.
 * `random` is in [0, 1), as Math.random.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
