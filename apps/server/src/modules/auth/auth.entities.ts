import {
  employeeInsertSchema,
  employeeUpdateSchema,
  type RoleInput,
  roleInputSchema,
  roleUpdateSchema,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { hashPassword } from "../../platform/auth/passwords";
import { sessionsChanged } from "../../platform/auth/session-cache";
import { defineEntity } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { authTokens, roles, users } from "./auth.schema";
import { assertContractedGrants } from "./contracted-grants";
import {
  assertRoleRestorable,
  assertRolesRemovable,
  assertRoleWritable,
  assertUserRestorable,
  assertUsersRemovable,
  assertUserWritable,
} from "./privilege-guard";
import { assertSuperAdminRemains, revokeSessionsOf } from "./superadmin-guard";

/** Employees: managed under auth_system; the password is stored only as a scrypt hash. */
export const usersEntity = defineEntity({
  collection: "users",
  table: users,
  insertSchema: employeeInsertSchema,
  updateSchema: employeeUpdateSchema,
  uniqueField: "email",
  searchable: ["username", "first_name", "last_name", "email", "phone"],
  hidden: ["password_hash"],
  prepare: async (input, context) => {
    // confirmPassword only proves the password was typed twice (checked by the schema): never stored.
    const {
      password,
      confirmPassword: _confirmed,
      ...values
    } = input as {
      password?: string;
      confirmPassword?: string;
      email?: string;
      role_id?: number;
    };
    // First: a refused write must not even end the target's sessions.
    await assertUserWritable(context, values, context.id);
    if (password && context.id !== undefined) {
      // A new password ends the user's open sessions, as a reset does.
      await context.db
        .update(authTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(authTokens.user_id, context.id),
            eq(authTokens.local_id, context.localId),
            isNull(authTokens.revoked_at),
          ),
        );
      await sessionsChanged(context.db);
    }
    return {
      ...values,
      ...(values.email ? { email: values.email.toLowerCase() } : {}),
      ...(password ? { password_hash: await hashPassword(password) } : {}),
    };
  },
  afterWrite: async (_row, input, context) => {
    if (input.role_id === undefined) return;
    await assertSuperAdminRemains(context.db, context.localId);
    // The employee's next request runs with the new role, not a cached session's.
    await sessionsChanged(context.db);
  },
  assertDeletable: async (ids, context) => {
    if (context.userId !== undefined && ids.includes(context.userId)) {
      throw errors.field("id", "users.cannot_delete_self");
    }
    await assertUsersRemovable(context, ids);
    await assertSuperAdminRemains(context.db, context.localId, ids);
    await revokeSessionsOf(context.db, context.localId, ids);
    await sessionsChanged(context.db);
  },
  assertRestorable: assertUserRestorable,
  sample: async ({ n, insert }) => ({
    username: `empleado${n}`,
    first_name: "Ana",
    email: `empleado${n}@example.com`,
    password: "secreto123",
    confirmPassword: "secreto123",
    role_id: await insert("roles"),
  }),
});

/** Roles: managed under the `users` module, which the manager role does not get. */
export const rolesEntity = defineEntity({
  collection: "roles",
  table: roles,
  insertSchema: roleInputSchema,
  updateSchema: roleUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "description"],
  prepare: async (input, context) => {
    await assertRoleWritable(context, input as Partial<RoleInput>, context.id);
    await assertContractedGrants(context.db, context.localId, input as Partial<RoleInput>);
    return input;
  },
  afterWrite: async (_row, _input, context) => {
    if (context.operation === "insert") return;
    await assertSuperAdminRemains(context.db, context.localId);
    // Every signed-in holder of the role gets its new permissions on their next request.
    await sessionsChanged(context.db);
  },
  assertDeletable: async (ids, context) => {
    await assertRolesRemovable(context, ids);
    const { db, localId } = context;
    const [used] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.local_id, localId), inArray(users.role_id, ids), isNull(users.deleted_at)))
      .limit(1);
    if (used) throw new AppError(400, "roles.in_use");
  },
  assertRestorable: assertRoleRestorable,
  sample: async ({ n }) => ({
    name: `Rol ${n}`,
    description: "Rol de prueba",
    permissions: { orders: { view: true, create: true, update: false, delete: false } },
    actions: ["orders.discount"],
  }),
});
