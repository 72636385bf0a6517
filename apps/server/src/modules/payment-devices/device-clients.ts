import type { Config } from "../../config";
import type { Db } from "../../platform/db/client";
import { type CashMachine, createCashmaticClient } from "./cashmatic-client";
import { findDeviceCredentials } from "./device-credentials";
import { type CardTerminal, createDojoClient } from "./dojo-client";
import type { DeviceCredentialsRow } from "./payment-devices.schema";

/** The card terminal account and cash machine one local charges on; unset: it has none. */
export interface LocalDevices {
  dojo: CardTerminal | undefined;
  cashmatic: CashMachine | undefined;
}

type DeviceConfig = Config["paymentDevices"];

/**
 * A sealed secret opened; null when it no longer opens (SECRETS_KEY changed): the local's device
 * is then unavailable rather than quietly charged on the server's account.
 */
function opened(sealed: string | null, open: (s: string) => string): string | null {
  if (sealed === null) return "";
  try {
    return open(sealed);
  } catch {
    return null;
  }
}

function dojoOf(config: DeviceConfig, row: DeviceCredentialsRow, open: (s: string) => string) {
  const apiKey = opened(row.dojo_api_key_enc, open);
  if (!apiKey) return undefined;
  return createDojoClient({
    baseUrl: row.dojo_url ?? config.dojoUrl,
    apiKey,
    softwareHouseId: row.dojo_software_house_id ?? config.dojoSoftwareHouseId,
    resellerId: row.dojo_reseller_id ?? undefined,
    timeoutMs: config.requestTimeoutMs,
  });
}

function cashmaticOf(config: DeviceConfig, row: DeviceCredentialsRow, open: (s: string) => string) {
  const password = opened(row.cashmatic_password_enc, open);
  if (!row.cashmatic_url || row.cashmatic_username === null || password === null) return undefined;
  return createCashmaticClient({
    baseUrl: row.cashmatic_url,
    username: row.cashmatic_username,
    password,
    timeoutMs: config.requestTimeoutMs,
  });
}

/** The devices of the server's environment (README: DOJO_*, CASHMATIC_*), the locals' fallback. */
export function serverDevices(config: DeviceConfig): LocalDevices {
  return {
    dojo: config.dojoApiKey
      ? createDojoClient({
          baseUrl: config.dojoUrl,
          apiKey: config.dojoApiKey,
          softwareHouseId: config.dojoSoftwareHouseId,
          resellerId: config.dojoResellerId,
          timeoutMs: config.requestTimeoutMs,
        })
      : undefined,
    cashmatic:
      config.cashmaticUrl && config.cashmaticUsername !== undefined
        ? createCashmaticClient({
            baseUrl: config.cashmaticUrl,
            username: config.cashmaticUsername,
            password: config.cashmaticPassword ?? "",
            timeoutMs: config.requestTimeoutMs,
          })
        : undefined,
  };
}

/**
 * Each local's device clients, from its stored credentials or else the server's. Kept per local
 * (the cash machine's client holds its session token) and built again when the stored row
 * changed: a save on any server instance reaches the others at their next call. The row itself
 * is the cache's stamp (a sealed secret differs at every save), not its clock, which two saves
 * can share.
 */
export function createDeviceClients({
  db,
  config,
  open,
}: {
  db: Db;
  config: DeviceConfig;
  open: (sealed: string) => string;
}) {
  const fallback = serverDevices(config);
  const cache = new Map<number, { stamp: string; devices: LocalDevices }>();

  return {
    fallback,
    async of(localId: number): Promise<LocalDevices> {
      const row = await findDeviceCredentials(db, localId);
      const stamp = JSON.stringify(row ?? null);
      const cached = cache.get(localId);
      if (cached && cached.stamp === stamp) return cached.devices;
      // A local with its own key or machine uses it (or nothing); the others the server's.
      const devices: LocalDevices = {
        dojo: row?.dojo_api_key_enc ? dojoOf(config, row, open) : fallback.dojo,
        cashmatic: row?.cashmatic_url ? cashmaticOf(config, row, open) : fallback.cashmatic,
      };
      cache.set(localId, { stamp, devices });
      return devices;
    },
  };
}
export type DeviceClients = ReturnType<typeof createDeviceClients>;
