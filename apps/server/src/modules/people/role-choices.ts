import { type PrivilegeHolder, refuseGranting } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { roles } from "../auth/auth.schema";

/**
 * The local's roles by id and name, for the employee form: hiring is under auth_system while the
 * roles themselves are under users, which a manager may lack. Their grants are not shown here.
 * Only the roles the caller may give are offered (the privilege rules would refuse the others
 * on save anyway), plus the one the employee being edited already has, so the form shows it.
 */
export async function roleChoices(db: Db, localId: number, caller: PrivilegeHolder, keep?: number) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      group_type: roles.group_type,
      permissions: roles.permissions,
      actions: roles.actions,
    })
    .from(roles)
    .where(and(eq(roles.local_id, localId), isNull(roles.deleted_at)))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows
    .filter((role) => role.id === keep || refuseGranting(caller, role) === undefined)
    .map(({ id, name }) => ({ id, name }));
}
