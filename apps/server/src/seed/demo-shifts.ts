import { shifts } from "../modules/shifts/shifts.schema";
import type { Db } from "../platform/db/client";

/**
 * The demo kitchen's pickup and delivery shifts, so a fresh demo offers time slots: lunch and
 * dinner, closed on Monday nights, each slot taking a handful of orders, and 40 booked covers
 * each (issue 31).
 */
export async function seedDemoShifts(db: Db, localId: number): Promise<void> {
  await db.insert(shifts).values([
    {
      local_id: localId,
      start_at: "13:00",
      end_at: "16:00",
      order_per_shift: 6,
      days_closed: [],
      covers: 40,
    },
    {
      local_id: localId,
      start_at: "20:00",
      end_at: "23:30",
      order_per_shift: 6,
      days_closed: ["monday"],
      covers: 40,
    },
  ]);
}
