import { sql } from "drizzle-orm";
import type { Db } from "../src/platform/db/client";

/**
 * Tables whose rows a refused call writes on purpose: failed sign-ins are counted, overrides
 * audited, answers kept for an idempotency key's replay, the digital menu's public calls counted
 * to throttle them.
 */
const RECORDS_OF_ATTEMPTS = new Set(["login_attempts", "audit_log", "idempotency_keys", "carta_calls"]);

/** PGlite's and node-postgres' results both carry `rows`; drizzle types them apart. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * A fingerprint of everything a local owns: one hash per table that has a `local_id`, over
 * its rows of that local. Two equal snapshots mean no call changed the local's data.
 */
export async function snapshotLocal(db: Db, localId: number): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
    select table_name from information_schema.columns
    where column_name = 'local_id' and table_schema = current_schema()
    order by table_name`),
  );
  const names = tables.map((row) => row.table_name).filter((name) => !RECORDS_OF_ATTEMPTS.has(name));
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
          from ${sql.identifier(name)} t where t.local_id = ${localId}`,
  );
  const result = rowsOf<{ name: string; hash: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(result.map((row) => [row.name, row.hash]));
}
