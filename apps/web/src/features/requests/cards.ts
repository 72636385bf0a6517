/** Minutes an order may wait before its card turns orange, then red (the kitchen's rule of thumb). */
export const CARD_WAITING_MINUTES = 10;
export const CARD_LATE_MINUTES = 20;

export type ElapsedLevel = "fresh" | "waiting" | "late";

export function elapsedLevel(minutes: number): ElapsedLevel {
  if (minutes >= CARD_LATE_MINUTES) return "late";
  return minutes >= CARD_WAITING_MINUTES ? "waiting" : "fresh";
}

/** Orders that were not on the board before: the ones the new-order sound is for. */
export function arrivals(previous: ReadonlySet<number> | undefined, current: readonly number[]): number[] {
  return previous === undefined ? [] : current.filter((id) => !previous.has(id));
}
