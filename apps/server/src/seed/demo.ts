import { LOCK_MODULES, MODULES } from "@comanda/domain";
import { eq, getTableColumns, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/schema";
import { locals } from "../platform/tenancy/locals.schema";
import { createLocal, type NewLocal } from "./create-local";
import { seedDemoFloor } from "./demo-floor";
import { seedDemoMenu, seedMiniMenu } from "./demo-menu";
import { seedDemoShifts } from "./demo-shifts";

export const DEMO_PASSWORD = "demo1234";

export const DEMO_LOCAL: NewLocal = {
  name: "Restaurante Demo",
  location: "demo",
  modules: MODULES,
  lock_modules: LOCK_MODULES,
  users: [
    {
      username: "admin",
      first_name: "Admin",
      email: "admin@demo.local",
      password: DEMO_PASSWORD,
      role: "SuperAdmin",
    },
    {
      username: "encargado",
      first_name: "Elena",
      email: "encargado@demo.local",
      password: DEMO_PASSWORD,
      role: "Encargado",
    },
    {
      username: "camarero",
      first_name: "Carlos",
      email: "camarero@demo.local",
      password: DEMO_PASSWORD,
      role: "Camarero",
    },
    {
      username: "cocina",
      first_name: "Lucía",
      email: "cocina@demo.local",
      password: DEMO_PASSWORD,
      role: "Cocina",
    },
  ],
  tpvs: [
    { name: "Barra", key: "barra" },
    { name: "Terraza", key: "terraza" },
  ],
};

/**
 * A second, small café that has not bought bookings nor stock and contracts only part of the
 * modules: it shows on one machine (at mini.localhost) what a local without a module sees.
 */
export const DEMO_SMALL_LOCAL: NewLocal = {
  name: "Cafetería Mini",
  location: "mini",
  modules: [
    "orders",
    "requests_tables",
    "products",
    "categories",
    "tables",
    "zones",
    "auth_system",
    "reports",
  ],
  lock_modules: [],
  users: [
    {
      username: "admin",
      first_name: "Admin",
      email: "admin@mini.local",
      password: DEMO_PASSWORD,
      role: "SuperAdmin",
    },
  ],
  tpvs: [{ name: "Barra", key: "barra" }],
};

const DEMO_LOCALS = [DEMO_LOCAL, DEMO_SMALL_LOCAL];

/** Each demo local's menu (and the demo restaurant's floor), seeded when the local is created. */
const DEMO_MENUS = new Map<NewLocal, (db: Db, localId: number) => Promise<void>>([
  [
    DEMO_LOCAL,
    async (db, localId) => {
      await seedDemoMenu(db, localId);
      await seedDemoFloor(db, localId);
      await seedDemoShifts(db, localId);
    },
  ],
  [DEMO_SMALL_LOCAL, seedMiniMenu],
]);

/** Creates a demo local and its menu in one transaction. */
async function createDemoLocal(db: Db, local: NewLocal): Promise<void> {
  await db.transaction(async (tx) => {
    const localId = await createLocal(tx, local);
    await DEMO_MENUS.get(local)?.(tx, localId);
  });
}

/** Seeds the demo restaurants when the database has no local at all. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(locals);
  if ((row?.n ?? 0) > 0) return false;
  for (const local of DEMO_LOCALS) await createDemoLocal(db, local);
  return true;
}

/** Deletes the demo locals and everything they own, then creates them again. */
export async function resetDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tables: PgTable[] = [];
    for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
    for (const { location } of DEMO_LOCALS) {
      const [demo] = await tx.select({ id: locals.id }).from(locals).where(eq(locals.location, location));
      if (!demo) continue;
      // Last declared first: a table referencing another (a zone's tables) is declared after it.
      for (const table of tables.toReversed()) {
        const localColumn = getTableColumns(table).local_id;
        if (localColumn) await tx.delete(table).where(eq(localColumn, demo.id));
      }
      await tx.delete(locals).where(eq(locals.id, demo.id));
    }
  });
  for (const local of DEMO_LOCALS) await createDemoLocal(db, local);
}
