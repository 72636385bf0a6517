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

/** Told when the connection that LISTENs breaks and when it listens again. */
export interface ListenHooks {
  /** NOTIFYs sent from now until `onRestored` are not received. */
  onLost?: (error: Error) => void;
  onRestored?: () => void;
}

/** Subscribes to a NOTIFY channel; resolves to a function that stops listening. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  hooks?: ListenHooks,
) => Promise<() => Promise<void>>;

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
  /** Statements sent so far: tests assert that a call costs a fixed number of them. */
  statements(): number;
}

/** Counts the statements drizzle sends, prepared ones included. */
function statementCounter() {
  let count = 0;
  return {
    logger: { logQuery: () => void count++ },
    statements: () => count,
  };
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
  const counter = statementCounter();
  const db = drizzlePglite(pglite, { schema, logger: counter.logger });
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
    statements: counter.statements,
  };
}

export async function openPgliteDir(dir: string | undefined): Promise<Database> {
  return openPglite(await PGlite.create(dir));
}

const LISTEN_RETRY_MIN_MS = 100;
const LISTEN_RETRY_MAX_MS = 10_000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', "")}"`;

/**
 * LISTEN on a connection of its own, outside the pool, so it never holds a pool slot and
 * its failure is seen at once. NOTIFY only reaches live sessions: when the connection breaks
 * (server restart, failover, an idle-session kill) it is opened again with capped exponential
 * backoff. What was notified in between is lost, which is all LISTEN/NOTIFY promises.
 * The first connection is awaited so that a wrong URL fails at start-up.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  hooks: ListenHooks = {},
): Promise<() => Promise<void>> {
  const listenSql = `LISTEN ${quoteIdentifier(channel)}`;
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function connect(): pg.Client {
    // Keepalive probes reveal a peer that vanished without closing the socket.
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    // A client outside the pool has nobody else listening for 'error': unhandled, it kills the process.
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, new Error("LISTEN connection ended")));
    return client;
  }

  function lost(client: pg.Client, error: Error) {
    if (client !== current || stopped) return;
    current = undefined;
    client.end().catch(() => {});
    hooks.onLost?.(error);
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** failures);
    failures += 1;
    // Jitter keeps many instances from reconnecting in lockstep after a server restart.
    retryTimer = setTimeout(reconnect, delay * (0.5 + Math.random() / 2));
  }

  function reconnect() {
    retryTimer = undefined;
    const client = connect();
    current = client;
    client
      .connect()
      .then(() => client.query(listenSql))
      .then(
        () => {
          if (client !== current) return;
          failures = 0;
          hooks.onRestored?.();
        },
        (error: Error) => lost(client, error),
      );
  }

  async function stop() {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  }

  // Not `current` until it listens: a failure here is thrown to the caller, not retried.
  const first = connect();
  try {
    await first.connect();
    await first.query(listenSql);
  } catch (error) {
    await first.end().catch(() => {});
    throw error;
  }
  current = first;
  return stop;
}

export function openPostgres(url: string, poolSize = 10): Database {
  // No JIT compilation: the app's statements are either short, or the reports' and predictions'
  // aggregates whose cost estimate passes the JIT threshold and where compiling cost more than it
  // saved (80 ms of a 270 ms month of the reports benchmark). Set on the connection, not per
  // transaction, so a report pays no extra round trip for it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: "-c jit=off" });
  // An idle client's error must not crash the process; the pool replaces the client.
  pool.on("error", () => {});
  const counter = statementCounter();
  const db = drizzleNodePg(pool, { schema, logger: counter.logger });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgresql",
    db,
    listen: async (channel, onPayload, hooks) => {
      const stopListening = await listenWithReconnect(url, channel, onPayload, hooks);
      const stop = async () => {
        listeners.delete(stop);
        await stopListening();
      };
      listeners.add(stop);
      return stop;
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
    close: async () => {
      // Listening connections live outside the pool; left open they would keep reconnecting.
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    statements: counter.statements,
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPgliteDir(options.dataDir);
}
