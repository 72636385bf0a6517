import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgresql";

/** Subscribes to a NOTIFY channel; resolves to a function that stops listening. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  listen: Listen;
  /**
   * Runs `work` while holding the cluster-wide start-up lock, so that several instances
   * starting together on one PostgreSQL migrate and seed once.
   */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const STARTUP_LOCK_ID = 727_001;

/** The committed SQL migrations, found from the source tree or from the built bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("SQL migrations folder (drizzle/) not found");
}

export function openPglite(pglite: PGlite): Database {
  const db = drizzlePglite(pglite, { schema });
  return {
    kind: "pglite",
    db,
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    // One process owns a PGlite folder, so there is nobody to race with.
    withStartupLock: (work) => work(db),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => pglite.close(),
  };
}

export async function openPgliteDir(dir: string | undefined): Promise<Database> {
  return openPglite(await PGlite.create(dir));
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error must not crash the process; the pool replaces the client.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema });
  const quote = (channel: string) => `"${channel.replaceAll('"', "")}"`;
  return {
    kind: "postgresql",
    db,
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      client.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN ${quote(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        client.release();
      };
    },
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await work(db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPgliteDir(options.dataDir);
}
