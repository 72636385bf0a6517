import { calendarDayIn, STOCK_MESSAGES } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { warehouseByUuid } from "./purchases.entity";
import { nextSerial } from "./serials";
import { purchaseOrders, purchases, warehouses } from "./stock.schema";

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (day: ReturnType<typeof calendarDayIn>) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/**
 * Spec §4 "a purchase order can be converted to a purchase": a pending purchase with the
 * order's provider and lines, to be received in `stockUuid` (else the stock settings'
 * warehouse, else the local's first); the order is marked converted and points at it.
 */
export async function convertPurchaseOrder(
  db: Db,
  input: {
    localId: number;
    id: number;
    stockUuid: string | undefined;
    defaultStock: string | null;
    timeZone: string;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.local_id, input.localId),
          eq(purchaseOrders.id, input.id),
          isNull(purchaseOrders.deleted_at),
        ),
      )
      .for("update");
    if (!order) throw errors.notFound();
    if (order.status !== "pending") throw errors.field("status", STOCK_MESSAGES.converted);
    const wanted = input.stockUuid ?? input.defaultStock;
    const warehouse = wanted
      ? await warehouseByUuid(tx, input.localId, wanted)
      : (
          await tx
            .select()
            .from(warehouses)
            .where(and(eq(warehouses.local_id, input.localId), isNull(warehouses.deleted_at)))
            .orderBy(asc(warehouses.id))
            .limit(1)
        )[0];
    if (!warehouse) {
      throw errors.field("stock_uuid", wanted ? STOCK_MESSAGES.unknownWarehouse : STOCK_MESSAGES.noWarehouse);
    }
    const [purchase] = await tx
      .insert(purchases)
      .values({
        local_id: input.localId,
        serial: await nextSerial(tx, input.localId, "purchases"),
        date: isoDay(calendarDayIn(input.now, input.timeZone)),
        provider_uuid: order.provider_uuid,
        stock_uuid: warehouse.uuid,
        iva: order.iva,
        total_price: order.total_price,
        products: order.products,
        extras: order.extras,
        purchase_order_id: order.id,
      })
      .returning();
    const [saved] = await tx
      .update(purchaseOrders)
      .set({ status: "converted", purchase_id: purchase!.id, updated_at: input.now })
      .where(eq(purchaseOrders.id, order.id))
      .returning();
    return { purchase_order: saved!, purchase: purchase! };
  });
}
