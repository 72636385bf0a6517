import { shiftCoversField, shiftSchema } from "@comanda/domain";
import { z } from "zod";
import { defineEntity } from "../../platform/crud/entity";
import { assertShiftsWithoutOpenBookings } from "../bookings/shift-deletion";
import { shifts } from "./shifts.schema";

/** The domain's shift without its defaults, so an update changes only what it sends. */
const shiftUpdateSchema = z
  .object({
    start_at: shiftSchema.shape.start_at.unwrap(),
    end_at: shiftSchema.shape.end_at.unwrap(),
    order_per_shift: shiftSchema.shape.order_per_shift.unwrap(),
    days_closed: shiftSchema.shape.days_closed.unwrap(),
    covers: shiftCoversField,
  })
  .partial();

/** Shifts (spec §3 Shift): an end at or before the start runs past midnight, 00:00–00:00 is the whole day. */
export const shiftsEntity = defineEntity({
  collection: "shifts",
  table: shifts,
  // A service shift's capacity in covers (issue 31); null: it takes no bookings.
  insertSchema: shiftSchema.extend({ covers: shiftCoversField.default(null) }),
  updateSchema: shiftUpdateSchema,
  uniqueField: "id",
  searchable: [],
  defaultOrdering: "start_at",
  // null is "no limit": sending it must take a limit away, not be dropped as empty.
  clearable: ["order_per_shift", "covers"],
  // A shift still holding pending or confirmed bookings stays (issue 31).
  assertDeletable: (ids, { db, localId }) => assertShiftsWithoutOpenBookings(db, localId, ids),
  sample: async ({ n }) => ({
    start_at: `${String(12 + (n % 4)).padStart(2, "0")}:00`,
    end_at: "16:00",
    order_per_shift: 5,
    days_closed: ["monday"],
  }),
});
