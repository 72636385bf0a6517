import { ORDER_MESSAGES, type OrderKind } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import type { OrdersDeps } from "./orders-deps";

/** The advisory lock that orders the slot bookings of one local. */
const SLOT_LOCK = 727_002;

/**
 * The slot an order is promised for: an instant from shifts_times, or its wall time on
 * `delivery_date` (default the local's today). It must be one the local still offers,
 * counted in the order's transaction under a lock per local, so two orders cannot both
 * take a slot's last place.
 */
export async function resolveShiftTime(
  { settings, shifts }: Pick<OrdersDeps, "settings" | "shifts">,
  tx: Db,
  localId: number,
  kind: OrderKind,
  shiftTime: string,
  date: string | undefined,
): Promise<Date> {
  if (kind !== "recoger" && kind !== "domicilio") throw errors.field("shift_time", "validation.invalid");
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${localId})`);
  const instant = shiftTime.includes("T") ? new Date(shiftTime) : undefined;
  const day =
    date ??
    (instant
      ? new Intl.DateTimeFormat("en-CA", {
          timeZone: (await settings.get(localId, "global", tx)).timezone,
        }).format(instant)
      : undefined);
  const slots = await shifts.times(localId, kind, day, tx);
  const slot = slots.find((candidate) =>
    instant ? new Date(candidate.starts_at).getTime() === instant.getTime() : candidate.start === shiftTime,
  );
  if (!slot) throw errors.field("shift_time", ORDER_MESSAGES.shiftTimeUnavailable);
  return new Date(slot.starts_at);
}
