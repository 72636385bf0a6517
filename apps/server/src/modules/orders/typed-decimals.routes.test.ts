import Decimal from "decimal.js";
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { requestItems, requests } from "./orders.schema";

/** `text` rounded to `decimals`, halves away from zero, by a decimal library: the spec's rule. */
const rounded = (text: string, decimals: number) =>
  new Decimal(text).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();

/** A decimal as a person types it: up to 6 decimals, trailing zeros and all. */
const decimalText = (maxWhole: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: maxWhole }),
      fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 6 }),
    )
    .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)));

describe.each(DATABASES)("quantities and amounts rounded as typed on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  /**
   * Opens a command from JSON text written by hand, so every number reaches the server exactly
   * as typed: `qtys` are caña lines, `tip` the tip.
   */
  const openTyped = async (qtys: readonly string[], tip: string) => {
    const table = await w.newTable();
    const lines = qtys.map((qty) => `{"id":${w.menu.cana},"qty":${qty}}`).join(",");
    const response = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/commands",
      headers: { ...w.admin, "content-type": "application/json" },
      payload: `{"table":${table},"tip_amount":${tip},"products":[${lines}]}`,
    });
    const order = await w.okData<Order>(response);
    const stored = await w.t.db
      .select({ qty: requestItems.qty, total: requestItems.total_cents })
      .from(requestItems)
      .where(eq(requestItems.request_id, order.id))
      .orderBy(asc(requestItems.id));
    const [row] = await w.t.db.select().from(requests).where(eq(requests.id, order.id));
    return { order, stored, tipCents: row!.tip_cents };
  };

  it("rounds the issue's quantities half away from zero, not by their binary neighbours", async () => {
    const { order, stored, tipCents } = await openTyped(["1.005", "1.015", "1.255", "2.675"], "1.005");
    expect(stored.map((line) => line.qty)).toEqual([1.01, 1.02, 1.26, 2.68]);
    // 2,20 × 1,01 = 2,222 → 2,22; × 1,02 = 2,244 → 2,24; × 1,26 = 2,772 → 2,77; × 2,68 = 5,896 → 5,90
    expect(stored.map((line) => line.total)).toEqual([222, 224, 277, 590]);
    expect(order.price).toBe(13.13);
    expect(tipCents).toBe(101);
  });

  it("stores every typed quantity and amount as a decimal library rounds it", async () => {
    const qty = decimalText(40).filter((text) => rounded(text, 2) > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.array(qty, { minLength: 1, maxLength: 12 }),
        decimalText(500),
        async (qtys, tip) => {
          const { stored, tipCents } = await openTyped(qtys, tip);
          expect(stored.map((line) => line.qty)).toEqual(qtys.map((text) => rounded(text, 2)));
          expect(tipCents).toBe(Math.round(rounded(tip, 2) * 100));
        },
      ),
      { numRuns: 30 },
    );
  });

  it("rounds a partial payment's amount and quantity the same way", async () => {
    const post = (url: string, json: string) =>
      w.t.app.inject({
        method: "POST",
        url: `/api/v1/${url}`,
        headers: { ...w.admin, "content-type": "application/json" },
        payload: json,
      });
    const { order } = await openTyped(["3"], "0");
    const byPrice = await w.okData<Order>(
      await post("payments/by_price", `{"command":${order.id},"price":2.675}`),
    );
    expect(byPrice.paid).toBe(2.68);
    const line = order.products[0]!;
    const byProducts = await w.okData<Order>(
      await post(
        "payments/by_products",
        `{"command":${order.id},"products":[{"request_item":${line.id},"qty":1.005}]}`,
      ),
    );
    expect(byProducts.products[0]!.paid_qty).toBe(1.01);
  });
});
