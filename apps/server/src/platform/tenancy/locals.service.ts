import { randomBytes } from "node:crypto";
import type { Maintenance } from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type LocalRow, locals, systemSecrets } from "./locals.schema";

/** How long a resolved local is reused before it is read again (maintenance, enabled flag). */
const CACHE_MS = 2000;
/**
 * Unknown locations are cached too, so without a bound every random Host header would add
 * an entry for good. Past the bound the oldest entry is read again when next needed.
 */
const CACHE_MAX_ENTRIES = 1000;

export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(systemSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSecrets).where(eq(systemSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

export function createLocalsService({ db }: { db: Db }) {
  const cache = new Map<string, { local: LocalRow | undefined; at: number }>();

  async function byLocation(location: string): Promise<LocalRow | undefined> {
    const hit = cache.get(location);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.local;
    const [local] = await db.select().from(locals).where(eq(locals.location, location));
    // Re-inserting keeps the map in age order, so the first key is the one to evict.
    cache.delete(location);
    cache.set(location, { local, at: Date.now() });
    if (cache.size > CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return local;
  }

  async function setMaintenance(localId: number, maintenance: Maintenance): Promise<LocalRow> {
    const [local] = await db.update(locals).set({ maintenance }).where(eq(locals.id, localId)).returning();
    if (!local) throw new Error(`local ${localId} missing`);
    cache.delete(local.location);
    return local;
  }

  async function isEnabled(localId: number): Promise<boolean> {
    const [local] = await db.select({ enabled: locals.enabled }).from(locals).where(eq(locals.id, localId));
    return local?.enabled === true;
  }

  return { byLocation, isEnabled, setMaintenance, invalidate: () => cache.clear() };
}
export type LocalsService = ReturnType<typeof createLocalsService>;
