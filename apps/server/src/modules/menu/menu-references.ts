import { and, eq, inArray, isNull } from "drizzle-orm";
import type { EntityTable } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";

export const UNKNOWN_REFERENCE = "validation.unknown_reference";

/**
 * Refuses ids that are not live rows of `table` in the caller's local: another local's
 * product, a deleted allergen and a made-up id are the same mistake to the caller.
 */
export async function assertInLocal(
  db: Db,
  table: EntityTable,
  localId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.local_id, localId), inArray(table.id, unique), isNull(table.deleted_at)));
  if (found.length !== unique.length) {
    const known = new Set(found.map((row) => row.id as number));
    throw errors.field(field, UNKNOWN_REFERENCE, { ids: unique.filter((id) => !known.has(id)).join(", ") });
  }
}
