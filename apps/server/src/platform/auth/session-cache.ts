import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import type { AuthPort, Session } from "./session";

const CHANNEL = "comanda_sessions";
/** Role and employee changes reach cached sessions within this time, like the local's state. */
const TTL_MS = 2000;
const MAX_ENTRIES = 5000;

type Entries = Map<string, { session: Session; at: number }>;
/** Every cache of this process, so a revocation clears them before its transaction ends. */
const processCaches = new Set<Entries>();

/**
 * Says that sessions were revoked (logout, reset, new password). Clears this process's
 * caches at once and, through NOTIFY (sent when `db`'s transaction commits), every other
 * instance's.
 */
export async function sessionsChanged(db: Db): Promise<void> {
  for (const entries of processCaches) entries.clear();
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Keeps resolved sessions for two seconds so that a busy till's requests do not each read
 * the token: the session lookup is one of the two round trips of an authenticated list.
 */
export function createSessionCache({ database }: { database: Database }) {
  const entries: Entries = new Map();
  let stopListening: (() => Promise<void>) | undefined;

  return {
    wrap(port: AuthPort): AuthPort {
      return {
        ...port,
        async authenticate(localId, token) {
          const key = `${localId}:${token}`;
          const now = Date.now();
          const hit = entries.get(key);
          let session = hit && now - hit.at < TTL_MS ? hit.session : undefined;
          if (!session) {
            session = await port.authenticate(localId, token);
            entries.delete(key);
            if (session) entries.set(key, { session, at: now });
            if (entries.size > MAX_ENTRIES) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
          }
          return session && session.expiresAt.getTime() > now ? session : undefined;
        },
      };
    },

    async start() {
      processCaches.add(entries);
      stopListening = await database.listen(CHANNEL, () => entries.clear());
    },

    async stop() {
      processCaches.delete(entries);
      await stopListening?.();
    },
  };
}
