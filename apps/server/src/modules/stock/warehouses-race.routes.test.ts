import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("deleting warehouses at once on %s", (kind) => {
  let w: OrdersWorld;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  }, 120_000);
  afterAll(() => w?.t.close());

  const liveIds = async () =>
    ((await w.call("GET", "v1/warehouses?page_size=100")).json().data.results as Row[]).map((row) => row.id);
  const remove = (id: number) =>
    w.t.app.inject({ method: "DELETE", url: `/api/v1/warehouses/${id}`, headers: w.admin });

  it("never deletes both of the last two warehouses, however the deletes interleave", async () => {
    for (let round = 0; round < 8; round++) {
      await w.create("v1/warehouses", { name: `Bodega ${round}` });
      const pair = await liveIds();
      expect(pair).toHaveLength(2);
      const replies = await Promise.all([
        ...pair.map(remove),
        w.t.app.inject({
          method: "POST",
          url: "/api/v1/warehouses/delete_all",
          headers: w.admin,
          payload: { pk__in: [pair[1]!] },
        }),
      ]);
      const codes = replies.map((reply) => reply.statusCode);
      // Each warehouse goes once at most and one always stays: every other try is refused
      // as the last warehouse (400) or finds its warehouse already gone (404).
      expect(
        codes.filter((code) => code === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect(
        codes.every((code) => [200, 400, 404].includes(code)),
        JSON.stringify(codes),
      ).toBe(true);
      expect(await liveIds()).toHaveLength(1);
    }
  });
});
