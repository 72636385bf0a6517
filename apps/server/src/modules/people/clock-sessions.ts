import { type ClockBody, PEOPLE_MESSAGES, type TimeSessionKind } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { pgErrorOf } from "../../platform/db/pg-errors";
import { errors } from "../../platform/errors/app-error";
import { timeTrackingSessions } from "./people.schema";

const KIND_FIELD = "kind";

function openSession(db: Db, localId: number, userId: number, kind: TimeSessionKind) {
  return db
    .select({ id: timeTrackingSessions.id })
    .from(timeTrackingSessions)
    .where(
      and(
        eq(timeTrackingSessions.local_id, localId),
        eq(timeTrackingSessions.user_id, userId),
        eq(timeTrackingSessions.kind, kind),
        isNull(timeTrackingSessions.end_time),
      ),
    )
    .for("update");
}

/**
 * Opens a work session, or a break inside an open one. A second open session of the same kind
 * is refused, by this check and, for two tills at once, by the unique index behind it.
 */
export async function clockIn(db: Db, localId: number, userId: number, kind: ClockBody["kind"], now: Date) {
  return db.transaction(async (tx) => {
    if (kind === "break" && (await openSession(tx, localId, userId, "work")).length === 0) {
      throw errors.field(KIND_FIELD, PEOPLE_MESSAGES.breakOutsideShift);
    }
    if ((await openSession(tx, localId, userId, kind)).length > 0) {
      throw errors.field(KIND_FIELD, PEOPLE_MESSAGES.alreadyClockedIn);
    }
    try {
      const [row] = await tx
        .insert(timeTrackingSessions)
        .values({ local_id: localId, user_id: userId, kind, start_time: now })
        .returning();
      return row!;
    } catch (error) {
      if (pgErrorOf(error)?.code === "23505")
        throw errors.field(KIND_FIELD, PEOPLE_MESSAGES.alreadyClockedIn);
      throw error;
    }
  });
}

/** Closes the open session of `kind`; leaving work also ends a break left open. */
export async function clockOut(db: Db, localId: number, userId: number, kind: ClockBody["kind"], now: Date) {
  return db.transaction(async (tx) => {
    const [open] = await openSession(tx, localId, userId, kind);
    if (!open) throw errors.field(KIND_FIELD, PEOPLE_MESSAGES.notClockedIn);
    const close = (id: number) =>
      tx
        .update(timeTrackingSessions)
        .set({ end_time: now, updated_at: now })
        .where(eq(timeTrackingSessions.id, id))
        .returning();
    if (kind === "work") {
      const [pause] = await openSession(tx, localId, userId, "break");
      if (pause) await close(pause.id);
    }
    const [row] = await close(open.id);
    return row!;
  });
}
