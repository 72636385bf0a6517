import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

interface Consumptions {
  source: "stock" | "sales";
  products: Array<Row & { name: string; qty: number; total: number; unit?: string }>;
  categories: Array<{ name: string | null; qty: number; total: number }>;
  sum: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)("consumptions report on %s", (kind) => {
  let w: OrdersWorld;
  let pizza: number;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    const warehouse = await w.create("v1/warehouses", { name: "Cocina" });
    await w.okData(await w.call("PUT", "v1/settings/stock", { stock: warehouse.uuid }));
    const flour = (await w.create("v1/ingredients", { name: "Harina", price: 1, unit: "kg" })).id;
    const cheese = (await w.create("v1/ingredients", { name: "Queso", price: 10, unit: "kg" })).id;
    pizza = (
      await w.create("v1/products", {
        name: "Pizza",
        price: 12,
        category: w.menu.category,
        ingredients: [
          { id: flour, qty: 250, unit: "g" },
          { id: cheese, qty: 100, unit: "g" },
        ],
      })
    ).id;
    // Two pizzas sold and paid; one more sold and invalidated (its ingredients go back);
    // a count that finds 1 kg of flour more (a movement, but no consumption).
    const sold = await w.okData<Order>(
      await w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 2 }] }),
    );
    await w.okData(await w.call("POST", "v1/requests/close", { id: sold.id, credit_card: false }));
    const voided = await w.okData<Order>(
      await w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 1 }] }),
    );
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: voided.id }));
    await w.okData(
      await w.call("POST", "v1/stock_counts", {
        stock_uuid: warehouse.uuid,
        lines: [{ ingredient: flour, qty: 0.5 }],
      }),
    );
  }, 120_000);
  afterAll(() => w?.t.close());

  const consumptions = async () =>
    w.okData<Consumptions>(
      // A day either side, so the sales fall in the period whatever the local's time zone.
      await w.t.app.inject({
        method: "POST",
        url: "/api/v1/reports/consumptions_report",
        headers: w.admin,
        payload: { date_from: day(-1), date_to: day(1) },
      }),
    );

  it("reads the stock movements where the stock module is bought", async () => {
    const report = await consumptions();
    expect(report.source).toBe("stock");
    // 2 pizzas: 0.5 kg of flour at 1 € and 0.2 kg of cheese at 10 €; the invalidated one nets out.
    expect(report.products.map(({ name, unit, qty, total }) => ({ name, unit, qty, total }))).toEqual([
      { name: "Queso", unit: "kg", qty: 0.2, total: 2 },
      { name: "Harina", unit: "kg", qty: 0.5, total: 0.5 },
    ]);
    expect(report.sum).toBe(2.5);
    const download = await w.t.app.inject({
      method: "GET",
      url: `/api/v1/reports/download_expenses/consumptions_report?date_from=${day(-1)}&date_to=${day(1)}&format=csv`,
      headers: w.admin,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body.split("\r\n")[0]).toBe("\uFEFFNombre,Unidad de medida,Unidades,Total");
    expect(download.body).toContain("Queso,kg,0.2,2.00");
  });

  it("falls back to what the sales consumed where the stock module is not bought", async () => {
    await w.t.db.execute(
      sql`update locals set lock_modules = array_remove(lock_modules, 'stock') where id = ${w.local.id}`,
    );
    try {
      const report = await consumptions();
      expect(report.source).toBe("sales");
      expect(report.products.map(({ name, qty, total }) => ({ name, qty, total }))).toEqual([
        { name: "Pizza", qty: 2, total: 24 },
      ]);
      expect(report.sum).toBe(24);
    } finally {
      await w.t.db.execute(
        sql`update locals set lock_modules = array_append(lock_modules, 'stock') where id = ${w.local.id}`,
      );
    }
  });
});
