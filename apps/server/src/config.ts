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
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
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
  };
}
