import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Opaque bearer tokens: 256 random bits, only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Signed, expiring tokens that need no table (the websocket token from locals/get):
 * `base64url(payload).base64url(hmac)`.
 */
export function signToken(secret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${mac}`;
}

export function verifySignedToken(secret: string, token: string): Record<string, unknown> | undefined {
  const [body, mac] = token.split(".");
  if (!body || !mac) return undefined;
  const expected = createHmac("sha256", secret).update(body).digest();
  const actual = Buffer.from(mac, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString());
    return typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
