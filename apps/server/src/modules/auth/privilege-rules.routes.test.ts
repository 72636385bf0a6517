import { NAMED_ACTIONS } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthHeaders,
  type BuiltLocal,
  buildLocal,
  loginAs,
  PASSWORD,
  snapshotEntities,
  userIdOf,
} from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";
import { rolesEntity, usersEntity } from "./auth.entities";
import { roles, users } from "./auth.schema";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Response = { statusCode: number; json: () => { code?: string; kind?: string; message?: string } };

/** Issue 22, findings 2 and 3: nobody climbs above their own role through users or roles. */
describe.each(DATABASES)("privilege rules on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let superAdmin: AuthHeaders;
  let admin: AuthHeaders;
  let manager: AuthHeaders;
  let roleIdOf: (name: string) => number;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["SuperAdmin", "Admin", "Encargado", "Camarero"] });
    superAdmin = await loginAs(t, local, "SuperAdmin");
    admin = await loginAs(t, local, "Admin");
    manager = await loginAs(t, local, "Encargado");
    const rows = await t.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.local_id, local.id));
    roleIdOf = (name) => rows.find((row) => row.name === name)!.id;
  });
  afterAll(() => t?.close());

  const call = (headers: AuthHeaders, method: Method, url: string, payload?: object, language = "es") =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, "accept-language": language },
      ...(payload === undefined ? {} : { payload }),
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: local.host },
      payload: { email, password, tpv: "caja" },
    });
  const newUser = (roleName: string) => {
    counter += 1;
    return {
      username: `persona${counter}`,
      email: `persona${counter}@${local.location}.test`,
      password: "secreto-123",
      role_id: roleIdOf(roleName),
    };
  };
  const roleOf = async (userId: number) => {
    const [row] = await t.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, userId));
    return row?.role_id;
  };
  const authAndUsers = () => snapshotEntities(t.db, [usersEntity, rolesEntity]);

  const expectRefused = (response: Response, code: string, message?: string) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ complete: false, kind: "AUTHORIZATION_ERROR", code });
    if (message) expect(response.json().message).toBe(message);
  };

  describe("finding 2: a manager (employees but not roles) cannot make themself SuperAdmin", () => {
    it("cannot create a user with the SuperAdmin role", async () => {
      const before = await authAndUsers();
      const body = newUser("SuperAdmin");
      expectRefused(
        await call(manager, "POST", "/api/v1/users", body),
        "privileges.superadmin_only",
        "Solo un SuperAdmin puede crear, cambiar, asignar o eliminar un SuperAdmin o su rol",
      );
      expect(await authAndUsers()).toEqual(before);
      expect((await login(body.email, body.password)).json().code).toBe("auth.invalid_credentials");
    });

    it("cannot change their own role_id, up or down", async () => {
      const self = await userIdOf(t.db, local, "Encargado");
      for (const target of ["SuperAdmin", "Admin", "Camarero"]) {
        expectRefused(
          await call(manager, "PUT", `/api/v1/users/${self}`, { role_id: roleIdOf(target) }),
          "privileges.own_role",
          "No puedes cambiar tu propio rol",
        );
      }
      expect(await roleOf(self)).toBe(roleIdOf("Encargado"));
      // Their own role sent back unchanged, as an edit form does, is no change of role.
      const same = await call(manager, "PUT", `/api/v1/users/${self}`, {
        role_id: roleIdOf("Encargado"),
        phone: "600 111 222",
      });
      expect(same.statusCode).toBe(200);
    });

    it("cannot replace a SuperAdmin's password, whose old one keeps working", async () => {
      const target = await userIdOf(t.db, local, "SuperAdmin");
      const before = await authAndUsers();
      expectRefused(
        await call(manager, "PUT", `/api/v1/users/${target}`, { password: "tomada-1234" }),
        "privileges.superadmin_only",
      );
      expect(await authAndUsers()).toEqual(before);
      expect((await login(local.email("SuperAdmin"), "tomada-1234")).json().code).toBe(
        "auth.invalid_credentials",
      );
      expect((await login(local.email("SuperAdmin"), PASSWORD)).statusCode).toBe(200);
      // Nor were the SuperAdmin's sessions ended by the refused write.
      expect((await call(superAdmin, "GET", "/api/v1/users")).statusCode).toBe(200);
    });

    it("cannot edit, delete nor restore a user above them", async () => {
      const superAdminId = await userIdOf(t.db, local, "SuperAdmin");
      const adminId = await userIdOf(t.db, local, "Admin");
      const waiterId = await userIdOf(t.db, local, "Camarero");
      expectRefused(
        await call(manager, "PUT", `/api/v1/users/${adminId}`, { email: "mio@example.com" }),
        "privileges.target_above",
        "No puedes cambiar ni eliminar un rol o un usuario con permisos que tú no tienes",
      );
      expectRefused(
        await call(manager, "DELETE", `/api/v1/users/${superAdminId}`),
        "privileges.superadmin_only",
      );
      const before = await authAndUsers();
      expectRefused(
        await call(manager, "POST", "/api/v1/users/delete_all", { pk__in: [waiterId, superAdminId] }),
        "privileges.superadmin_only",
      );
      expect(await authAndUsers()).toEqual(before);

      const spare = newUser("SuperAdmin");
      const created = await call(superAdmin, "POST", "/api/v1/users", spare);
      expect(created.statusCode).toBe(201);
      expect((await call(superAdmin, "DELETE", `/api/v1/users/${created.json().data.id}`)).statusCode).toBe(
        200,
      );
      expectRefused(
        await call(manager, "POST", "/api/v1/users/restore", { email: spare.email }),
        "privileges.superadmin_only",
      );
      expect(
        (await call(superAdmin, "POST", "/api/v1/users/restore", { email: spare.email })).statusCode,
      ).toBe(200);
    });

    it("cannot give the Admin role, which holds the roles module they lack", async () => {
      expectRefused(
        await call(manager, "POST", "/api/v1/users", newUser("Admin")),
        "privileges.group_type_above",
        "No puedes dar el tipo de rol Admin: está por encima del tuyo",
      );
    });

    it("still runs the staff: creates, edits and deletes waiters and managers", async () => {
      const waiter = await call(manager, "POST", "/api/v1/users", newUser("Camarero"));
      expect(waiter.statusCode).toBe(201);
      const id = waiter.json().data.id as number;
      expect(
        (await call(manager, "PUT", `/api/v1/users/${id}`, { role_id: roleIdOf("Encargado") })).statusCode,
      ).toBe(200);
      expect(
        (await call(manager, "PUT", `/api/v1/users/${id}`, { password: "otra-clave-9" })).statusCode,
      ).toBe(200);
      expect((await call(manager, "DELETE", `/api/v1/users/${id}`)).statusCode).toBe(200);
    });
  });

  describe("finding 3: an Admin cannot make themself SuperAdmin", () => {
    const everyAction = [...NAMED_ACTIONS];

    it("cannot create a role of the SuperAdmin group", async () => {
      const before = await authAndUsers();
      expectRefused(
        await call(admin, "POST", "/api/v1/roles", {
          name: "Yo mismo",
          group_type: "SuperAdmin",
          actions: everyAction,
        }),
        "privileges.superadmin_only",
      );
      expectRefused(
        await call(admin, "POST", "/api/v1/roles", { name: "Sin nada", group_type: "SuperAdmin" }),
        "privileges.superadmin_only",
      );
      expect(await authAndUsers()).toEqual(before);
    });

    it("cannot create a role with a permission it lacks", async () => {
      expectRefused(
        await call(admin, "POST", "/api/v1/roles", {
          name: "Mantenimiento",
          group_type: "Admin",
          actions: ["locals.maintenance"],
        }),
        "privileges.not_held",
        "No puedes conceder permisos que no tienes: locals.maintenance",
      );
    });

    it("cannot widen its own role, nor touch the SuperAdmin role", async () => {
      const adminRole = roleIdOf("Admin");
      const superRole = roleIdOf("SuperAdmin");
      const before = await authAndUsers();
      expectRefused(
        await call(admin, "PUT", `/api/v1/roles/${adminRole}`, { actions: everyAction }),
        "privileges.not_held",
      );
      expectRefused(
        await call(admin, "PUT", `/api/v1/roles/${adminRole}`, { group_type: "SuperAdmin" }),
        "privileges.superadmin_only",
      );
      expectRefused(
        await call(admin, "PUT", `/api/v1/roles/${superRole}`, { name: "Renombrado" }),
        "privileges.superadmin_only",
      );
      expectRefused(await call(admin, "DELETE", `/api/v1/roles/${superRole}`), "privileges.superadmin_only");
      expect(await authAndUsers()).toEqual(before);
    });

    it("cannot assign itself another role", async () => {
      const self = await userIdOf(t.db, local, "Admin");
      const own = await call(superAdmin, "POST", "/api/v1/roles", {
        name: "Admin propio",
        group_type: "Admin",
        permissions: {},
      });
      expect(own.statusCode).toBe(201);
      for (const roleId of [roleIdOf("SuperAdmin"), roleIdOf("Encargado"), own.json().data.id as number]) {
        expectRefused(
          await call(admin, "PUT", `/api/v1/users/${self}`, { role_id: roleId }),
          "privileges.own_role",
        );
      }
      expect(await roleOf(self)).toBe(roleIdOf("Admin"));
    });

    it("cannot give a user a role above it, and is told so in English and Chinese too", async () => {
      const refused = await call(admin, "POST", "/api/v1/users", newUser("SuperAdmin"), "en");
      expectRefused(
        refused,
        "privileges.superadmin_only",
        "Only a SuperAdmin can create, change, assign or delete a SuperAdmin or their role",
      );
      const inChinese = await call(
        admin,
        "POST",
        "/api/v1/roles",
        { name: "X", actions: ["locals.maintenance"] },
        "zh",
      );
      expectRefused(inChinese, "privileges.not_held", "不能授予您自己没有的权限：locals.maintenance");
    });

    it("still manages roles within its own reach and gives them", async () => {
      const created = await call(admin, "POST", "/api/v1/roles", {
        name: "Jefe de sala",
        group_type: "Encargado",
        permissions: { orders: { view: true, create: true, update: true, delete: false } },
        actions: ["orders.discount"],
      });
      expect(created.statusCode).toBe(201);
      const roleId = created.json().data.id as number;
      expect((await call(admin, "PUT", `/api/v1/roles/${roleId}`, { group_type: "Admin" })).statusCode).toBe(
        200,
      );
      const user = await call(admin, "POST", "/api/v1/users", { ...newUser("Camarero"), role_id: roleId });
      expect(user.statusCode).toBe(201);
      const userId = user.json().data.id as number;
      expect(
        (await call(admin, "PUT", `/api/v1/users/${userId}`, { role_id: roleIdOf("Admin") })).statusCode,
      ).toBe(200);
      expect((await call(admin, "DELETE", `/api/v1/roles/${roleId}`)).statusCode).toBe(200);
      expect((await call(admin, "POST", "/api/v1/roles/restore", { id: roleId })).statusCode).toBe(200);
    });
  });

  describe("a SuperAdmin", () => {
    it("creates SuperAdmins and SuperAdmin roles with every permission, and changes their passwords", async () => {
      const role = await call(superAdmin, "POST", "/api/v1/roles", {
        name: "Dueño",
        group_type: "SuperAdmin",
        actions: [...NAMED_ACTIONS],
      });
      expect(role.statusCode).toBe(201);
      const roleId = role.json().data.id as number;
      expect(
        (await call(superAdmin, "PUT", `/api/v1/roles/${roleId}`, { actions: ["locals.maintenance"] }))
          .statusCode,
      ).toBe(200);

      const body = newUser("SuperAdmin");
      const user = await call(superAdmin, "POST", "/api/v1/users", body);
      expect(user.statusCode).toBe(201);
      const userId = user.json().data.id as number;
      expect((await call(superAdmin, "PUT", `/api/v1/users/${userId}`, { role_id: roleId })).statusCode).toBe(
        200,
      );
      expect(
        (await call(superAdmin, "PUT", `/api/v1/users/${userId}`, { password: "nueva-9876" })).statusCode,
      ).toBe(200);
      expect((await login(body.email, "nueva-9876")).statusCode).toBe(200);
      expect((await call(superAdmin, "DELETE", `/api/v1/users/${userId}`)).statusCode).toBe(200);
      expect((await call(superAdmin, "DELETE", `/api/v1/roles/${roleId}`)).statusCode).toBe(200);
    });

    it("gives the Admin user another role", async () => {
      const adminId = await userIdOf(t.db, local, "Admin");
      const moved = await call(superAdmin, "PUT", `/api/v1/users/${adminId}`, {
        role_id: roleIdOf("Encargado"),
      });
      expect(moved.statusCode).toBe(200);
      expect(
        (await call(superAdmin, "PUT", `/api/v1/users/${adminId}`, { role_id: roleIdOf("Admin") }))
          .statusCode,
      ).toBe(200);
      expect(await roleOf(adminId)).toBe(roleIdOf("Admin"));
    });

    it("does not change its own role either (decisions.md: nobody does)", async () => {
      const self = await userIdOf(t.db, local, "SuperAdmin");
      expectRefused(
        await call(superAdmin, "PUT", `/api/v1/users/${self}`, { role_id: roleIdOf("Admin") }),
        "privileges.own_role",
      );
      const [row] = await t.db
        .select({ role_id: users.role_id })
        .from(users)
        .where(and(eq(users.id, self), eq(users.local_id, local.id)));
      expect(row?.role_id).toBe(roleIdOf("SuperAdmin"));
    });
  });
});
