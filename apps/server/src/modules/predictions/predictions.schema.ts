import { date, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { localId } from "../../platform/db/columns";

/**
 * Days the manager marks as holidays for the forecasts (issue 33): past ones teach the model
 * how a holiday differs from its weekday, future ones get that difference in their forecast.
 */
export const predictionHolidays = pgTable(
  "prediction_holidays",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    local_id: localId(),
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("prediction_holidays_local_day").on(t.local_id, t.day)],
);
