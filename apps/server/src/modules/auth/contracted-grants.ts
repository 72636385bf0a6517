import {
  CRUD_ACTIONS,
  isPermissionKey,
  MODULES,
  moduleOfPermission,
  PEOPLE_MESSAGES,
  type PermissionMap,
} from "@comanda/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { locals } from "../../platform/tenancy/locals.schema";

/**
 * A role may grant only what the local contracted (issue 27): a flag on a module it did not buy,
 * or a named action of such a module, is refused on the field that carries it.
 */
export async function assertContractedGrants(
  db: Db,
  localId: number,
  input: { permissions?: PermissionMap; actions?: readonly string[] },
): Promise<void> {
  const [local] = await db.select({ modules: locals.modules }).from(locals).where(eq(locals.id, localId));
  const contracted = new Set(local?.modules ?? []);
  const flagged = MODULES.find(
    (module) =>
      !contracted.has(module) && CRUD_ACTIONS.some((action) => input.permissions?.[module]?.[action]),
  );
  if (flagged) throw errors.field("permissions", PEOPLE_MESSAGES.moduleNotContracted, { module: flagged });
  for (const action of input.actions ?? []) {
    const module = isPermissionKey(action) ? moduleOfPermission(action) : undefined;
    if (module && !contracted.has(module)) {
      throw errors.field("actions", PEOPLE_MESSAGES.moduleNotContracted, { module });
    }
  }
}
