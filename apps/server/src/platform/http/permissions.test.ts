import { MODULES } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  loginAs,
  PASSWORD,
  userIdOf,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { auditLog, authOverrides, roles } from "../../modules/auth/auth.schema";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe.each(DATABASES)("permissions on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let bare: BuiltLocal;
  let waiter: AuthHeaders;
  let manager: AuthHeaders;
  let roleIdOf: (name: string) => number;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [local, bare] = await Promise.all([
      buildLocal(t.db, { roles: ["SuperAdmin", "Encargado", "Camarero", "Cocina"] }),
      buildLocal(t.db, {
        modules: MODULES.filter((module) => module !== "auth_system"),
        roles: ["SuperAdmin", "Camarero"],
      }),
    ]);
    [waiter, manager] = await Promise.all([loginAs(t, local, "Camarero"), loginAs(t, local, "Encargado")]);
    const rows = await t.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.local_id, local.id));
    roleIdOf = (name) => rows.find((row) => row.name === name)!.id;
  });
  afterAll(() => t?.close());

  const call = (headers: AuthHeaders, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  const newUser = () => {
    counter += 1;
    return {
      username: `nuevo${counter}`,
      email: `nuevo${counter}@example.com`,
      password: "secreto",
      role_id: roleIdOf("Camarero"),
    };
  };

  const expectForbidden = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      complete: false,
      kind: "AUTHORIZATION_ERROR",
      code: "auth.forbidden",
      message: "No tienes permisos para realizar esta acción",
    });
  };

  describe("per module", () => {
    it("a waiter cannot see employees (auth_system) nor roles (users)", async () => {
      expectForbidden(await call(waiter, "GET", "/api/v1/users"));
      expectForbidden(await call(waiter, "GET", "/api/v1/users/1"));
      expectForbidden(await call(waiter, "GET", "/api/v1/roles"));
      expectForbidden(await call(waiter, "POST", "/api/v1/roles", { name: "Nuevo" }));
    });

    it("a waiter can list the tills (public) but not create, change nor delete one (settings)", async () => {
      const listed = await call(waiter, "GET", "/api/v1/tpv");
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.total).toBeGreaterThanOrEqual(2);
      const caja = listed.json().data.results.find((row: { key: string }) => row.key === "caja");
      expectForbidden(await call(waiter, "POST", "/api/v1/tpv", { name: "Nueva", key: "nueva" }));
      expectForbidden(await call(waiter, "PUT", `/api/v1/tpv/${caja.id}`, { name: "Cambiada" }));
      expectForbidden(await call(waiter, "DELETE", `/api/v1/tpv/${caja.id}`));
      expectForbidden(await call(waiter, "POST", "/api/v1/tpv/delete_all", { pk__in: [caja.id] }));
      expectForbidden(await call(waiter, "POST", "/api/v1/tpv/restore", { key: "caja" }));
      expectForbidden(await call(waiter, "GET", `/api/v1/tpv/${caja.id}`));
      const after = await call(waiter, "GET", "/api/v1/tpv");
      expect(after.json().data).toEqual(listed.json().data);
    });

    it("the till list answers without a session, but the other calls need one", async () => {
      const anonymous = { host: local.host };
      expect((await t.app.inject({ method: "GET", url: "/api/v1/tpv", headers: anonymous })).statusCode).toBe(
        200,
      );
      const insert = await t.app.inject({
        method: "POST",
        url: "/api/v1/tpv",
        headers: anonymous,
        payload: { name: "X", key: "x" },
      });
      expect(insert.statusCode).toBe(401);
      expect(insert.json()).toMatchObject({ kind: "AUTHENTICATION_ERROR", code: "auth.unauthenticated" });
    });

    it("a manager can manage employees but not roles", async () => {
      expect((await call(manager, "GET", "/api/v1/users")).statusCode).toBe(200);
      const created = await call(manager, "POST", "/api/v1/users", newUser());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect((await call(manager, "PUT", `/api/v1/users/${id}`, { first_name: "Eva" })).statusCode).toBe(200);
      expect((await call(manager, "DELETE", `/api/v1/users/${id}`)).statusCode).toBe(200);
      expectForbidden(await call(manager, "GET", "/api/v1/roles"));
      expectForbidden(await call(manager, "POST", "/api/v1/roles", { name: "Jefe de sala" }));
      expectForbidden(
        await call(manager, "PUT", `/api/v1/roles/${roleIdOf("Camarero")}`, { name: "Mesero" }),
      );
    });

    it("refuses a module the local has not contracted with its own code, even to a SuperAdmin", async () => {
      const superAdmin = await loginAs(t, bare, "SuperAdmin");
      for (const [method, url, payload] of [
        ["GET", "/api/v1/users", undefined],
        ["POST", "/api/v1/users", newUser()],
        ["POST", "/api/v1/users/delete_all", { pk__in: [1] }],
      ] as const) {
        const response = await call(superAdmin, method, url, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          complete: false,
          kind: "AUTHORIZATION_ERROR",
          code: "modules.not_contracted",
          message: "El módulo auth_system no está contratado",
        });
      }
      // The rest of the local works: roles are the users module, which it has.
      expect((await call(superAdmin, "GET", "/api/v1/roles")).statusCode).toBe(200);
    });

    it("get_permission returns the contracted modules only", async () => {
      const superAdmin = await loginAs(t, bare, "SuperAdmin");
      const response = await call(superAdmin, "GET", "/api/v2/auth/get_permission");
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(Object.keys(data.permissions).sort()).toEqual(MODULES.filter((m) => m !== "auth_system").sort());
      expect(data.modules.split(",")).not.toContain("auth_system");
      expect(data.permissions.users).toEqual({ view: true, create: true, update: true, delete: true });

      const ofWaiter = (await call(waiter, "GET", "/api/v2/auth/get_permission")).json().data;
      expect(Object.keys(ofWaiter.permissions).sort()).toEqual([...MODULES].sort());
      expect(ofWaiter.permissions.auth_system).toEqual({
        view: false,
        create: false,
        update: false,
        delete: false,
      });
      expect(ofWaiter.permissions.orders).toEqual({ view: true, create: true, update: true, delete: true });
      expect(ofWaiter.permissions.products).toEqual({
        view: true,
        create: false,
        update: false,
        delete: false,
      });
    });

    it("permissions {module} is empty for a module not bought and lists the flags otherwise", async () => {
      const bareWaiter = await loginAs(t, bare, "Camarero");
      const notBought = await call(bareWaiter, "POST", "/api/v1/auth/permissions", { module: "auth_system" });
      expect(notBought.statusCode).toBe(200);
      expect(notBought.json().data).toEqual([]);
      const unknown = await call(waiter, "POST", "/api/v1/auth/permissions", { module: "nope" });
      expect(unknown.json().data).toEqual([]);

      const flag = async (headers: AuthHeaders, module: string, name: string) => {
        const response = await call(headers, "POST", "/api/v1/auth/permissions", { module });
        expect(response.statusCode).toBe(200);
        const list = response.json().data as Array<{ name: string; value: boolean }>;
        expect(list.map((entry) => entry.name)).toEqual(["view", "create", "update", "delete"]);
        return list.find((entry) => entry.name === name)?.value;
      };
      expect(await flag(waiter, "auth_system", "view")).toBe(false);
      expect(await flag(manager, "auth_system", "view")).toBe(true);
      expect(await flag(manager, "users", "view")).toBe(false);
      expect(await flag(waiter, "products", "view")).toBe(true);
      expect(await flag(waiter, "products", "update")).toBe(false);
    });
  });

  describe("per action, with a manager's override", () => {
    const grant = (headers: AuthHeaders, body: { email: string; password: string; action: string }) =>
      call(headers, "POST", "/api/v1/auth/check_user_auth", body);

    it("a waiter lacks settings.update and auth_system.create", async () => {
      const caja = (await call(waiter, "GET", "/api/v1/tpv")).json().data.results[0];
      expectForbidden(await call(waiter, "PUT", `/api/v1/tpv/${caja.id}`, { name: "Otra" }));
      expectForbidden(await call(waiter, "POST", "/api/v1/users", newUser()));
    });

    it("a refusal names the missing permission, which is what the till asks a manager to lend", async () => {
      expect((await call(waiter, "POST", "/api/v1/users", newUser())).json()).toMatchObject({
        permission: "auth_system.create",
      });
      expect(
        (await call(waiter, "POST", "/api/v1/requests/mark", { id: 1, process_status: "received" })).json(),
      ).toMatchObject({ code: "auth.forbidden", permission: "orders.process_status" });
    });

    it("a manager's credentials lend one action, recorded with both users, until it is removed", async () => {
      const session = await loginAs(t, local, "Camarero");
      const waiterId = await userIdOf(t.db, local, "Camarero");
      const managerId = await userIdOf(t.db, local, "Encargado");

      const granted = await grant(session, {
        email: local.email("Encargado"),
        password: PASSWORD,
        action: "auth_system.create",
      });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().data).toMatchObject({
        permission: "auth_system.create",
        authorized_by: { id: managerId },
      });

      const created = await call(session, "POST", "/api/v1/users", newUser());
      expect(created.statusCode, created.body).toBe(201);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.local_id, local.id), eq(auditLog.user_id, waiterId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        user_id: waiterId,
        authorized_by: managerId,
        permission: "auth_system.create",
        method: "POST",
        path: "/api/v1/users",
      });

      // Only the lent action: viewing and deleting employees stay forbidden.
      expectForbidden(await call(session, "GET", "/api/v1/users"));
      expectForbidden(await call(session, "DELETE", `/api/v1/users/${created.json().data.id}`));
      // Only this session: the same waiter signed in elsewhere has nothing lent.
      expectForbidden(await call(waiter, "POST", "/api/v1/users", newUser()));

      const removed = await call(session, "POST", "/api/v1/auth/remove_user_auth", {
        action: "auth_system.create",
      });
      expect(removed.statusCode).toBe(200);
      expectForbidden(await call(session, "POST", "/api/v1/users", newUser()));
    });

    it("is refused when the lending user lacks the permission", async () => {
      const session = await loginAs(t, local, "Camarero");
      for (const [role, action] of [
        ["Cocina", "auth_system.create"],
        ["Camarero", "auth_system.create"],
        ["Encargado", "users.create"],
        ["Encargado", "settings.fiscal"],
      ] as const) {
        const response = await grant(session, { email: local.email(role), password: PASSWORD, action });
        expect(response.statusCode, `${role} ${action}`).toBe(403);
        expect(response.json()).toMatchObject({ kind: "AUTHORIZATION_ERROR", code: "auth.override_denied" });
      }
      expectForbidden(await call(session, "POST", "/api/v1/users", newUser()));
      expectForbidden(await call(session, "POST", "/api/v1/roles", { name: "Nuevo" }));
    });

    it("is refused with a wrong password or an unknown action", async () => {
      const session = await loginAs(t, local, "Camarero");
      const wrong = await grant(session, {
        email: local.email("Encargado"),
        password: "incorrecta",
        action: "auth_system.create",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ kind: "VALIDATION_ERROR", code: "auth.invalid_credentials" });
      const unknown = await grant(session, {
        email: local.email("Encargado"),
        password: PASSWORD,
        action: "nope",
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toHaveProperty("action");
      expectForbidden(await call(session, "POST", "/api/v1/users", newUser()));
    });

    it("a user of another local cannot lend an action", async () => {
      const session = await loginAs(t, local, "Camarero");
      const response = await grant(session, {
        email: bare.email("SuperAdmin"),
        password: PASSWORD,
        action: "settings.update",
      });
      expect(response.statusCode).toBe(400);
      const caja = (await call(session, "GET", "/api/v1/tpv")).json().data.results[0];
      expectForbidden(await call(session, "PUT", `/api/v1/tpv/${caja.id}`, { name: "Otra" }));
    });

    it("an expired override no longer authorises", async () => {
      const session = await loginAs(t, local, "Camarero");
      const granted = await grant(session, {
        email: local.email("Encargado"),
        password: PASSWORD,
        action: "settings.update",
      });
      expect(granted.statusCode).toBe(200);
      const caja = (await call(session, "GET", "/api/v1/tpv")).json().data.results[0];
      const renamed = await call(session, "PUT", `/api/v1/tpv/${caja.id}`, { name: caja.name });
      expect(renamed.statusCode).toBe(200);

      await t.db
        .update(authOverrides)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(authOverrides.local_id, local.id));
      expectForbidden(await call(session, "PUT", `/api/v1/tpv/${caja.id}`, { name: "Otra" }));
      expect((await call(session, "GET", `/api/v1/tpv`)).json().data.results[0].name).toBe(caja.name);
    });
  });
});
