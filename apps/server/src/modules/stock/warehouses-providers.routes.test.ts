import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, encodeQ, loginAs } from "../../../test/factories";
import type { OrdersWorld, Row } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("warehouses and providers on %s", (kind) => {
  let w: OrdersWorld;
  let warehouse: StockWorld["warehouse"];
  let provider: StockWorld["provider"];
  let flour: number;

  beforeAll(async () => {
    ({ w, warehouse, provider, flour } = await createStockWorld(kind));
  }, 120_000);
  afterAll(() => w?.t.close());

  describe("warehouses and providers", () => {
    it("gives each provider a serial of its series on creation", async () => {
      expect(provider.serial).toMatch(/^PRV-\d{4}$/);
      const second = await w.create("v1/providers", { name: "Lácteos Ana" });
      expect(Number((second.serial as string).slice(4))).toBe(Number(provider.serial.slice(4)) + 1);
    });

    it("refuses a provider with a bad e-mail or phone and saves nothing", async () => {
      const before = (await w.call("GET", "v1/providers")).json().data.total;
      const bad = w.refused(
        await w.call("POST", "v1/providers", { name: "X", email: "no-es-correo", phone: "abc" }),
      );
      expect(Object.keys(bad.errors ?? {}).sort()).toEqual(["email", "phone"]);
      expect((await w.call("GET", "v1/providers")).json().data.total).toBe(before);
    });

    it("refuses a warehouse without a name, or with text outside the allowed characters, and saves nothing", async () => {
      const before = (await w.call("GET", "v1/warehouses")).json().data.total;
      const unnamed = w.refused(await w.call("POST", "v1/warehouses", { name: "", location: "Sótano" }));
      expect(Object.keys(unnamed.errors ?? {})).toEqual(["name"]);
      const emoji = w.refused(await w.call("POST", "v1/warehouses", { name: "Cámara 🧊" }));
      expect(Object.keys(emoji.errors ?? {})).toEqual(["name"]);
      expect((await w.call("GET", "v1/warehouses")).json().data.total).toBe(before);
    });

    it("cannot delete the last warehouse, but can delete the others", async () => {
      await w.create("v1/warehouses", { name: "Bodega" });
      const all = ((await w.call("GET", "v1/warehouses")).json().data.results as Row[]).map((row) => row.id);
      // A new local starts with one, plus Cocina and Bodega.
      expect(all).toHaveLength(3);
      const every = w.refused(await w.call("POST", "v1/warehouses/delete_all", { pk__in: all }));
      expect(every.errors?.id?.[0]).toBe("No se puede borrar el último almacén");
      const others = all.filter((id) => id !== warehouse.id);
      const deleted = await w.call("POST", "v1/warehouses/delete_all", { pk__in: others });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const last = await w.t.app.inject({
        method: "DELETE",
        url: `/api/v1/warehouses/${warehouse.id}`,
        headers: w.admin,
      });
      expect(last.statusCode).toBe(400);
      expect(last.json().errors.id[0]).toBe("No se puede borrar el último almacén");
    });

    it("lists every ingredient per warehouse with filter_q, 0 before anything moved, under its minimum", async () => {
      const response = await w.call(
        "GET",
        `v1/stock/filter_q?q=${encodeQ({ warehouse_uuid: warehouse.uuid, search: "harin" })}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.results).toEqual([
        expect.objectContaining({
          id: flour,
          name: "Harina",
          qty: 0,
          unit: "kg",
          min_stock: 5,
          below_min: true,
        }),
      ]);
      const products = await w.call("GET", `v1/stock_product/filter_q?q=${encodeQ({ search: "vino" })}`);
      expect(products.json().data.results).toEqual([expect.objectContaining({ id: w.menu.vino, qty: 0 })]);
    });

    it("answers not-bought to a local without the stock lock module", async () => {
      const mini = await buildLocal(w.t.db, { lock_modules: [], roles: ["SuperAdmin"] });
      const admin = await loginAs(w.t, mini, "SuperAdmin");
      for (const url of ["/api/v1/warehouses", "/api/v1/stock/filter_q", "/api/v1/purchases"]) {
        const response = await w.t.app.inject({ method: "GET", url, headers: admin });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().code).toBe("modules.not_contracted");
      }
    });
  });
});
