import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { createSecondInstance, createTestApp, TEST_POSTGRES_URL, type TestApp } from "../../../test/test-app";

describe.skipIf(!TEST_POSTGRES_URL)("cached settings across two instances (needs TEST_DATABASE_URL)", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let local: BuiltLocal;

  beforeAll(async () => {
    first = await createTestApp("postgresql");
    second = await createSecondInstance(first);
    local = await buildLocal(first.db, { roles: ["Admin"] });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("a change saved on one instance is read by the other well before the cache would expire", async () => {
    const headers = await loginAs(first, local, "Admin");
    const read = async () =>
      (await second.app.inject({ method: "GET", url: "/api/v1/settings/domicile_pickup", headers })).json()
        .data.minimal_amount_domicile as number;
    const before = await read();
    const saved = await first.app.inject({
      method: "PUT",
      url: "/api/v1/settings/domicile_pickup",
      headers,
      payload: { minimal_amount_domicile: before + 7 },
    });
    expect(saved.statusCode).toBe(200);
    // The instance that saved reads its own change at once.
    expect(
      (await first.app.inject({ method: "GET", url: "/api/v1/settings/domicile_pickup", headers })).json()
        .data.minimal_amount_domicile,
    ).toBe(before + 7);
    const started = Date.now();
    let seen = await read();
    while (seen !== before + 7 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read();
    }
    expect(seen).toBe(before + 7);
  });
});
