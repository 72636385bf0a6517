import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/platform/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is copied from; "" without a server. */
    postgresTemplate: string;
  }
}

const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrating a database through every migration takes seconds, and hundreds of test files each
 * want fresh ones: they copy a database migrated once here (PGlite's folder, a PostgreSQL
 * template database) instead.
 */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const database = openPglite(pglite);
  await database.migrate();
  // Uncompressed: each of the hundreds of copies loads a third faster.
  const dump = await pglite.dumpDataDir("none");
  const path = join(tmpdir(), `comanda-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", path);

  if (!POSTGRES_URL) {
    project.provide("postgresTemplate", "");
    return;
  }
  const template = `comanda_tpl_${randomBytes(6).toString("hex")}`;
  await admin(POSTGRES_URL, (client) => client.query(`create database ${template}`));
  const migrated = openPostgres(withDatabaseName(POSTGRES_URL, template), 1);
  await migrated.migrate();
  await migrated.close();
  project.provide("postgresTemplate", template);
  return () =>
    admin(POSTGRES_URL, (client) => client.query(`drop database if exists ${template} with (force)`));
}
