import { type PrivilegeHolder, refuseTouching, type SessionCorrection } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { mapDatabaseError } from "../../platform/db/pg-errors";
import { AppError, errors } from "../../platform/errors/app-error";
import { roles, users } from "../auth/auth.schema";
import { type SessionTimes, timeTrackingCorrections, timeTrackingSessions } from "./people.schema";

const times = (row: { start_time: Date; end_time: Date | null }): SessionTimes => ({
  start_time: row.start_time.toISOString(),
  end_time: row.end_time?.toISOString() ?? null,
});

/**
 * A manager's correction of one session (spec §6: nobody edits another's session without it).
 * The session's owner must be within the caller's reach (the privilege rules of users), and the
 * times before and after are kept with who, when and why: the record is corrected, never rewritten.
 */
export async function correctSession(
  db: Db,
  localId: number,
  caller: { userId: number; role: PrivilegeHolder },
  id: number,
  correction: SessionCorrection,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({
        id: timeTrackingSessions.id,
        user_id: timeTrackingSessions.user_id,
        start_time: timeTrackingSessions.start_time,
        end_time: timeTrackingSessions.end_time,
        owner: { group_type: roles.group_type, permissions: roles.permissions, actions: roles.actions },
      })
      .from(timeTrackingSessions)
      .innerJoin(users, eq(users.id, timeTrackingSessions.user_id))
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(and(eq(timeTrackingSessions.id, id), eq(timeTrackingSessions.local_id, localId)))
      .for("update", { of: timeTrackingSessions });
    if (!session) throw errors.notFound();
    const refusal = refuseTouching(caller.role, session.owner);
    if (refusal) throw new AppError(403, refusal.code, refusal.params);
    const start = new Date(correction.start_time);
    const end =
      correction.end_time === undefined
        ? session.end_time
        : correction.end_time === null
          ? null
          : new Date(correction.end_time);
    if (end && end < start) throw errors.field("end_time", "time_tracking.end_before_start");
    try {
      await tx
        .update(timeTrackingSessions)
        .set({ start_time: start, end_time: end, updated_at: now })
        .where(eq(timeTrackingSessions.id, id));
    } catch (error) {
      // Reopening a session while its owner has another open one of the same kind.
      throw mapDatabaseError(error, "end_time");
    }
    await tx.insert(timeTrackingCorrections).values({
      local_id: localId,
      session_id: id,
      corrected_by_id: caller.userId,
      reason: correction.reason,
      before: times(session),
      after: times({ start_time: start, end_time: end }),
      created_at: now,
    });
    return { id };
  });
}
