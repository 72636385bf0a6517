import { createHash } from "node:crypto";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@comanda/domain";
import { and, count, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../db/client";
import { isDataException } from "../db/pg-errors";
import { errors } from "../errors/app-error";
import type { ParsedListQuery } from "./query-filter";

export const listQuerystring = z.object({
  q: z.string().max(8192).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/**
 * Past this many filter shapes per list, new shapes run as unnamed statements, so a client
 * inventing filter combinations cannot grow every database connection's statement cache.
 */
const MAX_NAMED_SHAPES = 200;

type Row = Record<string, unknown>;
interface Prepared<T> {
  execute(params: Record<string, unknown>): Promise<T[]>;
}

export interface ListSource {
  /** Prefix of the prepared statements' names. */
  name: string;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  /** Ends every ordering so pages never overlap. */
  tiebreak: SQL | AnyPgColumn;
}

/**
 * Pages of a table through prepared statements, one per filter shape: PostgreSQL parses and
 * plans a shape once per connection and drizzle builds its SQL once per process. One round
 * trip answers the page and its total (a scalar subquery); only a page past the end asks for
 * the total again.
 */
export function createListPage(source: ListSource) {
  const statements = new WeakMap<Db, Map<string, { page: Prepared<Row>; total: Prepared<{ n: number }> }>>();
  const named = new Set<string>();

  function prepare(db: Db, scope: SQL, query: ParsedListQuery) {
    let byShape = statements.get(db);
    if (!byShape) {
      byShape = new Map();
      statements.set(db, byShape);
    }
    const cached = byShape.get(query.shape);
    if (cached) return cached;
    if (named.size < MAX_NAMED_SHAPES) named.add(query.shape);
    const id = named.has(query.shape)
      ? `${source.name}_${createHash("sha1").update(query.shape).digest("hex").slice(0, 16)}`
      : "";
    const where = and(scope, query.where);
    const totalQuery = db.select({ n: count() }).from(source.table).where(where);
    const page = db
      .select({ ...source.columns, __total: sql<number>`(${totalQuery})`.mapWith(Number) })
      .from(source.table)
      .where(where)
      .orderBy(...query.orderBy, source.tiebreak)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(id && `${id}_p`) as unknown as Prepared<Row>;
    const total = totalQuery.prepare(id && `${id}_t`) as unknown as Prepared<{ n: number }>;
    const prepared = { page, total };
    if (id) byShape.set(query.shape, prepared);
    return prepared;
  }

  /** `scope` may use the placeholders named in `scopeParams` (the local, deleted rows). */
  return async function listPage(
    db: Db,
    scope: SQL,
    scopeParams: Record<string, unknown>,
    query: ParsedListQuery,
    page: number,
    pageSize: number,
  ) {
    const statement = prepare(db, scope, query);
    const params = { ...scopeParams, ...query.params, limit: pageSize, offset: (page - 1) * pageSize };
    try {
      const rows = await statement.page.execute(params);
      const first = rows[0];
      if (!first) return { results: [], total: (await statement.total.execute(params))[0]?.n ?? 0 };
      return { results: rows.map(({ __total, ...row }) => row), total: Number(first.__total) };
    } catch (error) {
      // The filter parser checks values against the column types; this is the safety net.
      if (isDataException(error)) throw errors.badQuery("a value does not fit its field");
      throw error;
    }
  };
}
