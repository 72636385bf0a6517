import type { AddressInfo } from "node:net";
import { tpvChannel } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrdersWorld, Row } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";
import { isPublication, openSocket } from "../../../test/ws-client";

describe.each(DATABASES)("recipe-driven stock on %s", (kind) => {
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
    // Stocked at the ingredients' own prices, so no sale below takes a level under zero.
    await s.receive("2026-11-21", [
      { ingredient: flour, qty: 30, unit: "kg", price: 1 },
      { ingredient: cheese, qty: 5, unit: "kg", price: 10 },
      { ingredient: milk, qty: 5, unit: "L", price: 1 },
    ]);
  }, 120_000);
  afterAll(() => w?.t.close());

  describe("recipe-driven stock", () => {
    let pizza: number;
    let menuProduct: number;
    let menuModifier: { id: number; options: number[] };

    beforeAll(async () => {
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
      // A nested option: Menú › Principal: Pizza casera › Extra: Doble de queso (50 g of cheese, 1 dl of milk).
      const extra = await w.create("v1/modifiers", {
        name: "Extra",
        min_value: 0,
        max_value: 2,
        options: [
          {
            name: "Doble de queso",
            max_value: 2,
            ingredients: [
              { id: cheese, qty: 50, unit: "g" },
              { id: milk, qty: 1, unit: "dl" },
            ],
          },
        ],
      });
      const main = await w.create("v1/modifiers", {
        name: "Principal",
        min_value: 1,
        options: [
          { name: "Pizza casera", modifiers: [extra.id], ingredients: [{ id: flour, qty: 0.2, unit: "kg" }] },
        ],
      });
      menuModifier = { id: main.id, options: (main.options as Row[]).map((option) => option.id) };
      const extraOption = (extra.options as Row[])[0]!.id;
      menuProduct = (
        await w.create("v1/products", {
          name: "Menú",
          price: 15,
          category: w.menu.category,
          modifiers: [main.id],
        })
      ).id;
      Object.assign(menuModifier, { extra: { id: extra.id, option: extraOption } });
    });

    const menuLine = (qty: number, extras: number) => {
      const extra = (menuModifier as unknown as { extra: { id: number; option: number } }).extra;
      return {
        id: menuProduct,
        qty,
        modifiers: [
          {
            id: menuModifier.id,
            options: [
              {
                id: menuModifier.options[0],
                qty: 1,
                modifiers: [{ id: extra.id, options: [{ id: extra.option, qty: extras }] }],
              },
            ],
          },
        ],
      };
    };

    it("takes exactly the recipe, the option's and the nested option's ingredients, converted, and gives them back", async () => {
      const before = {
        flour: (await levelOf(flour))!,
        cheese: (await levelOf(cheese))!,
        milk: (await levelOf(milk))!,
      };
      const order = await w.okData(
        await w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 2 }, menuLine(3, 2)] }),
      );
      // Pizza ×2: 0.5 kg flour, 0.2 kg cheese. Menú ×3: 0.6 kg flour; double cheese ×2 each: 0.3 kg cheese, 0.6 L milk.
      expect(await levelOf(flour)).toBeCloseTo(before.flour - 1.1, 6);
      expect(await levelOf(cheese)).toBeCloseTo(before.cheese - 0.5, 6);
      expect(await levelOf(milk)).toBeCloseTo(before.milk - 0.6, 6);
      const sale = await movementsOf({ request_id: order.id });
      expect(sale.results.every((row) => row.reason === "sale")).toBe(true);
      // Cheese at 10 per kg: 0.5 kg cost 5.00.
      expect(sale.results.find((row) => row.item_id === cheese)?.cost).toBe(-5);

      // Removing the pizza line gives its ingredients back.
      const pizzaLine = order.products.find((line) => line.product === pizza)!;
      await w.okData(
        await w.call("PUT", `v1/requests/barra/${order.id}`, {
          products_to_delete: [pizzaLine.request_item],
        }),
      );
      expect(await levelOf(flour)).toBeCloseTo(before.flour - 0.6, 6);
      expect(await levelOf(cheese)).toBeCloseTo(before.cheese - 0.3, 6);

      await w.okData(await w.call("POST", "v1/requests/invalidate", { id: order.id }));
      expect(await levelOf(flour)).toBeCloseTo(before.flour, 6);
      expect(await levelOf(cheese)).toBeCloseTo(before.cheese, 6);
      expect(await levelOf(milk)).toBeCloseTo(before.milk, 6);
    });

    it("announces on the tills a sale that takes an ingredient under its minimum, once", async () => {
      const salt = (await w.create("v1/ingredients", { name: "Sal", price: 1, unit: "kg", min_stock: 1 })).id;
      const salty = (
        await w.create("v1/products", {
          name: "Salado",
          price: 3,
          category: w.menu.category,
          ingredients: [{ id: salt, qty: 300, unit: "g" }],
        })
      ).id;
      const purchase = await w.create("v1/purchases", {
        provider_uuid: provider.uuid,
        stock_uuid: warehouse.uuid,
        date: "2026-11-24",
        products: [{ ingredient: salt, qty: 1.5, unit: "kg", price: 1 }],
      });
      await w.okData(await patch(`v1/purchases/${purchase.id}`, { status: "bought" }));
      await w.t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (w.t.app.server.address() as AddressInfo).port;
      const token = (
        await w.t.app.inject({
          method: "POST",
          url: "/api/v1/locals/get",
          payload: { location: w.local.location },
          headers: { authorization: w.admin.authorization },
        })
      ).json().data.token as string;
      const socket = await openSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
      try {
        await socket.subscribe(tpvChannel("caja"));
        const sell = () => w.call("POST", "v1/requests/barra", { products: [{ id: salty, qty: 1 }] });
        expect((await sell()).statusCode).toBe(201); // 1.2 kg left: not yet under 1
        expect((await sell()).statusCode).toBe(201); // 0.9 kg: under its minimum
        const announced = await socket.take(isPublication(tpvChannel("caja"), "info"));
        expect(announced).toMatchObject({ message: { message: "Stock bajo mínimos: Sal (0,9 kg)" } });
        expect((await sell()).statusCode).toBe(201); // already under: not announced again
        expect(await levelOf(salt)).toBeCloseTo(0.6, 6);
        expect(socket.untaken().filter(isPublication(tpvChannel("caja"), "info"))).toEqual([]);
      } finally {
        await socket.close();
      }
    });

    it("leaves the exact level after 2 × 50 parallel sales on one ingredient", async () => {
      const before = (await levelOf(flour))!;
      const sell = () => w.call("POST", "v1/requests/barra", { products: [{ id: pizza, qty: 1 }] });
      for (let round = 0; round < 2; round += 1) {
        const replies = await Promise.all(Array.from({ length: 50 }, sell));
        for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
      }
      expect(await levelOf(flour)).toBeCloseTo(before - 25, 6);
      // The level is the sum of its movements.
      const all = await movementsOf({
        item_type: "ingredient",
        item_id: flour,
        warehouse_uuid: warehouse.uuid,
      });
      expect(all.total).toBeLessThanOrEqual(200);
      const sum = all.results.reduce((total, row) => total + row.qty, 0);
      expect(sum).toBeCloseTo((await levelOf(flour))!, 6);
    }, 120_000);
  });
});
