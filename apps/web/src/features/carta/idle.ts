/** A kiosk left alone this long goes back to its start screen with an empty cart. */
export const DEFAULT_IDLE_SECONDS = 90;
/** The countdown shows for this last stretch, so a slow reader can ask for more time. */
export const COUNTDOWN_SECONDS = 10;
const MIN_IDLE_SECONDS = 10;
const MAX_IDLE_SECONDS = 600;

/** `?idle=<seconds>` on the kiosk's address sets the idle time, within sane bounds. */
export function idleSecondsOf(search: string): number {
  const asked = Number(new URLSearchParams(search).get("idle"));
  if (!Number.isInteger(asked) || asked <= 0) return DEFAULT_IDLE_SECONDS;
  return Math.min(MAX_IDLE_SECONDS, Math.max(MIN_IDLE_SECONDS, asked));
}

/** Whole seconds left before the reset, never below 0. */
export function secondsLeft(lastTouchMs: number, nowMs: number, idleSeconds: number): number {
  return Math.max(0, Math.ceil((lastTouchMs + idleSeconds * 1000 - nowMs) / 1000));
}

export function showsCountdown(left: number): boolean {
  return left > 0 && left <= COUNTDOWN_SECONDS;
}
