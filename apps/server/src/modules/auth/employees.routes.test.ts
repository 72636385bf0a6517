import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltLocal, buildLocal, loginAs, userIdOf } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

describe.each(DATABASES)("employees who take orders on %s", (kind) => {
  let w: OrdersWorld;
  let other: BuiltLocal;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    other = await buildLocal(w.t.db, { roles: ["Camarero"] });
  });
  afterAll(() => w?.t.close());

  it("lists, to a waiter, the employees whose role takes orders, with their names only", async () => {
    const response = await w.call("GET", "v1/users/list_bar", undefined, w.waiter);
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json().data as {
      results: Array<Record<string, unknown>>;
      total: number;
    };
    expect(results.map((row) => row.first_name)).toEqual(["Admin", "Camarero"]);
    expect(total).toBe(2);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(["first_name", "id", "last_name", "username"]);
  });

  it("lists every employee to a waiter as the riders a delivery can be given to", async () => {
    const response = await w.call("GET", "v1/users/list_dealers", undefined, w.waiter);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json().data as { results: Array<Record<string, unknown>> };
    const takers = (await w.okData(await w.call("GET", "v1/users/list_bar", undefined, w.waiter))) as {
      results: unknown[];
    };
    expect(results.length).toBeGreaterThan(takers.results.length);
    expect(results.map((row) => row.first_name)).toEqual(
      expect.arrayContaining(["Admin", "Camarero", "Cocina", "Repartidor"]),
    );
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(["first_name", "id", "last_name", "username"]);
  });

  it("is refused without a session", async () => {
    const response = await w.t.app.inject({
      method: "GET",
      url: "/api/v1/users/list_bar",
      headers: { host: w.local.host },
    });
    expect(response.statusCode).toBe(401);
  });

  it("records the chosen employee as the command's worker, and the caller when none is sent", async () => {
    const waiterId = await userIdOf(w.t.db, w.local, "Camarero");
    const adminId = await userIdOf(w.t.db, w.local, "Admin");
    const chosen = await w.openCommand([{ id: w.menu.cana, qty: 1 }], { worker: adminId }, w.waiter);
    expect(chosen).toMatchObject({ worker: adminId });
    const stored = await w.okData(await w.call("GET", `v1/commands/${chosen.id}`));
    expect(stored).toMatchObject({ worker: adminId });
    const own = await w.openCommand([{ id: w.menu.cana, qty: 1 }], {}, w.waiter);
    expect(own).toMatchObject({ worker: waiterId });
  });

  it("refuses another local's employee as the worker and opens nothing", async () => {
    const stranger = await userIdOf(w.t.db, other, "Camarero");
    const table = await w.newTable();
    const refusal = w.refused(
      await w.call("POST", "v1/commands", {
        table,
        products: [{ id: w.menu.cana, qty: 1 }],
        worker: stranger,
      }),
    );
    expect(Object.keys(refusal.errors ?? {})).toEqual(["worker"]);
    expect(await w.tableStatus(table)).toBe("available");
    const otherWaiter = await loginAs(w.t, other, "Camarero");
    const theirs = await w.t.app.inject({
      method: "GET",
      url: "/api/v1/users/list_bar",
      headers: otherWaiter,
    });
    expect(theirs.json().data.results.map((row: { id: number }) => row.id)).toEqual([stranger]);
  });
});
