import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";

/** Every cache of this process by its channel, so a change clears them before its transaction ends. */
const processCaches = new Map<string, Set<Map<string, unknown>>>();

/**
 * Says that what the caches of `channel` hold has changed. Clears this process's caches at
 * once and, through NOTIFY (sent when `db`'s transaction commits), every instance's, this
 * one's included: a read between the clear and the commit cannot keep the old value.
 */
export async function announceChange(db: Db, channel: string): Promise<void> {
  for (const entries of processCaches.get(channel) ?? []) entries.clear();
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/**
 * Values read from the database kept for `ttlMs` by one server instance, for data read on
 * every call and seldom changed. Changes reach it through `announceChange` at once; the time
 * limit bounds what a lost notification (a LISTEN connection dropped) can leave stale.
 */
export function createSharedCache<V>({
  database,
  channel,
  ttlMs,
  maxEntries,
}: {
  database: Database;
  channel: string;
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, { value: V; at: number }>();
  let stopListening: (() => Promise<void>) | undefined;

  return {
    /** The cached value of `key`, or what `load` answers (kept unless it is undefined). */
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = await load();
      entries.delete(key);
      if (value !== undefined) entries.set(key, { value, at: now });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },

    changed: (db: Db) => announceChange(db, channel),

    async start() {
      const caches = processCaches.get(channel) ?? new Set();
      caches.add(entries);
      processCaches.set(channel, caches);
      stopListening = await database.listen(channel, () => entries.clear());
    },

    async stop() {
      processCaches.get(channel)?.delete(entries);
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
