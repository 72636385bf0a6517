import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrdersWorld, Row } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("purchases on %s", (kind) => {
  let s: StockWorld;
  let w: OrdersWorld;
  let warehouse: StockWorld["warehouse"];
  let provider: StockWorld["provider"];
  let flour: number;
  let cheese: number;
  let milk: number;
  const levelOf = (...args: Parameters<StockWorld["levelOf"]>) => s.levelOf(...args);
  const movementsOf = (...args: Parameters<StockWorld["movementsOf"]>) => s.movementsOf(...args);
  const patch = (...args: Parameters<StockWorld["patch"]>) => s.patch(...args);

  beforeAll(async () => {
    s = await createStockWorld(kind);
    ({ w, warehouse, provider, flour, cheese, milk } = s);
  }, 120_000);
  afterAll(() => w?.t.close());

  describe("purchases", () => {
    it("creates a purchase with converted units, rounded quantities and the server's totals", async () => {
      const purchase = await w.create("v1/purchases", {
        provider_uuid: provider.uuid,
        stock_uuid: warehouse.uuid,
        date: "2026-11-20",
        payment_type: "transfer",
        products: [
          { ingredient: flour, qty: 2.004, unit: "kg", price: 1.5, iva: 10 },
          { ingredient: cheese, qty: 500, unit: "g", price: 0.02, iva: 10 },
        ],
      });
      expect(purchase.serial).toMatch(/^C-\d{4}$/);
      expect(purchase.status).toBe("pending");
      expect((purchase.products as Row[])[0]!.qty).toBe(2);
      // 2 × 1.50 + 500 × 0.02 = 13.00, VAT 10 % = 1.30
      expect(purchase.iva).toBe(1.3);
      expect(purchase.total_price).toBe(14.3);
    });

    it("refuses a line in a unit its ingredient cannot be converted to, and other bad lines", async () => {
      const base = { provider_uuid: provider.uuid, stock_uuid: warehouse.uuid, date: "2026-11-20" };
      const before = (await w.call("GET", "v1/purchases")).json().data.total;
      const litres = w.refused(
        await w.call("POST", "v1/purchases", {
          ...base,
          products: [{ ingredient: flour, qty: 1, unit: "L", price: 1 }],
        }),
      );
      expect(litres.errors?.products?.[0]).toBe("Harina: no se puede pasar de L a kg");
      const both = w.refused(
        await w.call("POST", "v1/purchases", {
          ...base,
          products: [{ ingredient: flour, product: w.menu.vino, qty: 1, unit: "kg", price: 1 }],
        }),
      );
      expect(JSON.stringify(both.errors)).toContain("ingrediente o un producto");
      const none = w.refused(await w.call("POST", "v1/purchases", { ...base, products: [] }));
      expect(none.errors?.products).toBeDefined();
      const zero = w.refused(
        await w.call("POST", "v1/purchases", {
          ...base,
          products: [{ ingredient: flour, qty: 0.004, unit: "kg", price: 1 }],
        }),
      );
      expect(JSON.stringify(zero.errors)).toContain("mayor que 0");
      const stranger = w.refused(
        await w.call("POST", "v1/purchases", {
          ...base,
          provider_uuid: "00000000-0000-4000-8000-000000000000",
          products: [{ ingredient: flour, qty: 1, unit: "kg", price: 1 }],
        }),
      );
      expect(stranger.errors?.provider_uuid?.[0]).toContain("proveedor no existe");
      expect((await w.call("GET", "v1/purchases")).json().data.total).toBe(before);
    });

    it("receives a bought purchase: stock at cost, the ingredient's price, old price and tendency", async () => {
      const purchase = await w.create("v1/purchases", {
        provider_uuid: provider.uuid,
        stock_uuid: warehouse.uuid,
        date: "2026-11-21",
        products: [
          { ingredient: flour, qty: 10, unit: "kg", price: 1.2, iva: 4 },
          { ingredient: milk, qty: 500, unit: "cl", price: 0.01 },
        ],
      });
      const flourBefore = (await levelOf(flour)) ?? 0;
      const skipped = w.refused(await patch(`v1/purchases/${purchase.id}`, { status: "paid" }));
      expect(skipped.errors?.status?.[0]).toBe("No se puede pasar de pending a paid");
      const bought = await w.okData<Row>(await patch(`v1/purchases/${purchase.id}`, { status: "bought" }));
      expect(bought.status).toBe("bought");
      expect(await levelOf(flour)).toBe(flourBefore + 10);
      expect(await levelOf(milk)).toBe(5);
      const ingredient = (await w.call("GET", `v1/ingredients/${flour}`)).json().data;
      expect(ingredient).toMatchObject({ price: 1.2, old_price: 1, tendency: "up" });
      // 500 cl at 0.01 each is 5 L for 5.00: 1.00 per litre, as before.
      expect((await w.call("GET", `v1/ingredients/${milk}`)).json().data).toMatchObject({
        price: 1,
        old_price: 1,
        tendency: "equal",
      });
      const moved = await movementsOf({ purchase_id: purchase.id });
      expect(moved.results.map((row) => [row.name, row.qty, row.cost, row.reason])).toEqual(
        expect.arrayContaining([
          ["Harina", 10, 12, "purchase"],
          ["Leche", 5, 5, "purchase"],
        ]),
      );
      // Received once: a bought purchase is neither received again nor edited.
      w.refused(await patch(`v1/purchases/${purchase.id}`, { status: "bought" }));
      const edit = w.refused(await w.call("PUT", `v1/purchases/${purchase.id}`, { date: "2026-11-22" }));
      expect(edit.errors?.status?.[0]).toContain("pendiente");
      expect(await levelOf(flour)).toBe(flourBefore + 10);
      const paid = await w.okData<Row>(await patch(`v1/purchases/${purchase.id}`, { status: "paid" }));
      expect(paid.status).toBe("paid");
    });

    it("gives serials of each series on request", async () => {
      const first = await w.okData<{ serial: string }>(
        await w.call("POST", "v1/serials", { module: "stock_orders" }),
      );
      const second = await w.okData<{ serial: string }>(
        await w.call("POST", "v1/serials", { module: "stock_orders" }),
      );
      expect(Number(second.serial.slice(2))).toBe(Number(first.serial.slice(2)) + 1);
      w.refused(await w.call("POST", "v1/serials", { module: "nada" }));
    });
  });
});
