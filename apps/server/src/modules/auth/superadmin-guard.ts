import { PEOPLE_MESSAGES } from "@comanda/domain";
import { and, count, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { authTokens, roles, users } from "./auth.schema";

/**
 * The local must keep one active SuperAdmin: the one role that can lift maintenance and give
 * every permission. Asked after a write in its transaction (which then rolls back), or before
 * a delete with the users about to go left out.
 */
export async function assertSuperAdminRemains(
  db: Db,
  localId: number,
  leaving: number[] = [],
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.id, users.role_id), isNull(roles.deleted_at)))
    .where(
      and(
        eq(users.local_id, localId),
        isNull(users.deleted_at),
        eq(roles.group_type, "SuperAdmin"),
        leaving.length > 0 ? notInArray(users.id, leaving) : undefined,
      ),
    );
  if ((row?.n ?? 0) === 0) throw new AppError(403, PEOPLE_MESSAGES.lastSuperAdmin);
}

/** A deactivated employee's open sessions end with it, not when the session cache next reads. */
export async function revokeSessionsOf(db: Db, localId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(authTokens.local_id, localId),
        inArray(authTokens.user_id, userIds),
        isNull(authTokens.revoked_at),
      ),
    );
}
