import { playTones } from "../../../lib/play-tones";

/**
 * Three low beeps when a printer stops printing, unlike the new-order chime, so staff at the
 * till know at once that tickets are not coming out.
 */
export function playPrinterAlarm(): void {
  playTones(
    [0, 0.25, 0.5].map((at) => ({
      frequency: 440,
      at,
      seconds: 0.18,
      volume: 0.12,
      type: "square" as const,
    })),
  );
}
