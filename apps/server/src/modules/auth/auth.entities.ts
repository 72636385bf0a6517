import { passwordField, roleInputSchema, roleUpdateSchema, userInputSchema } from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { hashPassword } from "../../platform/auth/passwords";
import { sessionsChanged } from "../../platform/auth/session-cache";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { authTokens, roles, users } from "./auth.schema";

async function assertRoleInLocal({ db, localId }: EntityContext, roleId: number) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.local_id, localId), isNull(roles.deleted_at)));
  if (!role) throw errors.field("role_id", "globals.not_found");
}

/** Employees: managed under auth_system; the password is stored only as a scrypt hash. */
export const usersEntity = defineEntity({
  collection: "users",
  table: users,
  module: "auth_system",
  insertSchema: userInputSchema.extend({ password: passwordField }),
  updateSchema: userInputSchema.partial(),
  uniqueField: "email",
  searchable: ["username", "first_name", "last_name", "email", "phone"],
  hidden: ["password_hash"],
  prepare: async (input, context) => {
    const { password, ...values } = input as { password?: string; email?: string; role_id?: number };
    if (values.role_id !== undefined) await assertRoleInLocal(context, values.role_id);
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
  assertDeletable: async (ids, { userId }) => {
    if (userId !== undefined && ids.includes(userId)) throw errors.field("id", "users.cannot_delete_self");
  },
  sample: async ({ n, insert }) => ({
    username: `empleado${n}`,
    first_name: "Ana",
    email: `empleado${n}@example.com`,
    password: "secreto123",
    role_id: await insert("roles"),
  }),
});

/** Roles: managed under the `users` module, which the manager role does not get. */
export const rolesEntity = defineEntity({
  collection: "roles",
  table: roles,
  module: "users",
  insertSchema: roleInputSchema,
  updateSchema: roleUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "description"],
  assertDeletable: async (ids, { db, localId }) => {
    const [used] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.local_id, localId), inArray(users.role_id, ids), isNull(users.deleted_at)))
      .limit(1);
    if (used) throw new AppError(400, "roles.in_use");
  },
  sample: async ({ n }) => ({
    name: `Rol ${n}`,
    description: "Rol de prueba",
    permissions: { orders: { view: true, create: true, update: false, delete: false } },
    actions: ["orders.discount"],
  }),
});
