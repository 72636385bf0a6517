import { CARTA_MESSAGES } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { countPublicCall } from "../../platform/throttle/count-public-call";

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

/** Counts a digital menu's call per local, by address or by table, and refuses it past its limit. */
export async function throttle(db: Db, localId: number, kind: CartaCallKind, caller: Caller) {
  const scope = "ip" in caller ? "ip" : "table";
  const limit = (CARTA_LIMITS[kind] as Partial<Record<"ip" | "table", number>>)[scope];
  if (limit === undefined) return;
  const who = "ip" in caller ? `ip:${caller.ip}` : `table:${caller.table}`;
  await countPublicCall(db, {
    caller: `local:${localId}:${who}`,
    kind: `carta.${kind}`,
    limit,
    message: CARTA_MESSAGES.tooManyRequests,
  });
}
