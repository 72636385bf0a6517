import {
  FLOOR_MESSAGES,
  type TableLayout,
  type TableStatus,
  type TableStyle,
  transitionTable,
  type ZoneStyle,
} from "@comanda/domain";
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError, errors } from "../../platform/errors/app-error";
import type { RealtimeService } from "../../platform/realtime/realtime.service";
import { assertInLocal, UNKNOWN_REFERENCE } from "../menu/menu-references";
import { screens, tables, zones } from "./floor.schema";
import { renderQrSheet } from "./qr-sheet";
import { newQrToken } from "./tables.entity";
import type { TpvService } from "./tpv.service";
import { naturalTableOrder } from "./zones.entity";

/** Rows of a single-statement JSON query: the driver may hand back text or parsed JSON. */
function jsonValue<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const tableColumns = {
  id: tables.id,
  name: tables.name,
  zone_id: tables.zone_id,
  qr: tables.qr,
  style: tables.style,
  status: tables.status,
};

export function createFloorService({
  db,
  tpvs,
  realtime,
}: {
  db: Db;
  tpvs: TpvService;
  realtime: RealtimeService;
}) {
  const liveZones = (localId: number) => and(eq(zones.local_id, localId), isNull(zones.deleted_at));
  const liveTables = (localId: number) => and(eq(tables.local_id, localId), isNull(tables.deleted_at));

  /** Every zone of the local with its live tables' chosen columns, in one statement. */
  async function zonesWithTables(localId: number, tableFields: SQL) {
    const result = await db.execute(sql`
      select coalesce(json_agg(z order by z.id), '[]'::json) as zones from (
        select z.id, z.name, z.style, z.printers, z.tpv_id as tpv, z.main_printer_id as main_printer,
               (select key from tpvs where id = z.tpv_id and deleted_at is null) as tpv_key,
               (select coalesce(json_agg(t order by t.prefix, t.number nulls first, t.name, t.id), '[]'::json) from (
                  select ${tableFields}, substring(name from '^\\D*') as prefix,
                         nullif(substring(name from '\\d+'), '')::numeric as number
                  from tables
                  where zone_id = z.id and local_id = ${localId} and deleted_at is null
               ) t) as tables
        from zones z
        where z.local_id = ${localId} and z.deleted_at is null
      ) z`);
    const [row] = (result as unknown as { rows: Array<{ zones: unknown }> }).rows;
    type Listed = Record<string, unknown> & { prefix?: unknown; number?: unknown };
    const listed = jsonValue<Array<Record<string, unknown> & { tables: Listed[] }>>(row?.zones ?? "[]");
    return listed.map((zone): Record<string, unknown> & { tables: Record<string, unknown>[] } => ({
      ...zone,
      tables: zone.tables.map(({ prefix: _prefix, number: _number, ...table }) => table),
    }));
  }

  /**
   * A live table of the local, locked until the caller's transaction ends: the orders
   * engine opens, moves and closes commands on it under this lock.
   */
  async function lockTable(tx: Db, localId: number, id: number) {
    const [table] = await tx
      .select({ id: tables.id, name: tables.name, zone_id: tables.zone_id, status: tables.status })
      .from(tables)
      .where(and(eq(tables.id, id), liveTables(localId)))
      .for("update");
    return table;
  }

  /** Moves a table's status along the table machine; the caller holds the table's lock. */
  async function setTableStatus(tx: Db, localId: number, id: number, from: TableStatus, to: TableStatus) {
    if (from === to) return;
    const check = transitionTable(from, to);
    if (!check.ok) throw new AppError(400, check.code, { from, to });
    await tx
      .update(tables)
      .set({ status: to, updated_at: new Date() })
      .where(and(eq(tables.id, id), eq(tables.local_id, localId)));
  }

  return {
    lockTable,
    setTableStatus,

    /**
     * Blocks a free table by hand (reserved, broken) or frees a blocked one. A table in use is
     * never blocked; asking for the status it already has changes nothing. Every till's map
     * hears of a change when it commits, as it does of the orders engine's.
     */
    blockTable(localId: number, id: number, blocked: boolean) {
      return db.transaction(async (tx) => {
        const table = await lockTable(tx, localId, id);
        if (!table) throw errors.notFound();
        const from = table.status;
        const to: TableStatus = blocked ? "blocked" : from === "blocked" ? "available" : from;
        if (blocked && (from === "busy" || from === "pendingPay"))
          throw errors.field("blocked", FLOOR_MESSAGES.tableInUse, { table: table.name });
        if (from !== to) {
          await setTableStatus(tx, localId, id, from, to);
          await realtime.publishToTills(
            localId,
            { type: "tables.status_changed", data: { id, status: to, request: null } },
            tx,
          );
        }
        const [row] = await tx.select(tableColumns).from(tables).where(eq(tables.id, id));
        return row!;
      });
    },

    /** The POS's zone bar: every zone with its live tables (id, name, status). */
    async zonesListBar(localId: number) {
      const results = await zonesWithTables(localId, sql`id, name, status`);
      return { results, total: results.length };
    },

    /** The table map: every zone's plan with its tables' drawings and statuses. */
    async listDistribution(localId: number) {
      const zoneList = await zonesWithTables(localId, sql`id, name, zone_id, style, status`);
      const results = zoneList.map(
        ({ id, name, style, tables: zoneTables }) =>
          ({ id, name, style, tables: zoneTables }) as DistributionZone,
      );
      return { results, total: results.length };
    },

    /** The POS's tables: every live table with its zone's name, status and drawing. */
    async tablesListBar(localId: number) {
      const results = await db
        .select({ ...tableColumns, zone_name: zones.name })
        .from(tables)
        .innerJoin(zones, eq(zones.id, tables.zone_id))
        .where(and(liveTables(localId), isNull(zones.deleted_at)))
        .orderBy(asc(zones.id), ...naturalTableOrder);
      return { results, total: results.length };
    },

    async activeTablesByZone(localId: number, zoneId: number) {
      await assertInLocal(db, zones, localId, [zoneId], "zone");
      const results = await db
        .select(tableColumns)
        .from(tables)
        .where(and(liveTables(localId), eq(tables.zone_id, zoneId)))
        .orderBy(...naturalTableOrder);
      return { results, total: results.length };
    },

    /** Saves many tables' drawings at once; one id that is not a live table of the local and none is saved. */
    saveLayout(localId: number, layout: TableLayout) {
      return db.transaction(async (tx) => {
        const ids = layout.tables.map((table) => table.id);
        const found = await tx
          .select({ id: tables.id })
          .from(tables)
          .where(and(liveTables(localId), inArray(tables.id, ids)))
          .for("update");
        const known = new Set(found.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) throw errors.field("tables", UNKNOWN_REFERENCE, { ids: unknown.join(", ") });
        const now = new Date();
        for (const { id, style } of layout.tables) {
          await tx.update(tables).set({ style, updated_at: now }).where(eq(tables.id, id));
        }
        const results = await tx
          .select(tableColumns)
          .from(tables)
          .where(inArray(tables.id, ids))
          .orderBy(asc(tables.id));
        return { results, total: results.length };
      });
    },

    /** A new QR token for the table: the printed code of the old one stops working. */
    async regenerateQr(localId: number, id: number) {
      const [row] = await db
        .update(tables)
        .set({ qr: newQrToken(), updated_at: new Date() })
        .where(and(liveTables(localId), eq(tables.id, id)))
        .returning(tableColumns);
      if (!row) throw errors.notFound();
      return row;
    },

    /** The zone's printable QR sheet, its codes opening `menuBase` for each table. */
    async qrSheet(localId: number, zoneId: number, menuBase: string) {
      const [zone] = await db
        .select({ name: zones.name })
        .from(zones)
        .where(and(liveZones(localId), eq(zones.id, zoneId)));
      if (!zone) throw errors.notFound();
      const zoneTables = await db
        .select({ name: tables.name, qr: tables.qr })
        .from(tables)
        .where(and(liveTables(localId), eq(tables.zone_id, zoneId)))
        .orderBy(...naturalTableOrder);
      return { name: zone.name, pdf: await renderQrSheet(zone.name, zoneTables, menuBase) };
    },

    /** The screens of a till (by id or key) and those shared by every till. */
    /** A live kitchen screen of the local: which categories, till and modifiers it shows. */
    async screen(localId: number, id: number) {
      const [screen] = await db
        .select({
          id: screens.id,
          name: screens.name,
          categories: screens.categories,
          tpv: screens.tpv,
          show_various: screens.show_various,
          modifiers: screens.modifiers,
        })
        .from(screens)
        .where(and(eq(screens.id, id), eq(screens.local_id, localId), isNull(screens.deleted_at)));
      return screen;
    },

    async screensByTpv(localId: number, idOrKey: string) {
      const tpv = await tpvs.find(localId, idOrKey);
      if (!tpv) throw errors.notFound();
      const rows = await db
        .select()
        .from(screens)
        .where(
          and(
            eq(screens.local_id, localId),
            isNull(screens.deleted_at),
            or(eq(screens.tpv, tpv.id), isNull(screens.tpv)),
          ),
        )
        .orderBy(asc(screens.id));
      const results = rows.map(({ local_id: _local, deleted_at: _deleted, ...screen }) => screen);
      return { results, total: results.length };
    },
  };
}
export type FloorService = ReturnType<typeof createFloorService>;

/** What list_distribution answers per zone. */
export interface DistributionZone {
  id: number;
  name: string;
  style: ZoneStyle;
  tables: Array<{ id: number; name: string; zone_id: number; style: TableStyle; status: TableStatus }>;
}
