import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

/** 10 June 2026, 10:00 in Madrid; moved to the next day halfway. */
let now = new Date("2026-06-10T08:00:00Z");

describe.each(DATABASES)("the loyalty figures of a period on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    now = new Date("2026-06-10T08:00:00Z");
    w = await createOrdersWorld(kind, { clock: () => now });
  });
  afterAll(() => w.t.close());

  const summary = async (from: string, to: string) =>
    w.okData<Record<string, number>>(
      await w.call("GET", `v1/loyalty/summary?date_from=${from}&date_to=${to}`),
    );

  it("counts uses, the discount they gave, and points earned, redeemed, reversed and outstanding per day", async () => {
    await w.create("v1/offers", {
      name: "Diez",
      code: "PERIODO",
      price: 10,
      start_date: "2026-06-01",
      end_date: "2026-06-30",
    });
    const canaFree = await w.create("v1/awards", { name: "Caña gratis", points: 5, product: w.menu.cana });
    const client = (await w.create("v1/clients", { first_name: "Ana" })).id;
    // Day 1: two wines with the code, paid: 5,40 € → 10 points, 0,60 € of discount, one use.
    const first = await w.okData(
      await w.call("POST", "v1/requests/barra", {
        client,
        promotion: "PERIODO",
        products: [{ id: w.menu.vino, qty: 2 }],
      }),
    );
    await w.okData(await w.call("POST", "v1/requests/close", { id: first.id }));
    // An order without a code does not count in the discount.
    const plain = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino }] }),
    );
    await w.okData(await w.call("POST", "v1/requests/close", { id: plain.id }));
    expect(await summary("2026-06-10", "2026-06-10")).toEqual({
      date_from: "2026-06-10",
      date_to: "2026-06-10",
      offers_used: 1,
      discount_given: 0.6,
      points_earned: 10,
      points_redeemed: 0,
      points_reversed: 0,
      points_outstanding: 10,
    });

    // Day 2: a free beer for 5 points, then the first order invalidated (its use and points go).
    now = new Date("2026-06-11T08:00:00Z");
    const second = await w.okData(
      await w.call("POST", "v1/requests/barra", { client, products: [{ id: w.menu.vino }] }),
    );
    await w.okData(await w.call("POST", "v1/awards/redeem", { request: second.id, award: canaFree.id }));
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: first.id }));
    expect(await summary("2026-06-11", "2026-06-11")).toMatchObject({
      offers_used: 0,
      points_earned: 0,
      points_redeemed: 5,
      points_reversed: -10,
      points_outstanding: -5,
    });
    // Over both days the first day's use no longer counts: its order was invalidated.
    expect(await summary("2026-06-10", "2026-06-11")).toMatchObject({
      offers_used: 0,
      points_earned: 10,
      points_redeemed: 5,
      points_reversed: -10,
    });
    expect((await summary("2026-06-10", "2026-06-10")).points_outstanding).toBe(10);
  });

  it("refuses a period that ends before it starts, and leaves it to those who see reports", async () => {
    w.refused(await w.call("GET", "v1/loyalty/summary?date_from=2026-06-10&date_to=2026-06-01"));
    w.refused(await w.call("GET", "v1/loyalty/summary?date_from=2026-06-10"));
    w.refused(
      await w.call("GET", "v1/loyalty/summary?date_from=2026-06-10&date_to=2026-06-10", undefined, w.waiter),
      403,
    );
  });
});
