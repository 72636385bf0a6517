import { FLOOR_MESSAGES, zoneInputSchema, zoneUpdateSchema } from "@comanda/domain";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { AppError } from "../../platform/errors/app-error";
import { assertInLocal } from "../menu/menu-references";
import { printers } from "../printing/printing.schema";
import { tables, tpvs, zones } from "./floor.schema";

type Row = Record<string, unknown>;

/** Table names in a human order: "2" before "10", "T2" before "T10". */
export const naturalTableOrder = [
  sql`(substring(${tables.name} from '^\\D*'))`,
  sql`nullif(substring(${tables.name} from '\\d+'), '')::numeric nulls first`,
  asc(tables.name),
  asc(tables.id),
];

/** Zones of the room; served under v1 and v2 as the spec's table calls are. */
export const zonesEntity = defineEntity({
  collection: "zones",
  table: zones,
  insertSchema: zoneInputSchema,
  updateSchema: zoneUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  versions: ["v1", "v2"],
  clearable: ["tpv", "main_printer"],
  prepare: async (input, { db, localId }) => {
    const values = input as { printers?: number[]; tpv?: number | null; main_printer?: number | null };
    await assertInLocal(db, printers, localId, values.printers ?? [], "printers");
    if (values.tpv) await assertInLocal(db, tpvs, localId, [values.tpv], "tpv");
    if (values.main_printer)
      await assertInLocal(db, printers, localId, [values.main_printer], "main_printer");
    return input;
  },
  // Two queries for any number of zones: their tills' keys and their live tables.
  expand: async (rows, { db, localId }) => {
    const zoneIds = rows.map((row) => row.id as number);
    const tpvIds = [...new Set(rows.map((row) => row.tpv).filter((id): id is number => id !== null))];
    const tills =
      tpvIds.length === 0
        ? []
        : await db
            .select({ id: tpvs.id, key: tpvs.key })
            .from(tpvs)
            .where(and(eq(tpvs.local_id, localId), inArray(tpvs.id, tpvIds), isNull(tpvs.deleted_at)));
    const zoneTables =
      zoneIds.length === 0
        ? []
        : await db
            .select({ id: tables.id, name: tables.name, zone_id: tables.zone_id })
            .from(tables)
            .where(
              and(eq(tables.local_id, localId), inArray(tables.zone_id, zoneIds), isNull(tables.deleted_at)),
            )
            .orderBy(...naturalTableOrder);
    return rows.map(
      (row): Row => ({
        ...row,
        tpv_key: tills.find((till) => till.id === row.tpv)?.key ?? null,
        tables: zoneTables.filter((table) => table.zone_id === row.id).map(({ id, name }) => ({ id, name })),
      }),
    );
  },
  assertDeletable: async (ids, { db, localId }) => {
    const [withTables] = await db
      .select({ total: count() })
      .from(tables)
      .where(and(eq(tables.local_id, localId), inArray(tables.zone_id, ids), isNull(tables.deleted_at)));
    if (withTables && withTables.total > 0) {
      throw new AppError(400, FLOOR_MESSAGES.zoneHasTables, { count: withTables.total });
    }
  },
  sample: async ({ n }) => ({ name: `Zona ${n}` }),
});
