import { STOCK_MESSAGES, warehouseInputSchema, warehouseUpdateSchema } from "@comanda/domain";
import { and, count, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { warehouses } from "./stock.schema";

/** Warehouses: where stock is kept. A local keeps at least one (spec §5). */
export const warehousesEntity = defineEntity({
  collection: "warehouses",
  table: warehouses,
  insertSchema: warehouseInputSchema,
  updateSchema: warehouseUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "location"],
  defaultOrdering: "name",
  lockModule: "stock",
  clearable: ["location", "description"],
  assertDeletable: async (ids, { db, localId }) => {
    const live = and(eq(warehouses.local_id, localId), isNull(warehouses.deleted_at));
    const [targeted] = await db
      .select({ n: count() })
      .from(warehouses)
      .where(and(live, inArray(warehouses.id, ids)));
    // Ids of no live warehouse of the local are left to the generic call's 404.
    if ((targeted?.n ?? 0) === 0) return;
    const [left] = await db
      .select({ n: count() })
      .from(warehouses)
      .where(and(live, notInArray(warehouses.id, ids)));
    if ((left?.n ?? 0) === 0) throw errors.field("id", STOCK_MESSAGES.lastWarehouse);
  },
  sample: async ({ n }) => ({ name: `Almacén ${n}`, location: "Cocina" }),
});
