import { formatSerial, type SerialModule } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { stockSerials } from "./stock.schema";

/**
 * The next serial of a local's series, counted in the caller's transaction: the counter row's
 * lock orders concurrent creations, and a rolled-back creation gives its number back.
 */
export async function nextSerial(tx: Db, localId: number, module: SerialModule): Promise<string> {
  const [row] = await tx
    .insert(stockSerials)
    .values({ local_id: localId, module, last: 1 })
    .onConflictDoUpdate({
      target: [stockSerials.local_id, stockSerials.module],
      set: { last: sql`${stockSerials.last} + 1` },
    })
    .returning({ last: stockSerials.last });
  return formatSerial(module, row!.last);
}
