import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createSecondInstance, createTestApp, TEST_POSTGRES_URL, type TestApp } from "../../../test/test-app";

describe.skipIf(!TEST_POSTGRES_URL)("cached sessions across two instances (needs TEST_DATABASE_URL)", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let local: BuiltLocal;

  beforeAll(async () => {
    first = await createTestApp("postgresql");
    second = await createSecondInstance(first);
    local = await buildLocal(first.db, { roles: ["SuperAdmin", "Camarero"] });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const permissionsOn = (app: TestApp["app"], headers: Record<string, string>) =>
    app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers });

  /** Polls for up to `ms`; the cache keeps sessions for 2 s, so a quicker change proves the broadcast. */
  async function statusWithin(ms: number, call: () => Promise<{ statusCode: number }>, wanted: number) {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if ((await call()).statusCode === wanted) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  }

  it("a logout on one instance ends the session on the other before the cache would expire", async () => {
    const headers = await loginAs(first, local, "Camarero");
    expect((await permissionsOn(second.app, headers)).statusCode).toBe(200);
    expect((await first.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers })).statusCode).toBe(
      200,
    );
    expect((await permissionsOn(first.app, headers)).statusCode).toBe(401);
    const after = await statusWithin(1000, () => permissionsOn(second.app, headers), 401);
    expect(after).toBeDefined();
  });

  it("a new password set on one instance ends the sessions cached by the other", async () => {
    const waiter = await loginAs(first, local, "Camarero");
    const admin = await loginAs(first, local, "SuperAdmin");
    expect((await permissionsOn(second.app, waiter)).statusCode).toBe(200);
    const users = await first.app.inject({ method: "GET", url: "/api/v1/users", headers: admin });
    const waiterId = users
      .json()
      .data.results.find((user: { email: string }) => user.email === local.email("Camarero")).id as number;
    const changed = await first.app.inject({
      method: "PUT",
      url: `/api/v1/users/${waiterId}`,
      headers: admin,
      payload: { password: "otra-clave" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusWithin(1000, () => permissionsOn(second.app, waiter), 401)).toBeDefined();
  });
});
