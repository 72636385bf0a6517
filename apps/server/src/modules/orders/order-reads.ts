import type { OrderKind, OrderListQuery } from "@comanda/domain";
import { and, eq, inArray } from "drizzle-orm";
import { OPEN_STATUSES } from "./order-checks";
import { findOrder, listOrders, presentOrder } from "./order-store";
import { requests } from "./orders.schema";
import type { OrdersDeps } from "./orders-deps";

export async function getOrder(
  { db, clock }: Pick<OrdersDeps, "db" | "clock">,
  localId: number,
  id: number,
  kinds?: readonly OrderKind[],
) {
  return presentOrder(db, await findOrder(db, localId, id, kinds), clock());
}

/** The open command of a table, if any. */
export async function findOpenCommandOfTable(
  { db, clock }: Pick<OrdersDeps, "db" | "clock">,
  localId: number,
  tableId: number,
) {
  const [order] = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.local_id, localId),
        eq(requests.table_id, tableId),
        eq(requests.kind, "local"),
        inArray(requests.status, [...OPEN_STATUSES]),
      ),
    );
  return order ? presentOrder(db, order, clock()) : null;
}

export async function listLocalOrders(
  { db, settings }: Pick<OrdersDeps, "db" | "settings">,
  localId: number,
  query: OrderListQuery,
) {
  const { timezone } = await settings.get(localId, "global");
  return listOrders(db, localId, query, timezone);
}
