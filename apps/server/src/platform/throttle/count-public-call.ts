import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { publicCalls } from "./public-calls.schema";

export interface PublicCall {
  /** Who calls, as a key: its scope (an address, a table, per local or not) is the caller's. */
  caller: string;
  kind: string;
  /** Calls of this kind allowed to the caller in an hour. */
  limit: number;
  /** The refusal's message (429). */
  message: string;
}

/**
 * Counts a public call and refuses it past its hour's limit (429). Counted in the database so
 * the limit holds across server instances, and written before the work, in its own statement,
 * so a burst of simultaneous calls sees itself.
 */
export async function countPublicCall(db: Db, { caller, kind, limit, message }: PublicCall) {
  // A caller's calls older than a day count no more.
  await db
    .delete(publicCalls)
    .where(and(eq(publicCalls.caller, caller), lt(publicCalls.created_at, sql`now() - interval '1 day'`)));
  await db.insert(publicCalls).values({ caller, kind });
  const [row] = await db
    .select({ n: count() })
    .from(publicCalls)
    .where(
      and(
        eq(publicCalls.caller, caller),
        eq(publicCalls.kind, kind),
        gt(publicCalls.created_at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.n ?? 0) > limit) throw new AppError(429, message);
}
