/**
 * The local's calendar days as the Unix seconds Holded filters documents by (`starttmp`,
 * `endtmp`, both included): from the first second of `from` to the last of `to`, on the clock
 * of the local's time zone, summer time included.
 */

/** `timeZone`'s wall clock at `instant`, read as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/**
 * The instant (ms) a calendar day `yyyy-mm-dd` starts in `timeZone`: its midnight, or, where the
 * clocks jump over midnight that night (Santiago, Havana, Asunción), the moment they jump.
 * Each guess takes the offset at the previous one; the earliest guess on that day is the start.
 */
export function dayStartIn(isoDate: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - (instant - (instant % 1000));
  const guesses = [midnight - offsetAt(midnight)];
  for (let i = 0; i < 2; i += 1) guesses.push(midnight - offsetAt(guesses.at(-1)!));
  const onTheDay = guesses.filter((guess) => wallClock(guess, timeZone) >= midnight);
  return Math.min(...onTheDay);
}

const DAY_MS = 86_400_000;

export function holdedPeriod(
  range: { date_from?: string | undefined; date_to?: string | undefined },
  timeZone: string,
): { starttmp?: number; endtmp?: number } {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const nextDay = (isoDate: string) =>
    new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    ...(range.date_from ? { starttmp: seconds(dayStartIn(range.date_from, timeZone)) } : {}),
    ...(range.date_to ? { endtmp: seconds(dayStartIn(nextDay(range.date_to), timeZone)) - 1 } : {}),
  };
}
