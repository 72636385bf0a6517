import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isDataException, mapDatabaseError } from "../db/pg-errors";
import { errors } from "../errors/app-error";
import { type EntityDefinition, visibleColumns } from "./entity";
import { createListPage } from "./list-page";
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

  const listPage = createListPage({ name: definition.collection, table, columns, tiebreak: table.id });
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

  return {
    columns,

    list: (db: Db, localId: number, query: ParsedListQuery, page: number, pageSize: number) =>
      listPage(
        db,
        and(
          eq(table.local_id, sql.placeholder("local_id")),
          query.deleted ? isNotNull(table.deleted_at) : isNull(table.deleted_at),
        )!,
        { local_id: localId },
        query,
        page,
        pageSize,
      ),

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

    restore: (
      db: Db,
      localId: number,
      value: string | number,
      assertRestorable?: (tx: Db, id: number) => Promise<void>,
    ): Promise<Row> =>
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
            await assertRestorable?.(tx, Number(target.id));
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
