import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../../../test/factories";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { printJobs } from "./orders.schema";

/** A Wednesday morning in Madrid: the day's pickup slots are still ahead. */
const NOW = new Date("2026-06-10T08:00:00Z");

describe.each(DATABASES)("order calls: pickup, delivery, promotions, parts and choices on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => NOW });
  });
  afterAll(() => w.t.close());

  it("takes pickup orders for a slot until it is full, and the slot is offered no more", async () => {
    await w.create("v1/shifts", { start_at: "12:00", end_at: "13:00", order_per_shift: 1 });
    const client = await w.create("v1/clients", { first_name: "Pepe" });
    const slots = async () =>
      (
        await w.okData<{ results: Array<{ start: string; starts_at: string }> }>(
          await w.call("GET", "v1/settings/shifts_times?kind=recoger&date=2026-06-10"),
        )
      ).results.map((slot) => slot.start);
    expect(await slots()).toEqual(["12:00", "12:30"]);
    const body = { client: client.id, soon_as_possible: false, products: [{ id: w.menu.cana }] };
    const missing = w.refused(await w.call("POST", "v1/requests/recoger", body));
    expect(missing.errors?.shift_time).toEqual(["Elige una hora de entrega o recogida"]);
    const order = await w.okData(
      await w.call("POST", "v1/requests/recoger", {
        ...body,
        shift_time: "12:00",
        delivery_date: "2026-06-10",
      }),
    );
    expect(order.shift_time).toBe("2026-06-10T10:00:00.000Z");
    expect(await slots()).toEqual(["12:30"]);
    const full = w.refused(
      await w.call("POST", "v1/requests/recoger", {
        ...body,
        shift_time: "12:00",
        delivery_date: "2026-06-10",
      }),
    );
    expect(full.errors?.shift_time).toEqual(["Esa hora ya no está disponible"]);
    const moved = await w.okData(
      await w.call("PUT", `v1/requests/recoger/${order.id}`, {
        shift_time: "12:30",
        delivery_date: "2026-06-10",
      }),
    );
    expect(moved.shift_time).toBe("2026-06-10T10:30:00.000Z");
    expect(await slots()).toEqual(["12:00"]);
    const soon = await w.okData(
      await w.call("PUT", `v1/requests/recoger/${order.id}`, { soon_as_possible: true }),
    );
    expect(soon).toMatchObject({ soon_as_possible: true, shift_time: null });
    expect(await slots()).toEqual(["12:00", "12:30"]);
    await w.okData(
      await w.call("PUT", `v1/requests/recoger/${order.id}`, {
        soon_as_possible: false,
        shift_time: "12:30",
        delivery_date: "2026-06-10",
      }),
    );
    expect(await slots()).toEqual(["12:00"]);
    await w.okData(await w.call("POST", "v1/requests/invalidate", { id: order.id }));
    expect(await slots()).toEqual(["12:00", "12:30"]);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        w.call("POST", "v1/requests/recoger", { ...body, shift_time: "12:00", delivery_date: "2026-06-10" }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it("applies a promotion code's discount and stops at its limit", async () => {
    await w.create("v1/offers", {
      name: "Verano",
      code: "verano10",
      price: 10,
      start_date: "2026-06-01",
      end_date: "2026-06-30",
      limit_uses: 1,
    });
    const first = await w.okData(
      await w.call("POST", "v1/requests/barra", {
        promotion: "VERANO10",
        products: [{ id: w.menu.vino, qty: 2 }],
      }),
    );
    expect(first).toMatchObject({ price: 5.4, discount: { type: "percent", value: 10 } });
    expect(first.promotion).toBeTypeOf("number");
    // The use counts when the order is paid.
    await w.okData(await w.call("POST", "v1/requests/close", { id: first.id }));
    const second = w.refused(
      await w.call("POST", "v1/requests/barra", { promotion: "verano10", products: [{ id: w.menu.vino }] }),
    );
    expect(second.code).toBe("offers.cannot_use");
    expect(
      w.refused(
        await w.call("POST", "v1/requests/barra", { promotion: "NOEXISTE", products: [{ id: w.menu.vino }] }),
      ).code,
    ).toBe("offers.invalid_code");
  });

  it("keeps each local's orders to itself", async () => {
    const order = await w.openCommand([{ id: w.menu.cana }]);
    const otherLocal = await buildLocal(w.t.db, { roles: ["Admin"] });
    const stranger = await loginAs(w.t, otherLocal, "Admin");
    w.refused(await w.call("GET", `v1/requests/${order.id}`, undefined, stranger), 404);
    w.refused(await w.call("POST", "v1/commands/close_command", { id: order.id }, stranger), 404);
    w.refused(await w.call("POST", "v1/payments/by_price", { command: order.id, price: 1 }, stranger), 404);
    w.refused(await w.call("POST", "v1/requests/invalidate", { id: order.id }, stranger), 404);
    const listed = await w.okData<{ total: number }>(await w.call("GET", "v1/requests", undefined, stranger));
    expect(listed.total).toBe(0);
    const foreignTable = w.refused(
      await w.call("POST", "v1/commands", { table: order.table, products: [{ id: w.menu.cana }] }, stranger),
    );
    expect(Object.keys(foreignTable.errors ?? {})).toEqual(["table"]);
    expect((await w.okData(await w.call("GET", `v1/commands/${order.id}`))).status).toBe("solicitado");
  });
  it("charges the delivery fee as a line at the global VAT that never holds a card back", async () => {
    const client = await w.create("v1/clients", { first_name: "Iker", addresses: [{ address: "Río 4" }] });
    await w.okData(await w.call("PUT", "v1/settings/domicile_pickup", { price_domicile_service: 2.5 }));
    try {
      // Taken on a screen in English: the line is named in the local's language, as its tickets print it.
      const order = await w.okData(
        await w.call(
          "POST",
          "v1/requests/domicilio",
          { client: client.id, products: [{ id: w.menu.vino }] },
          { ...w.admin, "accept-language": "en" } as never,
        ),
      );
      expect(order.products.map((line) => [line.product_name, line.importe, line.process_status])).toEqual([
        ["Vino", 3, "solicited"],
        ["Envío a domicilio", 2.5, "received"],
      ]);
      expect(order.vat.map((rate) => [rate.iva, rate.total])).toEqual([
        [10, 2.5],
        [21, 3],
      ]);
      const kitchen = await w.okData<{ in_kitchen: boolean; lines_pending: number }>(
        await w.call("GET", `v1/requests/check_in_kitchen?id=${order.id}`),
      );
      expect(kitchen).toMatchObject({ in_kitchen: true, lines_pending: 1 });
      // Paid first: an unpaid delivery is not handed over by its line (issue 23).
      await w.okData(await w.call("POST", "v1/payments/by_price", { command: order.id, price: 5.5 }));
      for (const step of ["inProcess", "toServe", "onTheWay", "received"]) {
        await w.okData(
          await w.call(
            "POST",
            "v1/requests/mark",
            { id: order.products[0]!.id, process_status: step },
            w.cook,
          ),
        );
      }
      const done = await w.okData(await w.call("GET", `v1/requests/${order.id}`));
      expect(done.process_status).toBe("received");
      const bar = await w.okData(
        await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino }] }),
      );
      expect(bar.products).toHaveLength(1);
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/domicile_pickup", { price_domicile_service: 0 }));
    }
  });

  it("prints and mails one payer's part, and marks a table waiting to pay by hand", async () => {
    const client = await w.create("v1/clients", { first_name: "Sara", email: "sara@example.com" });
    const order = await w.openCommand(
      [
        { id: w.menu.cana, qty: 2 },
        { id: w.menu.vino, qty: 1 },
      ],
      { client: client.id },
    );
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_products/delivery", {
        command: order.id,
        products: [{ request_item: order.products[1]!.id, qty: 1 }],
      }),
    );
    const payment = paid.payments[0]!;
    const printed = await w.okData<{ jobs: number[] }>(
      await w.call("POST", "v1/commands/print_split", { id: payment.id }),
    );
    const [job] = await w.t.db.select().from(printJobs).where(eq(printJobs.id, printed.jobs[0]!));
    expect(job).toMatchObject({ kind: "ticket", payment_id: payment.id });
    await w.okData(await w.call("POST", "v1/commands/local_ticket_email_split", { id: payment.id }));
    const mails = await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "sara@example.com"));
    expect(mails[0]!.text).toContain("1 × Vino");
    expect(mails[0]!.text).toContain("PAGADO");
    w.refused(await w.call("POST", "v1/commands/print_split", { id: 999_999 }), 404);

    const waiting = await w.okData<Row>(
      await w.call("POST", "v1/commands/change_status_by_command", { id: order.id, status: "pendingPay" }),
    );
    expect(waiting).toMatchObject({ id: order.table, status: "pendingPay" });
    expect(await w.tableStatus(order.table!)).toBe("pendingPay");
    w.refused(
      await w.call("POST", "v1/commands/change_status_by_command", { id: order.id, status: "blocked" }),
    );
    const closed = await w.okData(
      await w.call("POST", "v1/commands/change_status", { id: order.id, status: "payed" }),
    );
    expect(closed.status).toBe("payed");
    expect(await w.tableStatus(order.table!)).toBe("available");
  });
  it("closes a bar order as paid at once when the local closes bar orders automatically", async () => {
    await w.okData(await w.call("PUT", "v1/settings/global", { close_barra_order_auto: true }));
    try {
      const order = await w.okData(
        await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.cana }], credit_card: true }),
      );
      expect(order).toMatchObject({ status: "payed", credit_card: true, paid: 2.2 });
      expect(order.serial).toMatch(/^T2026-/);
      expect(order.payments.map((payment) => payment.payment_type)).toEqual(["credit_card"]);
      const table = await w.openCommand([{ id: w.menu.cana }]);
      expect(table.status).toBe("solicitado");
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/global", { close_barra_order_auto: false }));
    }
  });
  it("refuses delivery below the minimum amount, outside the radius or while blocked, saying why", async () => {
    const near = await w.create("v1/clients", {
      first_name: "Cerca",
      addresses: [{ address: "Sol 1", latitude: 40.4169, longitude: -3.7035 }],
    });
    const far = await w.create("v1/clients", {
      first_name: "Lejos",
      addresses: [{ address: "Toledo", latitude: 39.8628, longitude: -4.0273 }],
    });
    await w.okData(await w.call("PUT", "v1/settings/global", { latitude: 40.4168, longitude: -3.7038 }));
    await w.okData(
      await w.call("PUT", "v1/settings/domicile_pickup", {
        minimal_amount_domicile: 15,
        maximum_radius_domicile: 5,
      }),
    );
    try {
      const small = w.refused(
        await w.call("POST", "v1/requests/domicilio", { client: near.id, products: [{ id: w.menu.cana }] }),
      );
      expect(small.errors?.products).toEqual(["El pedido mínimo a domicilio es 15,00\u00a0€"]);
      const away = w.refused(
        await w.call("POST", "v1/requests/domicilio", {
          client: far.id,
          products: [{ id: w.menu.vino, qty: 6 }],
        }),
      );
      expect(away.errors?.address?.[0]).toMatch(
        /^La dirección está a \d+(\.\d)? km: el reparto llega hasta 5 km$/,
      );
      await w.okData(
        await w.call("POST", "v1/requests/domicilio", {
          client: near.id,
          products: [{ id: w.menu.vino, qty: 6 }],
        }),
      );
      await w.okData(await w.call("PUT", "v1/settings/domicile_pickup", { block_domicile_order: true }));
      const blocked = w.refused(
        await w.call("POST", "v1/requests/domicilio", {
          client: near.id,
          products: [{ id: w.menu.vino, qty: 6 }],
        }),
      );
      expect(blocked.errors?.type).toEqual(["Ahora no se aceptan pedidos a domicilio"]);
    } finally {
      await w.okData(
        await w.call("PUT", "v1/settings/domicile_pickup", {
          minimal_amount_domicile: 0,
          maximum_radius_domicile: 0,
          block_domicile_order: false,
        }),
      );
    }
  });
  it("keeps a nested choice under the option it was chosen with, priced per unit of the line", async () => {
    const sauce = await w.create("v1/modifiers", {
      name: "Salsa",
      options: [{ name: "Alioli" }, { name: "Brava", price: 0.3 }],
    });
    const side = await w.create("v1/modifiers", {
      name: "Guarnición",
      min_value: 1,
      options: [{ name: "Patatas", price: 1, modifiers: [sauce.id] }, { name: "Ensalada" }],
    });
    const sandwich = await w.create("v1/products", {
      name: "Bocadillo",
      price: 5,
      category: w.menu.category,
      modifiers: [side.id],
    });
    const [patatas] = side.options as Row[];
    const brava = (sauce.options as Row[])[1]!;
    const order = await w.okData(
      await w.call("POST", "v1/requests/barra", {
        products: [
          {
            id: sandwich.id,
            qty: 2,
            modifiers: [
              {
                id: side.id,
                options: [
                  {
                    id: patatas!.id,
                    qty: 1,
                    modifiers: [{ id: sauce.id, options: [{ id: brava.id, qty: 1 }] }],
                  },
                ],
              },
            ],
          },
          { id: w.menu.cana },
        ],
      }),
    );
    const [line] = order.products;
    expect(line!.items.map((item) => [item.name, item.price])).toEqual([
      ["Patatas", 1],
      ["Brava", 0.3],
    ]);
    expect(line!.items[1]!.parent).toBe(line!.items[0]!.rim_id);
    expect(line!.items[0]!.parent).toBeNull();
    expect(line!.importe).toBe(12.6);
    expect(order.price).toBe(14.8);
  });
});
