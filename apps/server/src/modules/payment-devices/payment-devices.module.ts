import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { SecretBox } from "../../platform/crypto/secret-box";
import type { Db } from "../../platform/db/client";
import { createDeviceClients } from "./device-clients";
import type { DeviceDeps } from "./device-payment-store";
import { deviceCredentials } from "./payment-devices.schema";
import { createPaymentDevicesService } from "./payment-devices.service";

/**
 * The devices the tills charge on: each local's own Dojo account and cash machine (stored,
 * secrets sealed), else the server's configuration (README: DOJO_*, CASHMATIC_*).
 */
export function createPaymentDevices(options: {
  db: Db;
  config: Config["paymentDevices"];
  secretBox: SecretBox;
  settings: DeviceDeps["settings"];
  paymentsIn: DeviceDeps["paymentsIn"];
  handOverIn: DeviceDeps["handOverIn"];
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config, db, secretBox } = options;
  const clients = createDeviceClients({ db, config, open: secretBox.open });
  const service = createPaymentDevicesService({
    ...options,
    devicesOf: clients.of,
    seal: secretBox.seal,
    server: clients.fallback,
  });
  let reconciler: { stop(): Promise<void> } | undefined;
  let stopped = false;
  const follow = () => {
    if (!reconciler && !stopped) reconciler = service.startReconciler(config.reconcileMs);
  };
  return {
    service: {
      ...service,
      // The first local that stores its devices starts the following of payments left on them.
      saveCredentials: async (...args: Parameters<typeof service.saveCredentials>) => {
        const saved = await service.saveCredentials(...args);
        follow();
        return saved;
      },
    },
    /**
     * Follows what was left on a device at start, then every `reconcileMs`; stop on close. A
     * server with no device of its own and no local with one has nothing to follow.
     */
    start() {
      const checking =
        clients.fallback.dojo || clients.fallback.cashmatic
          ? Promise.resolve(follow())
          : db
              .select({ local: deviceCredentials.local_id })
              .from(deviceCredentials)
              .limit(1)
              .then((rows) => rows.length > 0 && follow())
              .catch((error: unknown) => options.log.error({ err: error }, "device credentials unreadable"));
      return {
        async stop() {
          stopped = true;
          await checking;
          await reconciler?.stop();
        },
      };
    },
  };
}
