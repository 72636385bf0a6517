import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { payments, requests } from "./orders.schema";

describe.each(DATABASES)("cash handed over for a payment on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const tenderedOf = async (orderId: number) =>
    (
      await w.t.db
        .select({ tendered: payments.tendered_cents })
        .from(payments)
        .where(eq(payments.request_id, orderId))
        .orderBy(asc(payments.id))
    ).map((row) => row.tendered);
  const orderRow = async (orderId: number) =>
    (await w.t.db.select().from(requests).where(eq(requests.id, orderId)))[0]!;

  it("keeps what was handed over for cash when it is more than the payment, with the tip when closing", async () => {
    // 3 × 2,20 + 3,00 = 9,60
    const order = await w.openCommand([
      { id: w.menu.cana, qty: 3 },
      { id: w.menu.vino, qty: 1 },
    ]);
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 2, tendered: 5 }),
    );
    // Paid exactly: no change to print, nothing kept.
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 1, tendered: 1 }),
    );
    const cana = order.products[0]!;
    await w.okData(
      await w.call("POST", "v1/payments/by_products", {
        command: order.id,
        products: [{ request_item: cana.id, qty: 1 }],
        tendered: 2.5,
      }),
    );
    // 9,60 − 5,20 = 4,40 pending and 0,60 of tip: 5,00 covers it.
    const closed = await w.okData(
      await w.call("POST", "v1/commands/close_command", { id: order.id, tip_amount: 0.6, tendered: 10 }),
    );
    expect(closed.status).toBe("payed");
    expect(await tenderedOf(order.id)).toEqual([500, null, 250, 1000]);
  });

  it("keeps it for a bar order paid in cash as it is created", async () => {
    await w.okData(await w.call("PUT", "v1/settings/global", { close_barra_order_auto: true }));
    try {
      const order = await w.okData(
        await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.cana }], tendered: 5 }),
      );
      expect(order.status).toBe("payed");
      expect(await tenderedOf(order.id)).toEqual([500]);
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/global", { close_barra_order_auto: false }));
    }
  });

  it("refuses less than the cash taken, saying how much, and changes nothing", async () => {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    const short = w.refused(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 3, tendered: 2.99 }),
    );
    expect(short.errors?.tendered).toEqual(["Lo entregado no cubre lo que se cobra en efectivo (3)"]);
    const english = w.refused(
      await w.t.app.inject({
        method: "POST",
        url: "/api/v1/payments/by_products",
        headers: { ...w.admin, "accept-language": "en" },
        payload: {
          command: order.id,
          products: [{ request_item: order.products[0]!.id, qty: 1 }],
          tendered: 2,
        },
      }),
    );
    expect(english.errors?.tendered).toEqual([
      "The cash handed over does not cover what is taken in cash (2.2)",
    ]);
    // 4,40 pending and 1,00 of tip: 5,00 does not cover the 5,40 handed over for.
    w.refused(
      await w.call("POST", "v1/commands/close_command", { id: order.id, tip_amount: 1, tendered: 5 }),
    );
    const row = await orderRow(order.id);
    expect([row.status, row.paid_cents, row.tip_cents, row.serial]).toEqual(["solicitado", 0, 0, null]);
    expect(await tenderedOf(order.id)).toEqual([]);
  });

  // Refused rather than ignored: a till sending it with a card has mixed two payments up.
  it("refuses it with a card, a transfer or no payment, and changes nothing", async () => {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    const notCash = ["Lo entregado solo se indica en un cobro en efectivo"];
    expect(
      w.refused(
        await w.call("POST", "v1/payments/by_price", {
          command: order.id,
          price: 1,
          credit_card: true,
          tendered: 5,
        }),
      ).errors?.tendered,
    ).toEqual(notCash);
    for (const method of [{ credit_card: true }, { payment_type: "transfer" }])
      expect(
        w.refused(
          await w.call("POST", "v1/commands/close_command", { id: order.id, ...method, tendered: 10 }),
        ).errors?.tendered,
      ).toEqual(notCash);
    expect((await orderRow(order.id)).status).toBe("solicitado");
    expect(await tenderedOf(order.id)).toEqual([]);
    // A table's order is not paid as it is opened.
    expect(
      w.refused(
        await w.call("POST", "v1/commands", {
          table: await w.newTable(),
          products: [{ id: w.menu.cana }],
          tendered: 5,
        }),
      ).errors?.tendered,
    ).toEqual(notCash);
  });

  it("forgets it when the payment turns out to have been by card", async () => {
    const order = await w.openCommand([{ id: w.menu.cana, qty: 2 }]);
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: order.id, price: 2, tendered: 5 }),
    );
    await w.okData(
      await w.call("POST", "v1/payments/change_payment", { id: paid.payments[0]!.id, credit_card: true }),
    );
    expect(await tenderedOf(order.id)).toEqual([null]);
  });
});
