import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, PASSWORD, userIdOf } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

describe.each(DATABASES)("employees on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin", "Encargado", "Camarero"] });
  });
  afterAll(() => t.close());

  const permissionsWith = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/v2/auth/get_permission", headers });

  it("a manager cannot delete their own user, alone or in a batch", async () => {
    const manager = await loginAs(t, local, "Encargado");
    const self = await userIdOf(t.db, local, "Encargado");
    const waiter = await userIdOf(t.db, local, "Camarero");
    const single = await t.app.inject({ method: "DELETE", url: `/api/v1/users/${self}`, headers: manager });
    expect(single.statusCode).toBe(400);
    expect(single.json().errors.id).toEqual(["No puedes eliminar tu propio usuario"]);
    const batch = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/delete_all",
      headers: manager,
      payload: { pk__in: [waiter, self] },
    });
    expect(batch.statusCode).toBe(400);
    expect((await permissionsWith(manager)).statusCode).toBe(200);
    const waiterRow = await t.app.inject({ method: "GET", url: `/api/v1/users/${waiter}`, headers: manager });
    expect(waiterRow.statusCode).toBe(200);
  });

  it("a new password set by a manager ends the employee's sessions", async () => {
    const manager = await loginAs(t, local, "Encargado");
    const waiterSession = await loginAs(t, local, "Camarero");
    const waiter = await userIdOf(t.db, local, "Camarero");
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${waiter}`,
      headers: manager,
      payload: { first_name: "Carla" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await permissionsWith(waiterSession)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/users/${waiter}`,
      headers: manager,
      payload: { password: "nueva-clave" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).not.toHaveProperty("password_hash");
    expect((await permissionsWith(waiterSession)).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { host: local.host },
        payload: { email: local.email("Camarero"), password },
      });
    expect((await login(PASSWORD)).statusCode).toBe(400);
    expect((await login("nueva-clave")).statusCode).toBe(200);
  });
});
