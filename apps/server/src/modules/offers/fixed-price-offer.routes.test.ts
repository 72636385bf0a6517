import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tpvIdOf } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { printJobs } from "../orders/orders.schema";
import { planPrintJob } from "../printing/tickets/plan-print-job";
import { offerUses } from "./offers.schema";

/** A Wednesday morning in Madrid. */
const now = new Date("2026-06-10T08:00:00Z");

describe.each(DATABASES)("a fixed_price offer on %s", (kind) => {
  let w: OrdersWorld;
  let serial = 0;
  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
  });
  afterAll(() => w.t.close());

  const body = (extra: Record<string, unknown>) => ({
    name: "Vino a 2",
    code: `VINO-${++serial}`,
    discount_type: "fixed_price",
    product: w.menu.vino,
    price: 2,
    start_date: "2026-06-08",
    end_date: "2026-06-14",
    ...extra,
  });

  it("needs a product of the local and a price from 0 to below the product's, and writes nothing else", async () => {
    const before = (await w.call("GET", "v1/offers")).json().data.total;
    for (const [extra, field, message] of [
      [{ product: null }, "product", "Elige el producto o menú al que se pone precio"],
      [{ price: 3 }, "price", "El precio fijo debe ser menor que el precio del producto"],
      [{ price: 4.5 }, "price", "El precio fijo debe ser menor que el precio del producto"],
      [{ price: -1 }, "price", "Debe ser mayor que 0"],
    ] as const) {
      const response = await w.call("POST", "v1/offers", body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors, JSON.stringify(extra)).toEqual({ [field]: [message] });
    }
    expect((await w.call("POST", "v1/offers", body({ product: 999_999 }))).statusCode).toBe(400);
    expect((await w.call("GET", "v1/offers")).json().data.total).toBe(before);
    // 0 gives the product free; a percent offer never keeps a product.
    const free = await w.create("v1/offers", body({ price: 0 }));
    expect(free).toMatchObject({ discount_type: "fixed_price", product: w.menu.vino, price: 0 });
    const percent = await w.create("v1/offers", body({ discount_type: "percent", price: 10 }));
    expect(percent.product).toBeNull();
    // An update is checked with the stored offer and the product's price.
    const raised = await w.call("PUT", `v1/offers/${free.id}`, { price: 3 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().errors).toEqual({
      price: ["El precio fijo debe ser menor que el precio del producto"],
    });
    const zeroPercent = await w.call("PUT", `v1/offers/${percent.id}`, { price: 0 });
    expect(zeroPercent.json().errors).toEqual({ price: ["Debe ser mayor que 0"] });
  });

  it("prices the product's lines on the order, on the till's ticket and on the printed ticket", async () => {
    const offer = await w.create("v1/offers", body({ code: "VINO2", price: 2 }));
    const order = await w.okData(
      await w.call(
        "POST",
        "v1/requests/barra",
        { products: [{ id: w.menu.vino, qty: 2 }, { id: w.menu.cana }], promotion: "vino2" },
        w.waiter,
      ),
    );
    expect(order.promotion_code).toBe("VINO2");
    expect(order.discount).toBeNull();
    const wine = order.products.find((line) => line.product === w.menu.vino)!;
    const beer = order.products.find((line) => line.product === w.menu.cana)!;
    expect(wine).toMatchObject({ unit_price: 3, importe: 4, fixed_price: 2, line_discount: 2 });
    expect(beer).toMatchObject({ importe: 2.2, fixed_price: null, line_discount: 0 });
    expect(order.price).toBe(6.2);
    // A wine added later takes the fixed price too.
    const more = await w.okData(
      await w.call(
        "PUT",
        `v1/requests/barra/${order.id}`,
        { products: [{ id: w.menu.vino, qty: 1 }] },
        w.waiter,
      ),
    );
    expect(more.price).toBe(8.2);
    // The printed ticket names the code on the wine's discount.
    const caja = await tpvIdOf(w.t.db, w.local.id, "caja");
    await w.create("v1/printers", { name: "Tickets", connection: "virtual", main_tpv: caja });
    await w.okData(await w.call("POST", "v1/requests/print", { id: order.id, kind: "ticket" }, w.waiter));
    const [job] = await w.t.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.request_id, order.id))
      .orderBy(desc(printJobs.id))
      .limit(1);
    const [printed] = await planPrintJob(w.t.db, job!);
    expect(printed?.html).toContain("Descuento VINO2");
    expect(printed?.html).toContain("-2,00");
    // Taken off, the wine costs its price again.
    const without = await w.okData(
      await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: null }, w.waiter),
    );
    expect(without).toMatchObject({ price: 11.2, promotion_code: null });
    // Applied on the open order, then paid: the use is counted.
    const again = await w.okData(
      await w.call("PUT", `v1/requests/barra/${order.id}`, { promotion: "VINO2" }, w.waiter),
    );
    expect(again.price).toBe(8.2);
    const paid = await w.call("POST", "v1/requests/close", { id: order.id }, w.waiter);
    expect(paid.statusCode).toBe(200);
    const uses = await w.t.db.select().from(offerUses).where(eq(offerUses.offer_id, offer.id));
    expect(uses.map((use) => use.request_id)).toEqual([order.id]);
  });
});
