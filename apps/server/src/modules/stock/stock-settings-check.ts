import { type SettingsPatch, STOCK_MESSAGES } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { warehouseByUuid } from "./purchases.entity";

/**
 * The stock settings name the warehouse sales take from: one of the local's live warehouses
 * or none. Any other uuid would be saved and then silently make sales move no stock.
 */
export function checkStockSettings(db: Db) {
  return async (localId: number, patch: SettingsPatch<"stock">) => {
    if (!patch.stock) return;
    if (!(await warehouseByUuid(db, localId, patch.stock))) {
      throw errors.field("stock", STOCK_MESSAGES.unknownWarehouse);
    }
  };
}
