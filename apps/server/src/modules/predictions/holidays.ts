import { type Holiday, type HolidayBody, PREDICTION_MESSAGES } from "@comanda/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { predictionHolidays } from "./predictions.schema";

/** The holidays the manager marked (issue 33), which the forecasts learn from and apply. */
export function createHolidays(db: Db) {
  const columns = { id: predictionHolidays.id, day: predictionHolidays.day, name: predictionHolidays.name };
  return {
    list: (localId: number): Promise<Holiday[]> =>
      db
        .select(columns)
        .from(predictionHolidays)
        .where(eq(predictionHolidays.local_id, localId))
        .orderBy(asc(predictionHolidays.day)),

    days: async (localId: number): Promise<Set<string>> => {
      const rows = await db
        .select({ day: predictionHolidays.day })
        .from(predictionHolidays)
        .where(eq(predictionHolidays.local_id, localId));
      return new Set(rows.map((row) => row.day));
    },

    add: async (localId: number, body: HolidayBody): Promise<Holiday> => {
      const [row] = await db
        .insert(predictionHolidays)
        .values({ local_id: localId, day: body.day, name: body.name })
        .onConflictDoNothing()
        .returning(columns);
      if (!row) throw errors.field("day", PREDICTION_MESSAGES.holidayExists);
      return row;
    },

    remove: async (localId: number, id: number): Promise<void> => {
      const removed = await db
        .delete(predictionHolidays)
        .where(and(eq(predictionHolidays.local_id, localId), eq(predictionHolidays.id, id)))
        .returning({ id: predictionHolidays.id });
      if (removed.length === 0) throw errors.notFound();
    },
  };
}
export type Holidays = ReturnType<typeof createHolidays>;
