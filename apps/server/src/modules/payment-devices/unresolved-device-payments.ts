import { UNRESOLVED_DEVICE_STATUSES, type UnresolvedDevicePayment } from "@comanda/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { tables } from "../floor/floor.schema";
import { requests } from "../orders/orders.schema";
import { type DeviceDeps, presentDevicePayment } from "./device-payment-store";
import { devicePayments } from "./payment-devices.schema";
import { followRefund } from "./refund-device-payment";

/**
 * The charges a device took that no payment row holds (spec issue 32: never a charged card
 * without a payment row), oldest first, with their order: what the manager's screen lists
 * until each is refunded or attached. Refunds under way are asked about first.
 */
export async function unresolvedDevicePayments(
  deps: DeviceDeps,
  localId: number,
): Promise<{ results: UnresolvedDevicePayment[]; total: number }> {
  const read = () =>
    deps.db
      .select({
        payment: devicePayments,
        order_kind: requests.kind,
        order_status: requests.status,
        order_serial: requests.serial,
        order_total: requests.total_cents,
        order_paid: requests.paid_cents,
        table_name: tables.name,
      })
      .from(devicePayments)
      .innerJoin(requests, eq(requests.id, devicePayments.request_id))
      .leftJoin(tables, eq(tables.id, requests.table_id))
      .where(
        and(
          eq(devicePayments.local_id, localId),
          inArray(devicePayments.status, [...UNRESOLVED_DEVICE_STATUSES]),
        ),
      )
      .orderBy(asc(devicePayments.id))
      .limit(200);
  const before = await read();
  const refunding = before.filter((row) => row.payment.status === "refunding");
  for (const row of refunding) await followRefund(deps, row.payment);
  const rows = refunding.length > 0 ? await read() : before;
  const results = rows.map((row) => ({
    ...presentDevicePayment(row.payment),
    order_kind: row.order_kind,
    order_status: row.order_status,
    order_serial: row.order_serial,
    table_name: row.table_name,
    order_pending: Math.max(0, row.order_total - row.order_paid) / 100,
  }));
  return { results, total: results.length };
}
