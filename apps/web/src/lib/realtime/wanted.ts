import { readSession } from "../session";

export const MAINTENANCE_PATH = "/maintenance";

/**
 * The app wants the realtime channels for a signed-in till, and on the maintenance page even
 * without a session, so that page can go home when the block is lifted. Returns the till's key
 * (undefined on the maintenance page without a session), or false when nothing is wanted.
 */
export function realtimeWanted(pathname: string): { tpvKey: string | undefined } | false {
  const tpvKey = readSession()?.tpv;
  return tpvKey !== undefined || pathname === MAINTENANCE_PATH ? { tpvKey } : false;
}
