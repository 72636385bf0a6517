import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

const NOW = new Date("2026-06-10T08:00:00Z");

interface Loyalty {
  balance: number;
  entries: Array<{ kind: string; points: number; award_name: string | null }>;
  awards: Array<{ id: number; name: string; reachable: boolean; product_name: string | null }>;
}

describe.each(DATABASES)("awards redeemed with points on %s", (kind) => {
  let w: OrdersWorld;
  let n = 0;
  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => NOW });
  });
  afterAll(() => w.t.close());

  const client = async () => (await w.create("v1/clients", { first_name: `Cliente ${++n}` })).id;
  const award = (body: Record<string, unknown>) =>
    w.create("v1/awards", { name: `Premio ${++n}`, points: 10, product: w.menu.vino, ...body });
  const bar = (body: Record<string, unknown> = {}) =>
    w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino, qty: 2 }], ...body }, w.waiter);
  const loyalty = async (id: number) => w.okData<Loyalty>(await w.call("GET", `v1/loyalty/clients/${id}`));
  const redeem = (request: number, awardId: number, headers = w.waiter) =>
    w.call("POST", "v1/awards/redeem", { request, award: awardId }, headers);
  /** A client with 12 points: two wines (6 €) paid. */
  const clientWithPoints = async () => {
    const id = await client();
    const order = await w.okData(await bar({ client: id }));
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id }, w.waiter));
    expect((await loyalty(id)).balance).toBe(12);
    return id;
  };

  it("keeps the spec's rules on an award and its product", async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const reply = await w.call("POST", "v1/awards", { name: `Malo ${++n}`, points: 5, ...body });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual([field]);
    };
    await refused({ gives: "product" }, "product");
    await refused({ gives: "discount" }, "price");
    await refused({ gives: "discount", price: 150 }, "price");
    await refused({ product: w.menu.vino, points: 0 }, "points");
    await refused({ product: 999_999 }, "product");
    await refused({ product: w.menu.vino, start_date: "2026-06-10", end_date: "2026-06-01" }, "end_date");
    const ok = await award({});
    expect(ok).toMatchObject({ gives: "product", is_active: true, discount_type: "percent" });
    const update = await w.call("PUT", `v1/awards/${ok.id}`, { gives: "discount" });
    expect(Object.keys(update.json().errors)).toEqual(["price"]);
    expect((await w.call("GET", "v1/awards", undefined, w.waiter)).statusCode).toBe(403);
  });

  it("gives a product free for points, lists what is within reach, and refuses more than the balance", async () => {
    const wine = await award({ name: "Vino gratis", points: 10 });
    const far = await award({ name: "Lejano", points: 50 });
    await award({ name: "Pasado", points: 1, end_date: "2026-06-01", start_date: "2026-05-01" });
    await award({ name: "Apagado", points: 1, is_active: false });
    const id = await clientWithPoints();
    const offered = (await loyalty(id)).awards;
    expect(offered.find((a) => a.id === wine.id)).toMatchObject({ reachable: true, product_name: "Vino" });
    expect(offered.find((a) => a.id === far.id)).toMatchObject({ reachable: false });
    expect(offered.map((a) => a.name)).not.toContain("Pasado");
    expect(offered.map((a) => a.name)).not.toContain("Apagado");

    const order = await w.okData(await bar({ client: id }));
    const redeemed = await w.okData(await redeem(order.id, wine.id));
    expect(redeemed.products).toHaveLength(2);
    expect(redeemed.products[1]).toMatchObject({ product_name: "Vino", qty: 1, importe: 0 });
    expect(redeemed.price).toBe(6);
    const after = await loyalty(id);
    expect(after.balance).toBe(2);
    expect(after.entries[0]).toMatchObject({ kind: "redeemed", points: -10, award_name: "Vino gratis" });

    const tooMany = w.refused(await redeem(order.id, wine.id));
    expect(tooMany.code).toBe("awards.not_enough_points");
    expect(tooMany.message).toBe("El cliente tiene 2 puntos y el premio necesita 10");
    expect((await w.okData(await w.call("GET", `v1/requests/${order.id}`))).products).toHaveLength(2);
    expect((await loyalty(id)).balance).toBe(2);

    // Invalidated: the points spent come back.
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: order.id }));
    expect((await loyalty(id)).balance).toBe(12);
  });

  it("gives a discount for points, only on an order with a client and no other discount", async () => {
    const off = await award({
      gives: "discount",
      product: null,
      discount_type: "amount",
      price: 1.5,
      points: 5,
    });
    const id = await clientWithPoints();
    const anonymous = await w.okData(await bar());
    expect(w.refused(await redeem(anonymous.id, off.id)).code).toBe("awards.needs_client");
    const order = await w.okData(await bar({ client: id }));
    const redeemed = await w.okData(await redeem(order.id, off.id));
    expect(redeemed).toMatchObject({ price: 4.5, discount: { type: "amount", value: 1.5 } });
    expect(w.refused(await redeem(order.id, off.id)).code).toBe("awards.order_has_discount");
    // Paid: points are earned on what was charged (4,50 € → 9), after the 5 spent.
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id }, w.waiter));
    expect((await loyalty(id)).balance).toBe(12 - 5 + 9);
  });

  it("spends a balance once when two tills redeem at the same moment", async () => {
    const wine = await award({ points: 10 });
    const id = await clientWithPoints();
    const a = await w.okData(await bar({ client: id }));
    const b = await w.okData(await bar({ client: id }));
    const replies = await Promise.all([redeem(a.id, wine.id), redeem(b.id, wine.id)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect((await loyalty(id)).balance).toBe(2);
  });

  it("leaves redeeming to those who change orders", async () => {
    const wine = await award({ points: 1 });
    const id = await clientWithPoints();
    const order = await w.okData(await bar({ client: id }));
    w.refused(await redeem(order.id, wine.id, w.cook), 403);
    w.refused(await redeem(order.id, 999_999), 400);
    w.refused(await redeem(999_999, wine.id), 404);
  });
});
