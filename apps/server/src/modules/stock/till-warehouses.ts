import { STOCK_MESSAGES } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { tpvs } from "../floor/floor.schema";
import { warehouseByUuid } from "./purchases.entity";
import { tillWarehouses, warehouses } from "./stock.schema";

/** Each till of the local with the warehouse its sales take from, null for the default. */
export async function listTillWarehouses(db: Db, localId: number) {
  const rows = await db
    .select({ tpv: tpvs.id, name: tpvs.name, warehouse_uuid: warehouses.uuid })
    .from(tpvs)
    .leftJoin(tillWarehouses, eq(tillWarehouses.tpv_id, tpvs.id))
    .leftJoin(warehouses, and(eq(warehouses.id, tillWarehouses.warehouse_id), isNull(warehouses.deleted_at)))
    .where(and(eq(tpvs.local_id, localId), isNull(tpvs.deleted_at)))
    .orderBy(tpvs.name, tpvs.id);
  return rows.map((row) => ({ ...row, warehouse_uuid: row.warehouse_uuid ?? null }));
}

/** Sets (or, with null, clears back to the default) the warehouse a till's sales take from. */
export async function setTillWarehouse(db: Db, localId: number, tpvId: number, uuid: string | null) {
  const [till] = await db
    .select({ id: tpvs.id })
    .from(tpvs)
    .where(and(eq(tpvs.local_id, localId), eq(tpvs.id, tpvId), isNull(tpvs.deleted_at)));
  if (!till) throw errors.notFound();
  if (uuid === null) {
    await db.delete(tillWarehouses).where(eq(tillWarehouses.tpv_id, tpvId));
    return { tpv: tpvId, warehouse_uuid: null };
  }
  const warehouse = await warehouseByUuid(db, localId, uuid);
  if (!warehouse) throw errors.field("warehouse_uuid", STOCK_MESSAGES.unknownWarehouse);
  await db
    .insert(tillWarehouses)
    .values({ tpv_id: tpvId, local_id: localId, warehouse_id: warehouse.id })
    .onConflictDoUpdate({ target: tillWarehouses.tpv_id, set: { warehouse_id: warehouse.id } });
  return { tpv: tpvId, warehouse_uuid: uuid };
}

/** The live warehouse chosen for a till, if any. */
export async function tillWarehouseId(db: Db, localId: number, tpvId: number | null) {
  if (tpvId === null) return undefined;
  const [row] = await db
    .select({ id: warehouses.id })
    .from(tillWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, tillWarehouses.warehouse_id))
    .where(
      and(
        eq(tillWarehouses.tpv_id, tpvId),
        eq(tillWarehouses.local_id, localId),
        isNull(warehouses.deleted_at),
      ),
    );
  return row?.id;
}
