import {
  CRUD_ACTIONS,
  ENTITY_MODULES,
  MODULES,
  NAMED_ACTIONS,
  type PermissionKey,
  ROUTE_ACCESS,
  routeAccess,
} from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs, userIdOf } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { roles, users } from "../auth/auth.schema";

type Method = NonNullable<InjectOptions["method"]>;

/** One route per permission the server checks, with the ids of its path filled in. */
function routesByPermission(app: TestApp["app"]): Map<PermissionKey, { method: Method; url: string }> {
  const found = new Map<PermissionKey, { method: Method; url: string }>();
  const fill = (url: string) => url.replace(/:id/g, "999999").replace(/:tpv/g, "caja");
  for (const [collection, module] of Object.entries(ENTITY_MODULES)) {
    // Zones and tables answer under /api/v2 only.
    const version = app.hasRoute({ method: "GET", url: `/api/v1/${collection}` }) ? "v1" : "v2";
    const base = `/api/${version}/${collection}`;
    const generic: Array<[PermissionKey, Method, string]> = [
      [`${module}.view`, "GET", base],
      [`${module}.create`, "POST", base],
      [`${module}.update`, "PUT", `${base}/:id`],
      [`${module}.delete`, "DELETE", `${base}/:id`],
    ];
    for (const [key, method, url] of generic) {
      if (!found.has(key) && routeAccess(method, url) === key) found.set(key, { method, url: fill(url) });
    }
  }
  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    if (typeof access !== "string" || access === "public" || access === "signed_in") continue;
    const [method, url] = route.split(" ") as [Method, string];
    if (!found.has(access)) found.set(access, { method, url: fill(url) });
  }
  return found;
}

describe.each(DATABASES)("employees and roles on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let superAdmin: AuthHeaders;
  let manager: AuthHeaders;
  let roleIdOf: (name: string) => number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin", "Encargado", "Camarero"] });
    superAdmin = await loginAs(t, local, "SuperAdmin");
    manager = await loginAs(t, local, "Encargado");
    const rows = await t.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.local_id, local.id));
    roleIdOf = (name) => rows.find((row) => row.name === name)!.id;
  });
  afterAll(() => t?.close());

  const call = (headers: AuthHeaders, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const countUsers = async () => (await t.db.select().from(users).where(eq(users.local_id, local.id))).length;
  let n = 0;
  const hire = (extra: object = {}) => {
    n += 1;
    return {
      username: `nuevo${n}`,
      first_name: "Lucía",
      email: `nuevo${n}@${local.location}.test`,
      password: "secreto-1",
      confirmPassword: "secreto-1",
      role_id: roleIdOf("Camarero"),
      ...extra,
    };
  };

  it("hires, edits, deactivates and restores an employee; the password never comes back", async () => {
    const created = await call(
      manager,
      "POST",
      "/api/v1/users",
      hire({ phone: "600111222", address: "Calle Mayor 1" }),
    );
    expect(created.statusCode).toBe(201);
    const employee = created.json().data;
    expect(employee).not.toHaveProperty("password_hash");
    expect(employee).not.toHaveProperty("password");
    expect(employee).not.toHaveProperty("confirmPassword");
    const edited = await call(manager, "PUT", `/api/v1/users/${employee.id}`, { last_name: "Gómez" });
    expect(edited.json().data.last_name).toBe("Gómez");
    expect((await call(manager, "DELETE", `/api/v1/users/${employee.id}`)).statusCode).toBe(200);
    const restored = await call(manager, "POST", "/api/v1/users/restore", { email: employee.email });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.id).toBe(employee.id);
  });

  it("refuses mismatched passwords, a taken e-mail and a role without name, saving nothing", async () => {
    const before = await countUsers();
    const mismatch = await call(manager, "POST", "/api/v1/users", hire({ confirmPassword: "otra-cosa" }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toEqual(["Las contraseñas no coinciden"]);
    const taken = await call(manager, "POST", "/api/v1/users", hire({ email: local.email("Camarero") }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email).toEqual(["Ya existe un registro con ese valor"]);
    const waiter = await userIdOf(t.db, local, "Camarero");
    const newPassword = await call(manager, "PUT", `/api/v1/users/${waiter}`, {
      password: "cambiada-1",
      confirmPassword: "cambiada-2",
    });
    expect(newPassword.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
    const rolesBefore = (await t.db.select().from(roles).where(eq(roles.local_id, local.id))).length;
    const nameless = await call(superAdmin, "POST", "/api/v1/roles", { description: "sin nombre" });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors.name).toEqual(["Campo requerido"]);
    expect((await t.db.select().from(roles).where(eq(roles.local_id, local.id))).length).toBe(rolesBefore);
  });

  it("keeps the last SuperAdmin: not demoted through their role, not deleted", async () => {
    const superRole = roleIdOf("SuperAdmin");
    const demoted = await call(superAdmin, "PUT", `/api/v1/roles/${superRole}`, { group_type: "Admin" });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe("El local debe conservar al menos un SuperAdmin activo");
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, superRole));
    expect(stored?.group_type).toBe("SuperAdmin");

    // A second SuperAdmin may be let go, and then the first is the last one again.
    const spare = await call(superAdmin, "POST", "/api/v1/users", hire({ role_id: superRole }));
    expect(spare.statusCode).toBe(201);
    const spareId: number = spare.json().data.id;
    const self = await userIdOf(t.db, local, "SuperAdmin");
    const spareSession = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host },
      payload: { email: spare.json().data.email, password: "secreto-1", tpv: "caja" },
    });
    const spareHeaders = {
      host: local.host,
      authorization: `Bearer ${spareSession.json().data.token}`,
      tpv: "caja",
    };
    // The spare demotes the first SuperAdmin: allowed, one SuperAdmin (the spare) remains.
    const demote = await call(spareHeaders, "PUT", `/api/v1/users/${self}`, { role_id: roleIdOf("Admin") });
    expect(demote.statusCode).toBe(200);
    // Now the first one (an Admin) cannot touch the spare, and the spare cannot leave itself.
    expect((await call(spareHeaders, "DELETE", `/api/v1/users/${spareId}`)).statusCode).toBe(400);
    const undo = await call(spareHeaders, "PUT", `/api/v1/users/${self}`, { role_id: superRole });
    expect(undo.statusCode).toBe(200);
    superAdmin = await loginAs(t, local, "SuperAdmin");
    expect((await call(superAdmin, "DELETE", `/api/v1/users/${spareId}`)).statusCode).toBe(200);
    // The deactivated SuperAdmin's session ended with it.
    expect((await call(spareHeaders, "GET", "/api/v2/auth/get_permission")).statusCode).toBe(401);
    const lastDemoted = await call(superAdmin, "PUT", `/api/v1/roles/${superRole}`, {
      group_type: "Encargado",
    });
    expect(lastDemoted.statusCode).toBe(403);
  });

  it("grants only contracted modules", async () => {
    const small = await buildLocal(t.db, {
      modules: ["orders", "users", "auth_system"],
      roles: ["SuperAdmin"],
    });
    const owner = await loginAs(t, small, "SuperAdmin");
    const clients = await call(owner, "POST", "/api/v1/roles", {
      name: "Con clientes",
      permissions: { clients: { view: true, create: false, update: false, delete: false } },
    });
    expect(clients.statusCode).toBe(400);
    expect(clients.json().errors.permissions).toEqual([
      "El módulo clients no está contratado: no se puede conceder",
    ]);
    const drawer = await call(owner, "POST", "/api/v1/roles", {
      name: "Cajón",
      actions: ["cashiers.open_drawer"],
    });
    expect(drawer.statusCode).toBe(400);
    const orders = await call(owner, "POST", "/api/v1/roles", {
      name: "Solo comandas",
      permissions: { orders: { view: true, create: true, update: false, delete: false } },
      actions: ["orders.discount"],
    });
    expect(orders.statusCode).toBe(201);
  });

  it("follows the permission table: each module × action and named action, changed while signed in", async () => {
    const created = await call(superAdmin, "POST", "/api/v1/roles", {
      name: "Matriz",
      group_type: "Camarero",
    });
    const roleId: number = created.json().data.id;
    const holder = await call(superAdmin, "POST", "/api/v1/users", hire({ role_id: roleId }));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host },
      payload: { email: holder.json().data.email, password: "secreto-1", tpv: "caja" },
    });
    const session = { host: local.host, authorization: `Bearer ${login.json().data.token}`, tpv: "caja" };
    const routes = routesByPermission(t.app);
    const keys: PermissionKey[] = [
      ...MODULES.flatMap((module) => CRUD_ACTIONS.map((action): PermissionKey => `${module}.${action}`)),
      ...NAMED_ACTIONS.filter((action) => action !== "locals.maintenance"),
    ];
    const checked: string[] = [];
    for (const key of keys) {
      const route = routes.get(key);
      if (!route) continue;
      const [module, action] = key.split(".") as [string, string];
      const grant = (CRUD_ACTIONS as readonly string[]).includes(action)
        ? {
            permissions: {
              [module]: { view: false, create: false, update: false, delete: false, [action]: true },
            },
            actions: [],
          }
        : { permissions: {}, actions: [key] };
      expect((await call(superAdmin, "PUT", `/api/v1/roles/${roleId}`, grant)).statusCode).toBe(200);
      // No wait: the very next request of the signed-in holder runs with the new role.
      const granted = await call(session, route.method, route.url, route.method === "GET" ? undefined : {});
      expect(granted.statusCode, `${key} granted: ${route.method} ${route.url}`).not.toBe(403);
      expect(granted.statusCode, `${key} granted: ${route.method} ${route.url}`).not.toBe(500);
      await call(superAdmin, "PUT", `/api/v1/roles/${roleId}`, { permissions: {}, actions: [] });
      const refused = await call(session, route.method, route.url, route.method === "GET" ? undefined : {});
      expect(refused.statusCode, `${key} taken away: ${route.method} ${route.url}`).toBe(403);
      checked.push(key);
    }
    // Every module of the table and every named action but the platform's has a route checked.
    expect(checked.length).toBeGreaterThanOrEqual(MODULES.length);
    const permissions = await call(session, "GET", "/api/v2/auth/get_permission");
    expect(permissions.json().data.permissions.orders).toEqual({
      view: false,
      create: false,
      update: false,
      delete: false,
    });
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.local_id, local.id), eq(users.role_id, roleId)));
    expect(row).toBeDefined();
  });
});
