import { signToken, verifySignedToken } from "../auth/tokens";

export const WS_TOKEN_TTL_MS = 24 * 3_600_000;

/** What a websocket token from locals/get grants: a local, and a staff session when one asked. */
export interface WsGrant {
  localId: number;
  /** The id of the session token that asked; without it the socket hears only public notices. */
  sessionId: number | undefined;
}

export function signWsToken(secret: string, localId: number, sessionId: number | undefined): string {
  return signToken(secret, {
    local_id: localId,
    exp: Date.now() + WS_TOKEN_TTL_MS,
    ...(sessionId === undefined ? {} : { sid: sessionId }),
  });
}

/** The grant of a genuine, unexpired token; undefined for anything else. */
export function readWsToken(secret: string, token: string | undefined): WsGrant | undefined {
  const payload = token ? verifySignedToken(secret, token) : undefined;
  if (!payload || typeof payload.local_id !== "number") return undefined;
  if (typeof payload.exp !== "number" || payload.exp < Date.now()) return undefined;
  const sessionId = typeof payload.sid === "number" ? payload.sid : undefined;
  return { localId: payload.local_id, sessionId };
}
