import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { roles } from "../auth/auth.schema";

/**
 * The local's roles by id and name, for the employee form: hiring is under auth_system while the
 * roles themselves are under users, which a manager may lack. Their grants are not shown here.
 */
export function roleChoices(db: Db, localId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.local_id, localId), isNull(roles.deleted_at)))
    .orderBy(asc(roles.name), asc(roles.id));
}
