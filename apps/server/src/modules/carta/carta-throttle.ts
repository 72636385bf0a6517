import { CARTA_MESSAGES } from "@comanda/domain";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { cartaCalls } from "./carta.schema";

/**
 * Calls allowed in an hour, per address (`ip`) and per table (`table`). A guest's table orders
 * a few rounds and calls the waiter now and then; a counter kiosk places many orders from one
 * address; following an order polls every few seconds.
 */
export const CARTA_LIMITS = {
  table_lookup: { ip: 60 },
  table_order: { ip: 20, table: 10 },
  takeaway_order: { ip: 5 },
  kiosk_order: { ip: 120 },
  call_waiter: { ip: 20, table: 4 },
  order_status: { ip: 720 },
  slots: { ip: 60 },
} as const;
export type CartaCallKind = keyof typeof CARTA_LIMITS;

export type Caller = { ip: string } | { table: number };

function keyOf(caller: Caller): { key: string; scope: "ip" | "table" } {
  return "ip" in caller
    ? { key: `ip:${caller.ip}`, scope: "ip" }
    : { key: `table:${caller.table}`, scope: "table" };
}

/**
 * Counts a call and refuses it past its hour's limit (429). Written before the work, in its
 * own statement, so a burst of simultaneous calls sees itself (as the bookings' throttle).
 */
export async function throttle(db: Db, localId: number, kind: CartaCallKind, caller: Caller) {
  const { key, scope } = keyOf(caller);
  const limits: Partial<Record<"ip" | "table", number>> = CARTA_LIMITS[kind];
  const limit = limits[scope];
  if (limit === undefined) return;
  // A caller's calls older than a day count no more.
  await db
    .delete(cartaCalls)
    .where(
      and(
        eq(cartaCalls.local_id, localId),
        eq(cartaCalls.caller, key),
        lt(cartaCalls.created_at, sql`now() - interval '1 day'`),
      ),
    );
  await db.insert(cartaCalls).values({ local_id: localId, caller: key, kind });
  const [row] = await db
    .select({ n: count() })
    .from(cartaCalls)
    .where(
      and(
        eq(cartaCalls.local_id, localId),
        eq(cartaCalls.caller, key),
        eq(cartaCalls.kind, kind),
        gt(cartaCalls.created_at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.n ?? 0) > limit) throw new AppError(429, CARTA_MESSAGES.tooManyRequests);
}
