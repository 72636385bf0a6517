import { LOCK_MODULES, type LockModule, MODULES, type Module } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { ENTITIES } from "../src/entities";
import { users } from "../src/modules/auth/auth.schema";
import { tpvs } from "../src/modules/floor/floor.schema";
import type { EntityDefinition } from "../src/platform/crud/entity";
import type { Db } from "../src/platform/db/client";
import { createLocal } from "../src/seed/create-local";
import type { TestApp } from "./test-app";

export const PASSWORD = "clave-segura";

export interface BuiltLocal {
  id: number;
  location: string;
  host: string;
  email: (role: string) => string;
}

let counter = 0;

/**
 * A local with one user per default role (`<role>@<location>.test`, password PASSWORD)
 * and the tills `caja` and `barra`. Requests reach it with `Host: <location>.localhost`.
 */
export async function buildLocal(
  db: Db,
  options: {
    location?: string;
    modules?: readonly Module[];
    lock_modules?: readonly LockModule[];
    /** The roles that get a user; all six by default (each costs one scrypt hash). */
    roles?: readonly string[];
  } = {},
): Promise<BuiltLocal> {
  counter += 1;
  const location = options.location ?? `local${counter}${Date.now().toString(36)}`;
  const roles = options.roles ?? ["SuperAdmin", "Admin", "Encargado", "Camarero", "Cocina", "Repartidor"];
  const email = (role: string) => `${role.toLowerCase()}@${location}.test`;
  const id = await createLocal(db, {
    name: `Local ${location}`,
    location,
    modules: options.modules ?? MODULES,
    lock_modules: options.lock_modules ?? LOCK_MODULES,
    users: roles.map((role) => ({
      username: role.toLowerCase(),
      first_name: role,
      email: email(role),
      password: PASSWORD,
      role,
    })),
    tpvs: [
      { name: "Caja", key: "caja" },
      { name: "Barra", key: "barra" },
    ],
  });
  return { id, location, host: `${location}.localhost`, email };
}

/** Logs in through the API and returns the headers of an authenticated call as that role. */
export async function loginAs(app: TestApp, local: BuiltLocal, role: string) {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { host: local.host },
    payload: { email: local.email(role), password: PASSWORD, tpv: "caja" },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  const token = response.json().data.token as string;
  return { host: local.host, authorization: `Bearer ${token}`, tpv: "caja" };
}

export function encodeQ(filters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(filters)).toString("base64");
}

export type AuthHeaders = Awaited<ReturnType<typeof loginAs>>;
type Row = Record<string, unknown>;

export function entityOf(collection: string): EntityDefinition {
  const entity = ENTITIES.find((candidate) => candidate.collection === collection);
  if (!entity) throw new Error(`no entity ${collection} in ENTITIES`);
  return entity;
}

/** The base URL of an entity's generic calls, under the first API version it is served on. */
export function entityUrl(entity: EntityDefinition): string {
  return `/api/${entity.versions?.[0] ?? "v1"}/${entity.collection}`;
}

let sampleCounter = 0;

/**
 * A valid insert body for `entity` in `local`, from its `sample()`; rows it references
 * (a user's role) are created first through the API, as `headers`' user.
 */
export async function sampleBody(
  app: TestApp,
  local: BuiltLocal,
  headers: AuthHeaders,
  entity: EntityDefinition,
): Promise<Row> {
  sampleCounter += 1;
  return entity.sample({
    db: app.db,
    localId: local.id,
    n: sampleCounter,
    insert: async (collection) => {
      const row = await insertSample(app, local, headers, entityOf(collection));
      return row.id as number;
    },
  });
}

/** Inserts a sample row of `entity` through the API and returns the row the API answered. */
export async function insertSample(
  app: TestApp,
  local: BuiltLocal,
  headers: AuthHeaders,
  entity: EntityDefinition,
): Promise<Row & { id: number }> {
  const payload = await sampleBody(app, local, headers, entity);
  const response = await app.app.inject({ method: "POST", url: entityUrl(entity), headers, payload });
  if (response.statusCode !== 201) {
    throw new Error(
      `insert of a ${entity.collection} sample failed: ${response.statusCode} ${response.body}`,
    );
  }
  return response.json().data;
}

/** The stored row (every column, hidden ones too) of an entity, read straight from the database. */
export async function dbRow(db: Db, entity: EntityDefinition, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(entity.table).where(eq(entity.table.id, id));
  return row;
}

/** Every stored row of the given entities (all by default), in id order: equal snapshots, nothing changed. */
export async function snapshotEntities(
  db: Db,
  entities: readonly EntityDefinition[] = ENTITIES,
): Promise<Record<string, Row[]>> {
  const snapshot: Record<string, Row[]> = {};
  for (const entity of entities) {
    snapshot[entity.collection] = await db.select().from(entity.table).orderBy(entity.table.id);
  }
  return snapshot;
}

/** The id of a local's user, by the role its factory e-mail was made for. */
export async function userIdOf(db: Db, local: BuiltLocal, role: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.local_id, local.id), eq(users.email, local.email(role))));
  if (!row) throw new Error(`no ${role} user in ${local.location}`);
  return row.id;
}

/** The id of a local's till by its key ("caja" is the one a factory local's sessions sign in at). */
export async function tpvIdOf(db: Db, localId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ id: tpvs.id })
    .from(tpvs)
    .where(and(eq(tpvs.local_id, localId), eq(tpvs.key, key)));
  if (!row) throw new Error(`no till "${key}" in local ${localId}`);
  return row.id;
}
