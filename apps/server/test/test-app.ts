import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, type DatabaseKind, openPglite, openPostgres } from "../src/platform/db/client";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL (or DATABASE_URL) names a server. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
export const DATABASES: DatabaseKind[] = TEST_POSTGRES_URL ? ["pglite", "postgresql"] : ["pglite"];

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase {
  database: Database;
  /** The connection string of a PostgreSQL test database, for a second server process. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const database = openPglite(await PGlite.create({ loadDataDir: template }));
    return { database, drop: () => database.close() };
  }
  if (!TEST_POSTGRES_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `comanda_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = withDatabaseName(TEST_POSTGRES_URL, name);
  const database = openPostgres(url, 5);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), databaseUrl: undefined, publicUrl: "http://localhost:3000", ...overrides };
}

export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  { clock }: { clock?: () => Date } = {},
) {
  const testDb = await createTestDatabase(kind);
  const config = testConfig(overrides);
  const built = await buildApp({ database: testDb.database, config, clock });
  await built.app.ready();
  return {
    ...built,
    config,
    database: testDb.database,
    db: testDb.database.db,
    url: testDb.url,
    async close() {
      await built.app.close();
      await testDb.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second server instance on a PostgreSQL test app's database, as another machine behind
 * the load balancer would be: its own pool, caches and LISTEN connection.
 */
export async function createSecondInstance(first: TestApp) {
  if (!first.url) throw new Error("a second instance needs a PostgreSQL test app");
  const database = openPostgres(first.url, 5);
  const built = await buildApp({ database, config: testConfig() });
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}
