import {
  type PrivilegeCaller,
  type PrivilegeHolder,
  type PrivilegeRefusal,
  refuseRoleWrite,
  refuseUserWrite,
} from "@comanda/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { EntityContext } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { roles, users } from "./auth.schema";

/**
 * Applies packages/domain's privilege rules to the writes of users and roles, reading what
 * they need from the database in the write's own transaction (or just before a delete).
 */

const holder = { group_type: roles.group_type, permissions: roles.permissions, actions: roles.actions };

function callerOf({ userId, role }: EntityContext): PrivilegeCaller {
  // Users and roles are never public: a write without a signed-in caller is nobody's to make.
  if (userId === undefined || !role) throw errors.forbidden();
  return { userId, role };
}

function refuse(refusal: PrivilegeRefusal | undefined) {
  if (refusal) throw new AppError(403, refusal.code, refusal.params);
}

/** A role of the caller's local that can be given to a user now (not deleted). */
async function assignableRole({ db, localId }: EntityContext, roleId: number): Promise<PrivilegeHolder> {
  const [role] = await db
    .select(holder)
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.local_id, localId), isNull(roles.deleted_at)));
  if (!role) throw errors.field("role_id", "globals.not_found");
  return role;
}

/** Roles of the caller's local as stored, deleted or not; ids of other locals find nothing. */
function storedRoles({ db, localId }: EntityContext, ids: number[]): Promise<PrivilegeHolder[]> {
  return db
    .select(holder)
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.local_id, localId)));
}

/** Users of the caller's local (deleted ones too, for a restore) with their role. */
function usersWithRoles({ db, localId }: EntityContext, ids: number[]) {
  return db
    .select({ userId: users.id, roleId: users.role_id, role: holder })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.local_id, localId), inArray(users.id, ids)));
}

/** An insert (no `id`) or update of a user, with the role_id it may set. */
export async function assertUserWritable(
  context: EntityContext,
  input: { role_id?: number },
  id?: number,
): Promise<void> {
  const caller = callerOf(context);
  const [current] = id === undefined ? [] : await usersWithRoles(context, [id]);
  const assigned =
    input.role_id === undefined
      ? undefined
      : { roleId: input.role_id, role: await assignableRole(context, input.role_id) };
  refuse(refuseUserWrite(caller, { current, assigned }));
}

/** A delete of users: each of them must be within the caller's reach. */
export async function assertUsersRemovable(context: EntityContext, ids: number[]): Promise<void> {
  const caller = callerOf(context);
  for (const current of await usersWithRoles(context, ids)) refuse(refuseUserWrite(caller, { current }));
}

/** A restore gives the user their role again: the caller must be able to give it. */
export async function assertUserRestorable(id: number, context: EntityContext): Promise<void> {
  const caller = callerOf(context);
  for (const { roleId, role } of await usersWithRoles(context, [id])) {
    refuse(refuseUserWrite(caller, { assigned: { roleId, role } }));
  }
}

/** An insert (no `id`) or update of a role: the role as stored and as it will be once written. */
export async function assertRoleWritable(
  context: EntityContext,
  input: Partial<PrivilegeHolder>,
  id?: number,
): Promise<void> {
  const caller = callerOf(context);
  const [stored] = id === undefined ? [] : await storedRoles(context, [id]);
  const next: PrivilegeHolder = {
    group_type: input.group_type ?? stored?.group_type ?? null,
    permissions: input.permissions ?? stored?.permissions ?? {},
    actions: input.actions ?? stored?.actions ?? [],
  };
  refuse(refuseRoleWrite(caller.role, { stored, next }));
}

/** A delete of roles: each of them must be within the caller's reach. */
export async function assertRolesRemovable(context: EntityContext, ids: number[]): Promise<void> {
  const caller = callerOf(context);
  for (const stored of await storedRoles(context, ids)) refuse(refuseRoleWrite(caller.role, { stored }));
}

/** A restore brings the role back as it was: the caller must be able to create it. */
export async function assertRoleRestorable(id: number, context: EntityContext): Promise<void> {
  const caller = callerOf(context);
  for (const stored of await storedRoles(context, [id]))
    refuse(refuseRoleWrite(caller.role, { next: stored }));
}
