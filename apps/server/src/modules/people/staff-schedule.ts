import {
  durationMinutes,
  type SessionCorrectionEntry,
  type StaffDay,
  type StaffScheduleQuery,
  staffDays,
  staffName,
  type TimeSession,
  type TimeSessionKind,
} from "@comanda/domain";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { users } from "../auth/auth.schema";
import { timeTrackingCorrections, timeTrackingSessions } from "./people.schema";

/** Midnight of a calendar day in the local's time zone, as PostgreSQL computes it. */
const localMidnight = (date: string, timeZone: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;

/**
 * The record of a period: every session that started on one of its local calendar days, by
 * person and day, with each session's corrections (deactivated employees included: the law
 * keeps their record).
 */
export async function staffSchedule(
  db: Db,
  localId: number,
  query: StaffScheduleQuery,
  timeZone: string,
  now: Date,
): Promise<StaffDay[]> {
  const rows = await db
    .select()
    .from(timeTrackingSessions)
    .where(
      and(
        eq(timeTrackingSessions.local_id, localId),
        gte(timeTrackingSessions.start_time, localMidnight(query.date_from, timeZone)),
        lt(timeTrackingSessions.start_time, localMidnight(query.date_to, timeZone, 1)),
        query.user_id === undefined ? undefined : eq(timeTrackingSessions.user_id, query.user_id),
      ),
    )
    .orderBy(asc(timeTrackingSessions.start_time), asc(timeTrackingSessions.id));
  if (rows.length === 0) return [];
  const corrections = await db
    .select()
    .from(timeTrackingCorrections)
    .where(
      and(
        eq(timeTrackingCorrections.local_id, localId),
        inArray(
          timeTrackingCorrections.session_id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(timeTrackingCorrections.created_at), asc(timeTrackingCorrections.id));
  const ids = new Set([
    ...rows.map((row) => row.user_id),
    ...corrections.map((entry) => entry.corrected_by_id),
  ]);
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(users)
    .where(and(eq(users.local_id, localId), inArray(users.id, [...ids])));
  const names = new Map(people.map((person) => [person.id, staffName(person)]));
  const sessions = rows.map((row): TimeSession => {
    const start = row.start_time.toISOString();
    const end = row.end_time?.toISOString() ?? null;
    return {
      id: row.id,
      user_id: row.user_id,
      kind: row.kind as TimeSessionKind,
      is_active: end === null,
      start_time: start,
      end_time: end,
      duration_minutes: durationMinutes(start, end, now),
      corrections: corrections
        .filter((entry) => entry.session_id === row.id)
        .map(
          (entry): SessionCorrectionEntry => ({
            id: entry.id,
            corrected_by: {
              id: entry.corrected_by_id,
              name: names.get(entry.corrected_by_id) ?? String(entry.corrected_by_id),
            },
            created_at: entry.created_at.toISOString(),
            reason: entry.reason,
            before: entry.before,
            after: entry.after,
          }),
        ),
    };
  });
  return staffDays(sessions, names, timeZone);
}
