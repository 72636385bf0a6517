import type { Db } from "../../platform/db/client";
import { warehouses } from "./stock.schema";

/** Every local starts with one warehouse: it must always keep one (spec §5), so stock has somewhere to be. */
export async function seedMainWarehouse(tx: Db, localId: number) {
  await tx.insert(warehouses).values({ local_id: localId, name: "Almacén principal" });
}
