import { playTones } from "../../../lib/play-tones";

/** A short two-note chime for a new order on the cards board. */
export function playNewOrderChime(): void {
  playTones([
    { frequency: 880, at: 0, seconds: 0.35, volume: 0.25 },
    { frequency: 1320, at: 0.18, seconds: 0.35, volume: 0.25 },
  ]);
}
