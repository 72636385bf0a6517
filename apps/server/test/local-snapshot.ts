import { sql } from "drizzle-orm";
import type { Db } from "../src/platform/db/client";

/**
 * Tables whose rows a refused call writes on purpose: failed sign-ins are counted, overrides
 * audited, answers kept for an idempotency key's replay, the digital menu's public calls counted
 * to throttle them.
 */
const RECORDS_OF_ATTEMPTS = new Set(["login_attempts", "audit_log", "idempotency_keys"]);

/** PGlite's and node-postgres' results both carry `rows`; drizzle types them apart. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The tables a local owns rows of, read once per database (crawls snapshot after every call). */
const tablesOfDb = new WeakMap<Db, Promise<string[]>>();
function tablesOfLocals(db: Db): Promise<string[]> {
  let tables = tablesOfDb.get(db);
  if (!tables) {
    tables = db
      .execute(sql`
        select table_name from information_schema.columns
        where column_name = 'local_id' and table_schema = current_schema()
        order by table_name`)
      .then((result) =>
        rowsOf<{ table_name: string }>(result)
          .map((row) => row.table_name)
          .filter((name) => !RECORDS_OF_ATTEMPTS.has(name)),
      );
    tablesOfDb.set(db, tables);
  }
  return tables;
}

/**
 * A fingerprint of everything a local owns: one hash per table that has a `local_id`, over
 * its rows of that local. Two equal snapshots mean no call changed the local's data.
 */
export async function snapshotLocal(db: Db, localId: number): Promise<Record<string, string>> {
  const parts = (await tablesOfLocals(db)).map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
          from ${sql.identifier(name)} t where t.local_id = ${localId}`,
  );
  const result = rowsOf<{ name: string; hash: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(result.map((row) => [row.name, row.hash]));
}

/**
 * The next transaction id the database will hand out. A read-only statement takes none, so an
 * unchanged value after a call proves the call wrote nothing anywhere, and spares a snapshot.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const [row] = rowsOf<{ xid: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`),
  );
  return row!.xid;
}
