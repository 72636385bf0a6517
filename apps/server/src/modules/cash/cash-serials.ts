import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { cashSerials } from "./cash.schema";

/** The series of each numbered thing of the cash area. */
export type CashSeries = "Z" | "G" | "S";

/**
 * The next number of a series, `Z-000001`. The counter row is taken with an upsert in the
 * caller's transaction: its row lock orders concurrent writers and a rolled-back write gives
 * its number back, so the numbers have no gaps.
 */
export async function nextCashSerial(tx: Db, localId: number, series: CashSeries): Promise<string> {
  const [row] = await tx
    .insert(cashSerials)
    .values({ local_id: localId, series, last_number: 1 })
    .onConflictDoUpdate({
      target: [cashSerials.local_id, cashSerials.series],
      set: { last_number: sql`${cashSerials.last_number} + 1` },
    })
    .returning({ number: cashSerials.last_number });
  return `${series}-${String(row?.number ?? 1).padStart(6, "0")}`;
}
