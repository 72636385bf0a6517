import { isIP } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  defaultLocal: string;
  publicUrl: string;
  tokenTtlHours: number;
  webDist: string;
  bodyLimitBytes: number;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy); empty: nobody's. */
  trustedProxies: string[];
  /** Key material for the secrets stored encrypted (platform/crypto/secret-box.ts). */
  secretsKey: string | undefined;
  /** Where fiscal records and documents go; unset: the real services for each local's environment. */
  fiscal: {
    aeatUrl: string | undefined;
    /** A CA certificate file (PEM) to trust besides the system's: a local fake of the agency. */
    aeatCaFile: string | undefined;
    fiskalyUrl: string | undefined;
    holdedUrl: string;
  };
  /** The card terminal (Dojo Pay at Counter) and cash machine (Cashmatic) the tills charge on. */
  paymentDevices: {
    dojoUrl: string;
    dojoApiKey: string | undefined;
    dojoSoftwareHouseId: string;
    dojoResellerId: string | undefined;
    cashmaticUrl: string | undefined;
    cashmaticUsername: string | undefined;
    cashmaticPassword: string | undefined;
    /** How long one call to a device may take before it counts as unavailable. */
    requestTimeoutMs: number;
    /** How often payments left on a device are looked at again (0: only at start). */
    reconcileMs: number;
  };
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A comma list of addresses, CIDRs or range names; a typo stops the start, not the checks. */
function proxiesFromEnv(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const invalid = entries.filter((entry) => !isProxyEntry(entry));
  if (invalid.length > 0) throw new Error(`TRUSTED_PROXIES: not an address or CIDR: ${invalid.join(", ")}`);
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Comanda <no-reply@comanda.local>",
    defaultLocal: env.DEFAULT_LOCAL ?? "demo",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    tokenTtlHours: intFromEnv(env.TOKEN_TTL_HOURS, 12),
    // apps/web/dist, seen from apps/server/src (development) and apps/server/dist (built).
    webDist: env.WEB_DIST ?? resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist"),
    bodyLimitBytes: intFromEnv(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? "info",
    trustedProxies: proxiesFromEnv(env.TRUSTED_PROXIES),
    secretsKey: env.SECRETS_KEY || undefined,
    fiscal: {
      aeatUrl: env.AEAT_URL || undefined,
      aeatCaFile: env.AEAT_CA_FILE || undefined,
      fiskalyUrl: env.FISKALY_URL || undefined,
      holdedUrl: env.HOLDED_URL || "https://api.holded.com/api/invoicing/v1",
    },
    paymentDevices: {
      dojoUrl: env.DOJO_URL || "https://api.dojo.tech",
      dojoApiKey: env.DOJO_API_KEY || undefined,
      dojoSoftwareHouseId: env.DOJO_SOFTWARE_HOUSE_ID || "comanda",
      dojoResellerId: env.DOJO_RESELLER_ID || undefined,
      cashmaticUrl: env.CASHMATIC_URL || undefined,
      cashmaticUsername: env.CASHMATIC_USERNAME || undefined,
      cashmaticPassword: env.CASHMATIC_PASSWORD || undefined,
      requestTimeoutMs: intFromEnv(env.PAYMENT_DEVICE_TIMEOUT_MS, 8000),
      reconcileMs: intFromEnv(env.PAYMENT_DEVICE_RECONCILE_MS, 3000),
    },
  };
}
