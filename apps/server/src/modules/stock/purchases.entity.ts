import {
  type PurchaseLine,
  purchaseInputSchema,
  purchaseOrderInputSchema,
  purchaseOrderUpdateSchema,
  purchaseTotals,
  purchaseUpdateSchema,
  STOCK_MESSAGES,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { nextSerial } from "./serials";
import { providers, purchaseOrders, purchases, warehouses } from "./stock.schema";
import { loadLineItems } from "./stock-items";

export async function warehouseByUuid(db: Db, localId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.local_id, localId), eq(warehouses.uuid, uuid), isNull(warehouses.deleted_at)));
  return row;
}

export async function providerByUuid(db: Db, localId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.local_id, localId), eq(providers.uuid, uuid), isNull(providers.deleted_at)));
  return row;
}

type Row = Record<string, unknown>;
type Table = typeof purchases | typeof purchaseOrders;

/**
 * Shared by purchases and purchase orders: the provider and warehouse must be the local's,
 * each line's item too (in a unit that converts to its own), the totals are the server's, a
 * serial is given on creation, and only a pending one can be changed or deleted.
 */
function preparePurchase(table: Table, series: "purchases" | "stock_orders") {
  return async (
    input: Row,
    { db, localId, operation, id }: EntityContext & { operation: "insert" | "update"; id?: number },
  ) => {
    if (operation === "update") {
      const [stored] = await db
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.local_id, localId), eq(table.id, id!), isNull(table.deleted_at)));
      if (!stored) throw errors.notFound();
      if (stored.status !== "pending") throw errors.field("status", STOCK_MESSAGES.notPending);
    }
    if (
      typeof input.provider_uuid === "string" &&
      !(await providerByUuid(db, localId, input.provider_uuid))
    ) {
      throw errors.field("provider_uuid", STOCK_MESSAGES.unknownProvider);
    }
    if (typeof input.stock_uuid === "string" && !(await warehouseByUuid(db, localId, input.stock_uuid))) {
      throw errors.field("stock_uuid", STOCK_MESSAGES.unknownWarehouse);
    }
    let values: Row = input;
    const lines = input.products as PurchaseLine[] | undefined;
    if (lines) {
      await loadLineItems(db, localId, lines);
      const totals = purchaseTotals(lines);
      values = { ...values, iva: totals.iva_cents / 100, total_price: totals.total_cents / 100 };
    }
    if (operation === "insert") values = { ...values, serial: await nextSerial(db, localId, series) };
    return values;
  };
}

function assertPending(table: Table) {
  return async (ids: number[], { db, localId }: EntityContext) => {
    for (const id of ids) {
      const [stored] = await db
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.local_id, localId), eq(table.id, id)));
      if (stored && stored.status !== "pending") throw errors.field("status", STOCK_MESSAGES.notPending);
    }
  };
}

async function sampleLines(insert: (collection: string) => Promise<number>): Promise<PurchaseLine[]> {
  return [{ ingredient: await insert("ingredients"), qty: 2, unit: "kg", price: 3.5, iva: 10 }];
}

async function sampleUuid(db: Db, table: typeof providers | typeof warehouses, id: number) {
  const [row] = await db.select({ uuid: table.uuid }).from(table).where(eq(table.id, id));
  return row!.uuid;
}

export const purchasesEntity = defineEntity({
  collection: "purchases",
  table: purchases,
  insertSchema: purchaseInputSchema,
  updateSchema: purchaseUpdateSchema,
  uniqueField: "id",
  searchable: ["serial"],
  defaultOrdering: "-id",
  lockModule: "stock",
  prepare: preparePurchase(purchases, "purchases"),
  assertDeletable: assertPending(purchases),
  sample: async ({ db, insert }) => ({
    provider_uuid: await sampleUuid(db, providers, await insert("providers")),
    stock_uuid: await sampleUuid(db, warehouses, await insert("warehouses")),
    date: "2026-11-02",
    payment_type: "transfer",
    products: await sampleLines(insert),
  }),
});

export const purchaseOrdersEntity = defineEntity({
  collection: "purchase_orders",
  table: purchaseOrders,
  insertSchema: purchaseOrderInputSchema,
  updateSchema: purchaseOrderUpdateSchema,
  uniqueField: "id",
  searchable: ["serial"],
  defaultOrdering: "-id",
  lockModule: "stock",
  prepare: preparePurchase(purchaseOrders, "stock_orders"),
  assertDeletable: assertPending(purchaseOrders),
  sample: async ({ db, insert }) => ({
    provider_uuid: await sampleUuid(db, providers, await insert("providers")),
    date: "2026-11-02",
    products: await sampleLines(insert),
  }),
});
