import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isDataException, mapDatabaseError } from "../db/pg-errors";
import { errors } from "../errors/app-error";
import { type EntityDefinition, visibleColumns } from "./entity";
import type { ParsedListQuery } from "./query-filter";

type Row = Record<string, unknown>;

/**
 * Every generic query goes through here, and every one is scoped to the caller's
 * local: this is where tenant isolation of the generic entities is enforced.
 */
export function createEntityRepository(definition: EntityDefinition) {
  const { table } = definition;
  const columns = visibleColumns(definition);
  const uniqueColumn = columns[definition.uniqueField];
  if (!uniqueColumn)
    throw new Error(`${definition.collection}: unknown unique field ${definition.uniqueField}`);

  const scope = (localId: number, deleted = false): SQL =>
    and(eq(table.local_id, localId), deleted ? isNotNull(table.deleted_at) : isNull(table.deleted_at))!;

  /** Integrity and data errors are the client's: 400s naming the field where PostgreSQL says which. */
  async function run<T>(work: () => Promise<T>, field = "body"): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const mapped = mapDatabaseError(error, field);
      if (mapped === error && isDataException(error)) throw errors.field(field, "validation.invalid");
      throw mapped;
    }
  }

  /**
   * One round trip: the page plus its total as a scalar subquery, which PostgreSQL counts
   * once (by index where there is one) while the page stops after `offset + limit` rows.
   * Only a page past the end needs a second query for the total.
   */
  async function listRows(db: Db, localId: number, query: ParsedListQuery, page: number, pageSize: number) {
    const where = and(scope(localId, query.deleted), query.where);
    const total = db.select({ n: count() }).from(table).where(where);
    const rows = await db
      .select({ ...columns, __total: sql<number>`(${total})`.mapWith(Number) })
      .from(table)
      .where(where)
      .orderBy(...query.orderBy, table.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const first = rows[0];
    if (!first) return { results: [], total: (await total)[0]?.n ?? 0 };
    return { results: rows.map(({ __total, ...row }) => row as Row), total: first.__total };
  }

  return {
    columns,

    async list(db: Db, localId: number, query: ParsedListQuery, page: number, pageSize: number) {
      try {
        return await listRows(db, localId, query, page, pageSize);
      } catch (error) {
        // The filter parser checks values against the column types; this is the safety net.
        if (isDataException(error)) throw errors.badQuery("a value does not fit its field");
        throw error;
      }
    },

    async get(db: Db, localId: number, id: number): Promise<Row> {
      const [row] = await db
        .select(columns)
        .from(table)
        .where(and(scope(localId), eq(table.id, id)));
      if (!row) throw errors.notFound();
      return row;
    },

    insert: (db: Db, localId: number, values: Row): Promise<Row> =>
      run(async () => {
        const [row] = await db
          .insert(table)
          .values({ ...values, local_id: localId })
          .returning(columns);
        return row as Row;
      }),

    update: (db: Db, localId: number, id: number, values: Row): Promise<Row> =>
      run(async () => {
        const [row] = await db
          .update(table)
          .set({ ...values, updated_at: new Date() })
          .where(and(scope(localId), eq(table.id, id)))
          .returning(columns);
        if (!row) throw errors.notFound();
        return row as Row;
      }),

    async softDelete(db: Db, localId: number, id: number): Promise<void> {
      const rows = await db
        .update(table)
        .set({ deleted_at: new Date() })
        .where(and(scope(localId), eq(table.id, id)))
        .returning({ id: table.id });
      if (rows.length === 0) throw errors.notFound();
    },

    /** All or nothing: one id outside the caller's local (or already gone) and no row changes. */
    async softDeleteMany(db: Db, localId: number, ids: number[]): Promise<number> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(table)
          .set({ deleted_at: new Date() })
          .where(and(scope(localId), inArray(table.id, unique)))
          .returning({ id: table.id });
        if (rows.length !== unique.length) throw errors.notFound();
        return rows.length;
      });
    },

    restore: (db: Db, localId: number, value: string | number): Promise<Row> =>
      run(
        () =>
          db.transaction(async (tx) => {
            // The most recently deleted row wins when several share the unique value.
            const [target] = await tx
              .select({ id: table.id })
              .from(table)
              .where(and(scope(localId, true), eq(uniqueColumn, value)))
              .orderBy(sql`${table.deleted_at} desc`)
              .limit(1);
            if (!target) throw errors.notFound();
            const [row] = await tx
              .update(table)
              .set({ deleted_at: null, updated_at: new Date() })
              .where(eq(table.id, target.id))
              .returning(columns);
            return row as Row;
          }),
        definition.uniqueField,
      ),
  };
}
export type EntityRepository = ReturnType<typeof createEntityRepository>;
