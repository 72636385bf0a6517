import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../../../test/factories";
import type { Order, OrdersWorld } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)("the reports' stock report on %s", (kind) => {
  let s: StockWorld;
  let w: OrdersWorld;

  beforeAll(async () => {
    s = await createStockWorld(kind);
    w = s.w;
    const pizza = (
      await w.create("v1/products", {
        name: "Pizza",
        price: 12,
        category: w.menu.category,
        ingredients: [{ id: s.flour, qty: 250, unit: "g" }],
      })
    ).id;
    // 10 kg of flour at 1.20; two pizzas sold (0.5 kg) and one invalidated (nets out); the
    // shelf holds 9 kg, so a count posts the missing 0.5 kg.
    await s.receive(day(0), [{ ingredient: s.flour, qty: 10, unit: "kg", price: 1.2 }]);
    await w.okData(await w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 2 }] }));
    const voided = await w.okData<Order>(
      await w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 1 }] }),
    );
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: voided.id }));
    await w.okData(
      await w.call("POST", "v1/stock_counts", {
        stock_uuid: s.warehouse.uuid,
        lines: [{ ingredient: s.flour, qty: 9 }],
      }),
    );
  }, 120_000);
  afterAll(() => w?.t.close());

  const report = (body: Record<string, unknown>) =>
    w.t.app.inject({ method: "POST", url: "/api/v1/reports/stock", headers: w.admin, payload: body });

  it("reads the movements of the period: opening, purchased, sold, counted and closing, at cost", async () => {
    // A day either side, so the movements fall in the period whatever the local's time zone.
    const data = await w.okData<{
      results: Array<Record<string, unknown>>;
      sum: Record<string, number>;
    }>(await report({ date_from: day(-1), date_to: day(1) }));
    expect(data.results).toEqual([
      {
        item_type: "ingredient",
        id: s.flour,
        name: "Harina",
        unit: "kg",
        opening: 0,
        purchased: 10,
        purchased_cost: 12,
        sold: 0.5,
        sold_cost: 0.6,
        counted: -0.5,
        counted_cost: -0.6,
        closing: 9,
        closing_value: 10.8,
      },
    ]);
    expect(data.sum).toEqual({ purchased_cost: 12, sold_cost: 0.6, counted_cost: -0.6, closing_value: 10.8 });
  });

  it("opens a later period with what the earlier one left, and leaves out what never moved", async () => {
    const later = await w.okData<{ results: Array<Record<string, unknown>> }>(
      await report({ date_from: day(2), date_to: day(3), warehouse_uuid: s.warehouse.uuid }),
    );
    expect(later.results).toEqual([
      expect.objectContaining({ id: s.flour, opening: 9, purchased: 0, sold: 0, counted: 0, closing: 9 }),
    ]);
    const earlier = await w.okData<{ results: unknown[] }>(
      await report({ date_from: "2020-01-01", date_to: "2020-01-31" }),
    );
    expect(earlier.results).toEqual([]);
  });

  it("downloads the report as a file with its columns", async () => {
    const file = await w.t.app.inject({
      method: "GET",
      url: `/api/v1/reports/download_stock?date_from=${day(-1)}&date_to=${day(1)}&format=csv`,
      headers: w.admin,
    });
    expect(file.statusCode, file.body).toBe(200);
    const [header, row] = file.body.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe(
      "Nombre,Unidad de medida,Al inicio,Comprado,Coste comprado,Vendido,Coste vendido,Ajuste de recuentos,Coste de ajustes,Al final,Valor al final",
    );
    expect(row).toBe("Harina,kg,0,10,12.00,0.5,0.60,-0.5,-0.60,9,10.80");
  });

  it("refuses a range over 3 months or a warehouse of nobody, and answers not-bought without the module", async () => {
    const long = w.refused(await report({ date_from: "2026-01-01", date_to: "2026-06-01" }));
    expect(long.errors?.date_to).toBeDefined();
    const nowhere = await report({
      date_from: day(-1),
      date_to: day(1),
      warehouse_uuid: "00000000-0000-4000-8000-000000000000",
    });
    expect(nowhere.statusCode).toBe(404);
    const mini = await buildLocal(w.t.db, { lock_modules: [], roles: ["SuperAdmin"] });
    const admin = await loginAs(w.t, mini, "SuperAdmin");
    const refused = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/reports/stock",
      headers: admin,
      payload: { date_from: day(-1), date_to: day(1) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("modules.not_contracted");
  });
});
