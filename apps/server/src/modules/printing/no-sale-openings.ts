import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { drawerOpenings } from "./printing.schema";

/** Drawer openings without a sale in (since, until], for the box report. */
export async function countNoSaleOpenings(db: Db, localId: number, since: Date | null, until: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(drawerOpenings)
    .where(
      and(
        eq(drawerOpenings.local_id, localId),
        eq(drawerOpenings.reason, "no_sale"),
        since ? gt(drawerOpenings.created_at, since) : undefined,
        lte(drawerOpenings.created_at, until),
      ),
    );
  return row?.n ?? 0;
}
