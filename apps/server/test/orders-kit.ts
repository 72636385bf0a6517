import { expect } from "vitest";
import type { Config } from "../src/config";
import type { DatabaseKind } from "../src/platform/db/client";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

export type Row = Record<string, unknown> & { id: number };
export interface Line extends Row {
  request_item: number;
  qty: number;
  price: number;
  importe: number;
  product_name: string;
  process_status: string;
  paid_qty: number;
  category: number | null;
  items: Array<Row & { rim_id: number; modifier_id: number; price: number; name: string }>;
}
export interface Order extends Row {
  status: string;
  process_status: string;
  table: number | null;
  price: number;
  paid: number;
  pending: number;
  serial: string | null;
  products: Line[];
  vat: Array<{ iva: number; base: number; tax: number; total: number }>;
  payments: Array<Row & { price: number; credit_card: boolean; payment_type: string }>;
}

/**
 * An app with a local ready to take orders: admin, waiter and cook sessions, two zones, a
 * category and the products the orders tests order (a beer with a terrace price, a wine at
 * 21 % VAT, a burger with a required and an optional modifier, an inactive product).
 */
export async function createOrdersWorld(
  kind: DatabaseKind,
  options: { clock?: () => Date; config?: Partial<Config> } = {},
) {
  const t: TestApp = await createTestApp(kind, options.config ?? {}, options);
  const local: BuiltLocal = await buildLocal(t.db, { roles: ["Admin", "Camarero", "Cocina", "Repartidor"] });
  const admin = await loginAs(t, local, "Admin");
  const waiter = await loginAs(t, local, "Camarero");
  const cook = await loginAs(t, local, "Cocina");

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    headers: AuthHeaders = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  type Reply = Awaited<ReturnType<typeof call>>;
  const create = async (url: string, body: Record<string, unknown>): Promise<Row> => {
    const response = await call("POST", url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const okData = async <T = Order>(response: Reply): Promise<T> => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  const refused = (response: Reply, status = 400) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as { code: string; message: string; errors?: Record<string, string[]> };
  };

  const zone = (await create("v2/zones", { name: "Salón" })).id;
  const terrace = (await create("v2/zones", { name: "Terraza" })).id;
  const category = (await create("v1/categories", { name: "Carta" })).id;
  const drinks = (await create("v1/categories", { name: "Bebidas" })).id;
  const point = await create("v1/modifiers", {
    name: "Punto",
    min_value: 1,
    options: [{ name: "Poco hecho" }, { name: "Al punto" }],
  });
  const extras = await create("v1/modifiers", {
    name: "Extras",
    min_value: 0,
    max_value: 3,
    options: [
      { name: "Bacon", price: 1, max_value: 2 },
      { name: "Queso", price: 0.5 },
    ],
  });
  const optionIds = (modifier: Row) => (modifier.options as Row[]).map((option) => option.id);
  const menu = {
    zone,
    terrace,
    category,
    drinks,
    cana: (
      await create("v1/products", {
        name: "Caña",
        price: 2.2,
        category: drinks,
        zones: [{ zone: terrace, price: 2.5 }],
      })
    ).id,
    vino: (await create("v1/products", { name: "Vino", price: 3, iva: 21, category: drinks })).id,
    burger: (
      await create("v1/products", {
        name: "Hamburguesa",
        price: 9.99,
        category,
        modifiers: [point.id, extras.id],
      })
    ).id,
    point: { id: point.id, options: optionIds(point) },
    extras: { id: extras.id, options: optionIds(extras) },
    inactive: (await create("v1/products", { name: "Fuera de carta", price: 5, category, is_active: false }))
      .id,
  };

  let tableCounter = 0;
  const newTable = async (inZone = zone) => {
    tableCounter += 1;
    return (await create("v2/tables", { name: `M${tableCounter}`, zone_id: inZone })).id;
  };
  const openCommand = async (products: unknown[], extra: Record<string, unknown> = {}, headers = admin) =>
    okData(await call("POST", "v1/commands", { table: await newTable(), products, ...extra }, headers));
  const tableStatus = async (id: number) =>
    ((await call("GET", `v2/tables/${id}`)).json().data as { status: string }).status;
  const burgerLine = (qty = 1, bacon = 0) => ({
    id: menu.burger,
    qty,
    modifiers: [
      { id: menu.point.id, options: [{ id: menu.point.options[1], qty: 1 }] },
      ...(bacon > 0 ? [{ id: menu.extras.id, options: [{ id: menu.extras.options[0], qty: bacon }] }] : []),
    ],
  });

  return {
    t,
    local,
    admin,
    waiter,
    cook,
    menu,
    call,
    create,
    okData,
    refused,
    newTable,
    openCommand,
    tableStatus,
    burgerLine,
  };
}
export type OrdersWorld = Awaited<ReturnType<typeof createOrdersWorld>>;
