import { expect } from "vitest";
import type { DatabaseKind } from "../src/platform/db/client";
import { encodeQ } from "./factories";
import { createOrdersWorld, type OrdersWorld, type Row } from "./orders-kit";

export type Level = { id: number; name: string; qty: number; unit: string; below_min: boolean };
export type Movement = Row & { qty: number; cost: number };

/**
 * An orders world with stock (issue 30): a warehouse "Cocina" that the tills' sales take from,
 * a provider with an e-mail and three ingredients (flour in kg with a 5 kg minimum, cheese in
 * kg, milk in litres), and the calls the stock tests read levels and movements with.
 */
export async function createStockWorld(kind: DatabaseKind) {
  const w: OrdersWorld = await createOrdersWorld(kind);
  const warehouse = (await w.create("v1/warehouses", {
    name: "Cocina",
    location: "Planta baja",
  })) as Row & { uuid: string };
  const provider = (await w.create("v1/providers", {
    name: "Harinas Paco",
    phone: "+34 600 000 000",
    email: "pedidos@harinas.example",
    category: "Secos",
  })) as Row & { uuid: string; serial: string };
  const flour = (await w.create("v1/ingredients", { name: "Harina", price: 1, unit: "kg", min_stock: 5 })).id;
  const cheese = (await w.create("v1/ingredients", { name: "Queso", price: 10, unit: "kg" })).id;
  const milk = (await w.create("v1/ingredients", { name: "Leche", price: 1, unit: "L" })).id;
  await w.okData(await w.call("PUT", "v1/settings/stock", { stock: warehouse.uuid }));

  const levelOf = async (ingredient: number, uuid = warehouse.uuid) => {
    const response = await w.call(
      "GET",
      `v1/stock/filter_q?q=${encodeQ({ warehouse_uuid: uuid })}&page_size=200`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.results as Level[]).find((row) => row.id === ingredient)?.qty;
  };
  const movementsOf = async (filter: Record<string, unknown>) => {
    const response = await w.call("GET", `v1/stock_movements?q=${encodeQ(filter)}&page_size=200`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { total: number; results: Movement[] };
  };
  const patch = (url: string, payload: unknown) =>
    w.t.app.inject({ method: "PATCH", url: `/api/${url}`, headers: w.admin, payload: payload as object });
  /** A purchase of `lines` into the world's warehouse, received (status bought). */
  const receive = async (date: string, products: Array<Record<string, unknown>>) => {
    const purchase = await w.create("v1/purchases", {
      provider_uuid: provider.uuid,
      stock_uuid: warehouse.uuid,
      date,
      products,
    });
    await w.okData(await patch(`v1/purchases/${purchase.id}`, { status: "bought" }));
    return purchase;
  };

  return { w, warehouse, provider, flour, cheese, milk, levelOf, movementsOf, patch, receive };
}
export type StockWorld = Awaited<ReturnType<typeof createStockWorld>>;
