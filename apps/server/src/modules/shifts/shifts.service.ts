import {
  calendarDateIn,
  type Shift,
  type SlotBooking,
  shiftSlots,
  type TimeSlot,
  WEEK_DAYS,
  type WeekDay,
} from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { SettingsService } from "../settings/settings.service";
import { shifts } from "./shifts.schema";

export type SlotKind = "recoger" | "domicilio";

const shiftColumns = {
  id: shifts.id,
  start_at: shifts.start_at,
  end_at: shifts.end_at,
  order_per_shift: shifts.order_per_shift,
  days_closed: shifts.days_closed,
  covers: shifts.covers,
  created_at: shifts.created_at,
  updated_at: shifts.updated_at,
};

/** The week day of a calendar day `YYYY-MM-DD` (already checked to exist). */
function weekDayOf(date: string): WeekDay {
  // getUTCDay counts from Sunday; WEEK_DAYS from Monday.
  return WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

export function createShiftsService({
  db,
  settings,
  bookedSlots,
  clock = () => new Date(),
}: {
  db: Db;
  settings: Pick<SettingsService, "get">;
  /** What pickup and delivery orders already took of each slot of a day (the orders engine's). */
  bookedSlots: (localId: number, date: string, timeZone: string, tx: Db) => Promise<SlotBooking[]>;
  clock?: () => Date;
}) {
  const liveShifts = (localId: number, tx: Db = db) =>
    tx
      .select(shiftColumns)
      .from(shifts)
      .where(and(eq(shifts.local_id, localId), isNull(shifts.deleted_at)))
      .orderBy(asc(shifts.start_at), asc(shifts.id));

  return {
    /** Shifts that start on that day: not closed on its week day. */
    async listByDate(localId: number, date: string) {
      const weekDay = weekDayOf(date);
      return (await liveShifts(localId)).filter((shift) => !shift.days_closed.includes(weekDay));
    },

    /**
     * The pickup or delivery slots a customer can still pick on `date` (default: the local's
     * today), each with the id of its shift.
     */
    async times(
      localId: number,
      kind: SlotKind,
      date?: string,
      /** Read inside the caller's transaction (an order taking a slot). */
      tx: Db = db,
    ): Promise<Array<TimeSlot & { shift: number }>> {
      const rows = await liveShifts(localId, tx);
      const global = await settings.get(localId, "global", tx);
      const domicilePickup = await settings.get(localId, "domicile_pickup", tx);
      const now = clock();
      const day = date ?? calendarDateIn(now, global.timezone);
      const shiftList: Shift[] = rows.map(({ start_at, end_at, order_per_shift, days_closed }) => ({
        start_at,
        end_at,
        order_per_shift,
        days_closed,
      }));
      const slots = shiftSlots({
        shifts: shiftList,
        date: day,
        now,
        timeZone: global.timezone,
        kind,
        settings: domicilePickup,
        booked: await bookedSlots(localId, day, global.timezone, tx),
      });
      return slots.map((slot) => ({ ...slot, shift: rows[slot.shift_index]!.id }));
    },
  };
}
export type ShiftsService = ReturnType<typeof createShiftsService>;
