import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../platform/db/client";
import { createCashmaticClient } from "./cashmatic-client";
import type { DeviceDeps } from "./device-payment-store";
import { createDojoClient } from "./dojo-client";
import { createPaymentDevicesService } from "./payment-devices.service";

/**
 * The devices this server charges on, from its configuration (README: DOJO_*, CASHMATIC_*):
 * without a Dojo key or a Cashmatic address that device is unavailable to every till.
 */
export function createPaymentDevices(options: {
  db: Db;
  config: Config["paymentDevices"];
  settings: DeviceDeps["settings"];
  paymentsIn: DeviceDeps["paymentsIn"];
  handOverIn: DeviceDeps["handOverIn"];
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config } = options;
  const dojo = config.dojoApiKey
    ? createDojoClient({
        baseUrl: config.dojoUrl,
        apiKey: config.dojoApiKey,
        softwareHouseId: config.dojoSoftwareHouseId,
        resellerId: config.dojoResellerId,
        timeoutMs: config.requestTimeoutMs,
      })
    : undefined;
  const cashmatic =
    config.cashmaticUrl && config.cashmaticUsername !== undefined
      ? createCashmaticClient({
          baseUrl: config.cashmaticUrl,
          username: config.cashmaticUsername,
          password: config.cashmaticPassword ?? "",
          timeoutMs: config.requestTimeoutMs,
        })
      : undefined;
  const service = createPaymentDevicesService({ ...options, dojo, cashmatic });
  return {
    service,
    /** Follows what was left on a device at start, then every `reconcileMs`; stop on close. */
    start() {
      if (!dojo && !cashmatic) return { stop: async () => undefined };
      return service.startReconciler(config.reconcileMs);
    },
  };
}
