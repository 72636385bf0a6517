import type { ReservedTable } from "./bookings-api";

/** Adds "Reservada 21:00" under each table booked for the coming hour (a busy table's lines come first). */
export function withReservedMark(
  details: ReadonlyMap<number, string[]>,
  reserved: readonly ReservedTable[],
  label: (time: string) => string,
): Map<number, string[]> {
  const out = new Map(details);
  for (const row of reserved) out.set(row.table, [...(out.get(row.table) ?? []), label(row.start_at)]);
  return out;
}
