import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, PASSWORD } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { loginAttempts } from "./auth.schema";
import { LOGIN_THROTTLE } from "./login-throttle";

/** The throttle's "now": tests move it instead of waiting. */
let now = new Date("2026-05-01T10:00:00Z");
const clock = () => now;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let addressCounter = 0;
/** A fresh address for each caller, so counters of one test do not reach another. */
const newAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
};

interface LoginOptions {
  password?: string;
  /** The socket address the request comes from. */
  from?: string;
  headers?: Record<string, string>;
}

function login(
  t: TestApp,
  local: BuiltLocal,
  role: string,
  { password = "wrong", from = "127.0.0.1", headers = {} }: LoginOptions = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { host: local.host, ...headers },
    remoteAddress: from,
    payload: { email: local.email(role), password },
  });
}
describe.each(DATABASES)("login throttle on %s", (kind) => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
    proxied = await createTestApp(kind, { trustedProxies: ["127.0.0.1"] }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it("takes no address from X-Forwarded-For when no proxy is trusted", async () => {
    const local = await buildLocal(t.db, { roles: ["Cocina"] });
    const from = newAddress();
    const forwarded = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}` });
    for (let i = 0; i < LOGIN_THROTTLE.accountAddressFreeFailures; i++) {
      expect((await login(t, local, "Cocina", { from, headers: forwarded(i) })).statusCode).toBe(400);
    }
    const fresh = await login(t, local, "Cocina", { from, headers: forwarded(99), password: PASSWORD });
    expect(fresh.statusCode).toBe(429);
    const recorded = await t.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, local.email("Cocina")));
    expect(new Set(recorded.map((row) => row.ip))).toEqual(new Set([from]));
  });

  it("takes the client's address from X-Forwarded-For of a trusted proxy, and only of it", async () => {
    const local = await buildLocal(proxied.db, { roles: ["Cocina"] });
    const client = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < LOGIN_THROTTLE.accountAddressFreeFailures; i++) {
      expect((await login(proxied, local, "Cocina", { headers: client })).statusCode).toBe(400);
    }
    expect((await login(proxied, local, "Cocina", { headers: client })).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    const other = { "x-forwarded-for": "203.0.113.51" };
    expect((await login(proxied, local, "Cocina", { headers: other, password: PASSWORD })).statusCode).toBe(
      200,
    );
    // A caller that is not the proxy cannot claim to be someone else.
    const stranger = newAddress();
    await login(proxied, local, "Cocina", { from: stranger, headers: { "x-forwarded-for": "203.0.113.52" } });
    const [last] = await proxied.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .orderBy(desc(loginAttempts.id))
      .limit(1);
    expect(last?.ip).toBe(stranger);
  });

  it("lets the owner in from their usual address while others guess the password", async () => {
    const local = await buildLocal(t.db, { roles: ["Admin"] });
    const till = newAddress();
    expect((await login(t, local, "Admin", { from: till, password: PASSWORD })).statusCode).toBe(200);
    advance(3600);
    for (let i = 0; i < 31; i++) {
      // Past every running delay, so each guess is checked and counted as a failure.
      advance(LOGIN_THROTTLE.maxDelaySeconds);
      expect((await login(t, local, "Admin", { from: newAddress() })).statusCode).toBe(400);
    }
    const elsewhere = await login(t, local, "Admin", { from: newAddress(), password: PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
    const owner = await login(t, local, "Admin", { from: till, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    // The owner's success does not give the attacker fresh guesses.
    expect((await login(t, local, "Admin", { from: newAddress() })).statusCode).toBe(429);
  });

  it("slows an attacker rotating addresses against one account, more with each failure", async () => {
    const local = await buildLocal(t.db, { roles: ["Encargado"] });
    for (let i = 0; i < LOGIN_THROTTLE.accountFreeFailures; i++) {
      expect((await login(t, local, "Encargado", { from: newAddress() })).statusCode).toBe(400);
    }
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const refused = await login(t, local, "Encargado", { from: newAddress(), password: PASSWORD });
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      advance(wait);
      expect((await login(t, local, "Encargado", { from: newAddress() })).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });

  it("makes one address wait longer after each failure, and says how long", async () => {
    const local = await buildLocal(t.db, { roles: ["Camarero"] });
    const from = newAddress();
    for (let i = 0; i < LOGIN_THROTTLE.accountAddressFreeFailures; i++) {
      expect((await login(t, local, "Camarero", { from })).statusCode).toBe(400);
    }
    const first = await login(t, local, "Camarero", { from, password: PASSWORD });
    expect(first.statusCode).toBe(429);
    expect(first.headers["retry-after"]).toBe("1");
    expect(first.json()).toMatchObject({
      complete: false,
      code: "auth.too_many_attempts_seconds",
      message: "Demasiados intentos de acceso. Inténtalo de nuevo en 1 s",
    });
    advance(1);
    expect((await login(t, local, "Camarero", { from })).statusCode).toBe(400);
    const second = await login(t, local, "Camarero", { from, headers: { "accept-language": "en" } });
    expect(second.headers["retry-after"]).toBe("2");
    expect(second.json().message).toBe("Too many login attempts. Try again in 2 s");
    // Asking again during a delay does not lengthen it.
    advance(1);
    const again = await login(t, local, "Camarero", { from });
    expect(again.headers["retry-after"]).toBe("1");
    advance(1);
    expect((await login(t, local, "Camarero", { from })).statusCode).toBe(400);
    expect((await login(t, local, "Camarero", { from })).headers["retry-after"]).toBe("4");
    for (const wait of [4, 8, 16, 32, 64]) {
      advance(wait);
      expect((await login(t, local, "Camarero", { from })).statusCode).toBe(400);
    }
    const minutes = await login(t, local, "Camarero", { from });
    expect(minutes.headers["retry-after"]).toBe("128");
    expect(minutes.json()).toMatchObject({
      code: "auth.too_many_attempts",
      message: "Demasiados intentos de acceso. Inténtalo de nuevo en 3 minutos",
    });
  });

  it("holds back an address that fails on many accounts", async () => {
    const local = await buildLocal(t.db, { roles: ["Admin"] });
    const from = newAddress();
    for (let i = 0; i < LOGIN_THROTTLE.addressFreeFailures; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { host: local.host },
        remoteAddress: from,
        payload: { email: `stranger${i}@x.test`, password: "bad" },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await login(t, local, "Admin", { from, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    advance(1);
    expect((await login(t, local, "Admin", { from, password: PASSWORD })).statusCode).toBe(200);
  });

  it("throttles the manager override the same way", async () => {
    const local = await buildLocal(t.db, { roles: ["Camarero", "Encargado"] });
    const headers = await loginAs(t, local, "Camarero");
    const override = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/check_user_auth",
        headers,
        payload: { email: local.email("Encargado"), password, action: "orders.invalidate" },
      });
    for (let i = 0; i < LOGIN_THROTTLE.accountAddressFreeFailures; i++) {
      expect((await override("wrong")).statusCode).toBe(400);
    }
    const refused = await override(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
  });
});
