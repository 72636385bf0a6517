import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrdersWorld, Row } from "../../../test/orders-kit";
import { createStockWorld, type StockWorld } from "../../../test/stock-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("stock counts on %s", (kind) => {
  let s: StockWorld;
  let w: OrdersWorld;
  let warehouse: StockWorld["warehouse"];
  let cheese: number;
  const levelOf = (...args: Parameters<StockWorld["levelOf"]>) => s.levelOf(...args);
  const movementsOf = (...args: Parameters<StockWorld["movementsOf"]>) => s.movementsOf(...args);

  beforeAll(async () => {
    s = await createStockWorld(kind);
    ({ w, warehouse, cheese } = s);
    await s.receive("2026-11-21", [{ ingredient: cheese, qty: 1, unit: "kg", price: 10 }]);
  }, 120_000);
  afterAll(() => w?.t.close());

  describe("counts", () => {
    it("posts the difference from the shelf as a movement and reports the variance", async () => {
      const expected = (await levelOf(cheese))!;
      const response = await w.call("POST", "v1/stock_counts", {
        stock_uuid: warehouse.uuid,
        lines: [{ ingredient: cheese, qty: 0.25 }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const count = response.json().data;
      expect(count.lines[0]).toMatchObject({ item_id: cheese, counted: 0.25 });
      expect(count.lines[0].expected).toBeCloseTo(expected, 6);
      expect(await levelOf(cheese)).toBe(0.25);
      const moved = await movementsOf({ reason: "count" });
      expect(moved.results[0]).toMatchObject({ item_id: cheese, reason: "count", count_id: count.id });
      expect(moved.results[0]!.qty).toBeCloseTo(0.25 - expected, 6);

      const variance = await w.okData<{
        results: Array<
          Row & {
            theoretical: number;
            actual: number;
            variance: number;
            theoretical_cost: number;
            actual_cost: number;
            variance_cost: number;
          }
        >;
      }>(await w.call("GET", "v1/stock/variance?from=2000-01-01&to=2099-12-31"));
      const row = variance.results.find((line) => line.id === cheese)!;
      expect(row.variance).toBeCloseTo(expected - 0.25, 6);
      expect(row.actual).toBeCloseTo(row.theoretical + expected - 0.25, 6);
      // In money too, at cheese's 10 € a kilo.
      expect(row.variance_cost).toBeCloseTo((expected - 0.25) * 10, 2);
      expect(row.actual_cost).toBeCloseTo(row.theoretical_cost + row.variance_cost, 2);

      const bad = w.refused(
        await w.call("POST", "v1/stock_counts", {
          stock_uuid: warehouse.uuid,
          lines: [{ ingredient: cheese, qty: -1 }],
        }),
      );
      expect(bad.errors).toBeDefined();
      expect(await levelOf(cheese)).toBe(0.25);
    });
  });
});
