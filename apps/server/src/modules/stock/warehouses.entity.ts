import { STOCK_MESSAGES, warehouseInputSchema, warehouseUpdateSchema } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
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
    // Runs in the delete's transaction. Locking every live warehouse of the local first makes
    // two deletes of the last two take turns: the second counts after the first commits.
    const live = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.local_id, localId), isNull(warehouses.deleted_at)))
      .orderBy(warehouses.id)
      .for("update");
    const targeted = new Set(ids);
    // Ids of no live warehouse of the local are left to the generic call's 404.
    if (!live.some((row) => targeted.has(row.id))) return;
    if (live.every((row) => targeted.has(row.id))) throw errors.field("id", STOCK_MESSAGES.lastWarehouse);
  },
  sample: async ({ n }) => ({ name: `Almacén ${n}`, location: "Cocina" }),
});
