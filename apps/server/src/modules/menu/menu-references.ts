import { and, eq, inArray, isNull } from "drizzle-orm";
import type { EntityTable } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";

export const UNKNOWN_REFERENCE = "validation.unknown_reference";

/**
 * Refuses ids that are not live rows of `table` in the caller's local: another local's
 * product, a deleted allergen and a made-up id are the same mistake to the caller.
 */
/** The ids among `ids` that are live rows of `table` in the local. */
export async function liveIdsIn(db: Db, table: EntityTable, localId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<number>();
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.local_id, localId), inArray(table.id, unique), isNull(table.deleted_at)));
  return new Set(found.map((row) => row.id as number));
}

export async function assertInLocal(
  db: Db,
  table: EntityTable,
  localId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  const known = await liveIdsIn(db, table, localId, ids);
  const unknown = [...new Set(ids)].filter((id) => !known.has(id));
  if (unknown.length > 0) throw errors.field(field, UNKNOWN_REFERENCE, { ids: unknown.join(", ") });
}
