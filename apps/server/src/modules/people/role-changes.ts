import type { RealtimeMessage } from "@comanda/domain";
import type { EntityDefinition } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";

type PublishToTills = (localId: number, message: RealtimeMessage, tx: Db) => Promise<void>;

/**
 * Whether a write can change what a signed-in user may do: a role's grants, or an employee moved
 * to another role. A new role or a new hire has nobody signed in with it yet.
 */
export function changesPermissions(
  collection: EntityDefinition["collection"],
  operation: "insert" | "update",
  input: Record<string, unknown>,
): boolean {
  if (operation !== "update") return false;
  if (collection === "roles") return true;
  return collection === "users" && input.role_id !== undefined;
}

/**
 * The roles and employees entities, announcing to the local's tills that permissions changed
 * (issue 27: the till redraws its menu). Sent in the write's transaction, so it leaves only when
 * the write commits; staff sockets alone hear it.
 */
export function announcingRoleChanges(entity: EntityDefinition, publish: PublishToTills): EntityDefinition {
  if (entity.collection !== "roles" && entity.collection !== "users") return entity;
  const { afterWrite } = entity;
  return {
    ...entity,
    afterWrite: async (row, input, context) => {
      await afterWrite?.(row, input, context);
      if (changesPermissions(entity.collection, context.operation, input)) {
        await publish(context.localId, { type: "roles.changed" }, context.db);
      }
    },
  };
}
