import { ACTIVE_DEVICE_STATUSES } from "@comanda/domain";
import { and, asc, inArray, lt } from "drizzle-orm";
import type { DeviceDeps } from "./device-payment-store";
import { followDevicePayment } from "./follow-device-payment";
import { devicePayments } from "./payment-devices.schema";
import { followRefund } from "./refund-device-payment";

/** A payment a till followed this recently is left to that till, which tells the waiter how it ended. */
export const FOLLOWED_BY_A_TILL_MS = 10_000;

/**
 * Every payment still on a device, asked about again: at start (a server that stopped
 * mid-payment completes or lets go of it, `skipFreshMs` 0) and then every few seconds those no
 * till has followed for a while (a till that reloaded or went away). Refunds under way too, so
 * one asked while the terminal or the server was down still ends refunded or back on the
 * manager's list with why, whether or not a manager's screen is open. Safe with several
 * servers: each change locks the payment's row.
 */
export async function reconcileDevicePayments(deps: DeviceDeps, skipFreshMs = 0): Promise<number> {
  const stillRunning = inArray(devicePayments.status, [...ACTIVE_DEVICE_STATUSES, "refunding"]);
  const open = await deps.db
    .select()
    .from(devicePayments)
    .where(
      skipFreshMs > 0
        ? and(stillRunning, lt(devicePayments.updated_at, new Date(deps.clock().getTime() - skipFreshMs)))
        : stillRunning,
    )
    .orderBy(asc(devicePayments.id))
    .limit(100);
  for (const row of open) {
    try {
      if (row.status === "refunding") await followRefund(deps, row);
      else await followDevicePayment(deps, row);
    } catch (error) {
      deps.log.error({ devicePayment: row.id, err: error }, "device payment could not be followed");
    }
  }
  return open.length;
}

/** Runs the reconciliation now and then every `everyMs` (0: only now) until stopped. */
export function startReconciler(deps: DeviceDeps, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let first = true;
  const tick = () => {
    running = reconcileDevicePayments(deps, first ? 0 : FOLLOWED_BY_A_TILL_MS)
      .catch((error: unknown) => deps.log.error({ err: error }, "device payments reconciliation failed"))
      .finally(() => {
        first = false;
        if (!stopped && everyMs > 0) timer = setTimeout(tick, everyMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
