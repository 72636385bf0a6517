import { announceChange, createSharedCache } from "../cache/shared-cache";
import type { Database, Db } from "../db/client";
import type { AuthPort, Session } from "./session";

const CHANNEL = "comanda_sessions";
/** Role and employee changes reach cached sessions within this time, like the local's state. */
const TTL_MS = 2000;
const MAX_ENTRIES = 5000;

/**
 * Says that sessions were revoked (logout, reset, new password): every instance's cache
 * forgets them, this process's at once.
 */
export function sessionsChanged(db: Db): Promise<void> {
  return announceChange(db, CHANNEL);
}

/**
 * Keeps resolved sessions for two seconds so that a busy till's requests do not each read
 * the token: the session lookup is one of the two round trips of an authenticated list.
 */
export function createSessionCache({ database }: { database: Database }) {
  const cache = createSharedCache<Session>({
    database,
    channel: CHANNEL,
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
  });

  return {
    wrap(port: AuthPort): AuthPort {
      return {
        ...port,
        async authenticate(localId, token) {
          const session = await cache.get(`${localId}:${token}`, () => port.authenticate(localId, token));
          return session && session.expiresAt.getTime() > Date.now() ? session : undefined;
        },
        async sessionById(localId, tokenId) {
          const session = await cache.get(`${localId}#${tokenId}`, () => port.sessionById(localId, tokenId));
          return session && session.expiresAt.getTime() > Date.now() ? session : undefined;
        },
      };
    },
    start: cache.start,
    stop: cache.stop,
  };
}
