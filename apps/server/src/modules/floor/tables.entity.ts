import { randomBytes } from "node:crypto";
import {
  DEFAULT_TABLE_STYLE,
  DEFAULT_ZONE_STYLE,
  FLOOR_MESSAGES,
  findFreeSpot,
  MAX_TABLES_PER_ZONE,
  type TableStyle,
  tableInputSchema,
  tableStylePresetInputSchema,
  tableStylePresetUpdateSchema,
  tableUpdateSchema,
} from "@comanda/domain";
import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { assertInLocal } from "../menu/menu-references";
import { tableStyles, tables, zones } from "./floor.schema";

/** A table's QR token: 128 random bits, so it cannot be guessed from another table's. */
export const newQrToken = () => randomBytes(16).toString("base64url");

const liveTables = (localId: number) => and(eq(tables.local_id, localId), isNull(tables.deleted_at));

/**
 * Locks the zones a write adds a table to or renames one in, in id order, so two writes to the
 * same zone run one after the other and the count and name checks below see each other.
 */
async function lockZones(db: EntityContext["db"], localId: number, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await db
    .select({ id: zones.id, style: zones.style })
    .from(zones)
    .where(and(eq(zones.local_id, localId), inArray(zones.id, unique), isNull(zones.deleted_at)))
    .orderBy(zones.id)
    .for("update");
  return locked;
}

async function assertRoomInZone(db: EntityContext["db"], localId: number, zoneId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(tables)
    .where(and(liveTables(localId), eq(tables.zone_id, zoneId)));
  if ((row?.total ?? 0) >= MAX_TABLES_PER_ZONE) {
    throw errors.field("zone_id", FLOOR_MESSAGES.zoneFull, { max: MAX_TABLES_PER_ZONE });
  }
}

async function assertNameFree(
  db: EntityContext["db"],
  localId: number,
  zoneId: number,
  name: string,
  id: number | undefined,
) {
  const [clash] = await db
    .select({ id: tables.id })
    .from(tables)
    .where(
      and(
        liveTables(localId),
        eq(tables.zone_id, zoneId),
        sql`lower(${tables.name}) = lower(${name})`,
        id === undefined ? undefined : ne(tables.id, id),
      ),
    )
    .limit(1);
  if (clash) throw errors.field("name", FLOOR_MESSAGES.duplicateTableName);
}

/** A new table without a drawing goes, in the default size, at the first free spot of its zone's plan. */
async function freeStyle(
  db: EntityContext["db"],
  localId: number,
  zoneId: number,
  plan = DEFAULT_ZONE_STYLE,
) {
  const taken = await db
    .select({ style: tables.style })
    .from(tables)
    .where(and(liveTables(localId), eq(tables.zone_id, zoneId)));
  const spot = findFreeSpot(
    taken.map((row) => row.style),
    DEFAULT_TABLE_STYLE,
    plan,
  );
  return { ...DEFAULT_TABLE_STYLE, ...spot } satisfies TableStyle;
}

/**
 * Tables (v2): the zone must be the local's, names are unique per zone whatever their case,
 * a zone holds at most MAX_TABLES_PER_ZONE live tables, and the QR token is always the server's.
 */
export const tablesEntity = defineEntity({
  collection: "tables",
  table: tables,
  insertSchema: tableInputSchema,
  updateSchema: tableUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  versions: ["v2"],
  prepare: async (input, { db, localId, operation, id }) => {
    const values = input as { name?: string; zone_id?: number; style?: TableStyle };
    if (operation === "insert") {
      const zoneId = values.zone_id!;
      await assertInLocal(db, zones, localId, [zoneId], "zone_id");
      const [zone] = await lockZones(db, localId, [zoneId]);
      await assertRoomInZone(db, localId, zoneId);
      await assertNameFree(db, localId, zoneId, values.name!, undefined);
      return {
        ...input,
        style: values.style ?? (await freeStyle(db, localId, zoneId, zone?.style)),
        qr: newQrToken(),
      };
    }
    const [current] = await db
      .select({ zone_id: tables.zone_id, name: tables.name })
      .from(tables)
      .where(and(liveTables(localId), eq(tables.id, id!)));
    if (!current) throw errors.notFound();
    if (values.zone_id === undefined && values.name === undefined) return input;
    const zoneId = values.zone_id ?? current.zone_id;
    if (values.zone_id !== undefined) await assertInLocal(db, zones, localId, [zoneId], "zone_id");
    await lockZones(db, localId, [zoneId, current.zone_id]);
    if (zoneId !== current.zone_id) await assertRoomInZone(db, localId, zoneId);
    await assertNameFree(db, localId, zoneId, values.name ?? current.name, id);
    return input;
  },
  // A table comes back only into a live zone with room for it and no live table of its name.
  assertRestorable: async (id, { db, localId }) => {
    const [row] = await db
      .select({ zone_id: tables.zone_id, name: tables.name })
      .from(tables)
      .where(and(eq(tables.local_id, localId), eq(tables.id, id)));
    if (!row) throw errors.notFound();
    await assertInLocal(db, zones, localId, [row.zone_id], "zone_id");
    await lockZones(db, localId, [row.zone_id]);
    await assertRoomInZone(db, localId, row.zone_id);
    await assertNameFree(db, localId, row.zone_id, row.name, id);
  },
  sample: async ({ n, insert }) => ({ name: `Mesa ${n}`, zone_id: await insert("zones") }),
});

/** Named presets of a table's drawing (the spec's tables/table_styles). */
export const tableStylesEntity = defineEntity({
  collection: "tables/table_styles",
  table: tableStyles,
  insertSchema: tableStylePresetInputSchema,
  updateSchema: tableStylePresetUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  versions: ["v2"],
  sample: async ({ n }) => ({ name: `Estilo ${n}` }),
});
