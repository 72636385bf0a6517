import type { CartaSlot } from "@comanda/domain";
import type { CartaDeps } from "./carta-deps";
import { throttle } from "./carta-throttle";

/** The pickup or delivery slots a customer can still choose (the tills' shifts_times), without their shifts. */
export async function cartaSlots(
  deps: Pick<CartaDeps, "db" | "shifts">,
  localId: number,
  ip: string,
  kind: "recoger" | "domicilio",
  date: string | undefined,
): Promise<CartaSlot[]> {
  await throttle(deps.db, localId, "slots", { ip });
  const slots = await deps.shifts.times(localId, kind, date);
  return slots.map(({ date: day, start, end, starts_at, ends_at }) => ({
    date: day,
    start,
    end,
    starts_at,
    ends_at,
  }));
}
