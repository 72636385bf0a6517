import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, buildLocal, encodeQ, loginAs, PASSWORD, tpvIdOf } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

type Level = { id: number; qty: number };
type Till = { tpv: number; name: string; warehouse_uuid: string | null };

describe.each(DATABASES)("the till's warehouse on %s", (kind) => {
  let w: OrdersWorld;
  let kitchen: Row & { uuid: string };
  let bar: Row & { uuid: string };
  let onBar: AuthHeaders;
  let barTill: number;
  let flour: number;
  let bread: number;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    kitchen = (await w.create("v1/warehouses", { name: "Cocina" })) as typeof kitchen;
    bar = (await w.create("v1/warehouses", { name: "Barra" })) as typeof bar;
    await w.okData(await w.call("PUT", "v1/settings/stock", { stock: kitchen.uuid }));
    flour = (await w.create("v1/ingredients", { name: "Harina", price: 1, unit: "kg" })).id;
    bread = (
      await w.create("v1/products", {
        name: "Pan",
        price: 2,
        category: w.menu.category,
        ingredients: [{ id: flour, qty: 100, unit: "g" }],
      })
    ).id;
    const login = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: w.local.host },
      payload: { email: w.local.email("Admin"), password: PASSWORD, tpv: "barra" },
    });
    expect(login.statusCode, login.body).toBe(200);
    onBar = { host: w.local.host, authorization: `Bearer ${login.json().data.token}`, tpv: "barra" };
    barTill = await tpvIdOf(w.t.db, w.local.id, "barra");
  }, 120_000);
  afterAll(() => w?.t.close());

  const levelOf = async (warehouse: { uuid: string }) => {
    const response = await w.call(
      "GET",
      `v1/stock/filter_q?q=${encodeQ({ warehouse_uuid: warehouse.uuid })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.results as Level[]).find((row) => row.id === flour)?.qty;
  };
  const sellOn = async (headers: typeof onBar) => {
    const response = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/requests/barra",
      headers,
      payload: { products: [{ id: bread, qty: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const setTill = (tpv: number, warehouse_uuid: string | null) =>
    w.t.app.inject({
      method: "PUT",
      url: `/api/v1/stock/till_warehouses/${tpv}`,
      headers: w.admin,
      payload: { warehouse_uuid },
    });

  it("takes a sale from its till's warehouse, the others' from the default one", async () => {
    expect((await setTill(barTill, bar.uuid)).statusCode).toBe(200);
    const tills = (await w.call("GET", "v1/stock/till_warehouses")).json().data.results as Till[];
    expect(tills.find((till) => till.tpv === barTill)?.warehouse_uuid).toBe(bar.uuid);
    expect(tills.find((till) => till.name === "Caja")?.warehouse_uuid).toBeNull();

    await sellOn(onBar);
    expect(await levelOf(bar)).toBeCloseTo(-0.1, 6);
    expect(await levelOf(kitchen)).toBeCloseTo(0, 6);
    await sellOn(w.admin);
    expect(await levelOf(bar)).toBeCloseTo(-0.1, 6);
    expect(await levelOf(kitchen)).toBeCloseTo(-0.1, 6);
  });

  it("falls back to the default warehouse once the till's is cleared or deleted", async () => {
    expect((await setTill(barTill, null)).statusCode).toBe(200);
    await sellOn(onBar);
    expect(await levelOf(kitchen)).toBeCloseTo(-0.2, 6);

    const spare = (await w.create("v1/warehouses", { name: "Trastienda" })) as typeof bar;
    expect((await setTill(barTill, spare.uuid)).statusCode).toBe(200);
    const gone = await w.t.app.inject({
      method: "DELETE",
      url: `/api/v1/warehouses/${spare.id}`,
      headers: w.admin,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await sellOn(onBar);
    expect(await levelOf(kitchen)).toBeCloseTo(-0.3, 6);
  });

  it("refuses an unknown warehouse or another local's till and changes nothing", async () => {
    expect((await setTill(barTill, bar.uuid)).statusCode).toBe(200);
    const unknown = await setTill(barTill, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.warehouse_uuid[0]).toBe(
      "El almacén no existe en este local o fue eliminado",
    );
    expect((await setTill(barTill, "no-es-uuid")).statusCode).toBe(400);
    const other = await buildLocal(w.t.db);
    const foreign = await tpvIdOf(w.t.db, other.id, "caja");
    expect((await setTill(foreign, bar.uuid)).statusCode).toBe(404);
    const tills = (await w.call("GET", "v1/stock/till_warehouses")).json().data.results as Till[];
    expect(tills.find((till) => till.tpv === barTill)?.warehouse_uuid).toBe(bar.uuid);
    expect(tills.some((till) => till.tpv === foreign)).toBe(false);
  });

  it("refuses as the sales' warehouse one the local does not have, and keeps the one it had", async () => {
    for (const stock of ["00000000-0000-4000-8000-000000000000", "no-es-uuid"]) {
      const refused = w.refused(await w.call("PUT", "v1/settings/stock", { stock }));
      expect(Object.keys(refused.errors ?? {})).toEqual(["stock"]);
    }
    const unknown = w.refused(
      await w.call("PUT", "v1/settings/stock", { stock: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.errors?.stock?.[0]).toBe("El almacén no existe en este local o fue eliminado");
    const other = await buildLocal(w.t.db, { roles: ["Admin"] });
    const foreign = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/warehouses",
      headers: await loginAs(w.t, other, "Admin"),
      payload: { name: "Ajeno" },
    });
    const stranger = w.refused(await w.call("PUT", "v1/settings/stock", { stock: foreign.json().data.uuid }));
    expect(stranger.errors?.stock?.[0]).toBe("El almacén no existe en este local o fue eliminado");
    expect((await w.call("GET", "v1/settings/stock")).json().data.stock).toBe(kitchen.uuid);
    // None is a choice: sales then move no stock.
    expect(
      (await w.okData<{ stock: null }>(await w.call("PUT", "v1/settings/stock", { stock: null }))).stock,
    ).toBeNull();
    await w.okData(await w.call("PUT", "v1/settings/stock", { stock: kitchen.uuid }));
  });
});
