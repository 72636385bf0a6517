import type { SlotBooking } from "@comanda/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";

/**
 * What pickup and delivery orders have taken of each time slot of a day (the local's
 * calendar day), for `shifts_times`: orders, product units and delivery orders per slot
 * start. Invalidated orders give their place back.
 */
export function createOrderBookings(db: Db) {
  return async (localId: number, date: string, timeZone: string, tx: Db = db): Promise<SlotBooking[]> => {
    const result = await tx.execute(sql`
      select r.shift_time as starts_at,
             count(*)::int as orders,
             coalesce(sum((select sum(i.qty) from request_items i
                            where i.request_id = r.id and i.deleted_at is null)), 0)::float8 as products,
             (count(*) filter (where r.kind = 'domicilio'))::int as domicile_orders
      from requests r
      where r.local_id = ${localId}
        and r.kind in ('domicilio', 'recoger')
        and r.status <> 'invalidated'
        and r.shift_time is not null
        and (r.shift_time at time zone ${timeZone})::date = ${date}::date
      group by r.shift_time`);
    const rows = (
      result as unknown as {
        rows: Array<{ starts_at: Date | string; orders: number; products: number; domicile_orders: number }>;
      }
    ).rows;
    return rows.map((row) => ({
      starts_at: new Date(row.starts_at).toISOString(),
      orders: Number(row.orders),
      products: Number(row.products),
      domicile_orders: Number(row.domicile_orders),
    }));
  };
}
export type OrderBookings = ReturnType<typeof createOrderBookings>;
