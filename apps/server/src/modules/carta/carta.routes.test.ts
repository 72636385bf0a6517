import { type RealtimeMessage, tpvChannel } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { tables } from "../floor/floor.schema";
import { printJobs, requests } from "../orders/orders.schema";
import { CARTA_LIMITS } from "./carta-throttle";

/** Wednesday 10 June 2026, 14:00 in Madrid: within the default lunch service (13:00–16:00). */
const LUNCH = new Date("2026-06-10T12:00:00Z");

describe.each(DATABASES)("the digital menu's public calls on %s", (kind) => {
  let w: OrdersWorld;
  let ipCounter = 0;
  /** Each test calls from its own address, so the per-address limits of one never hold back another. */
  const freshIp = () => {
    ipCounter += 1;
    return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
  };

  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => LUNCH });
    // A loaded machine builds the world slowly on PGlite.
  }, 180_000);
  afterAll(() => w.t.close());

  const guest = (
    method: "GET" | "POST",
    url: string,
    payload?: object,
    remoteAddress = "10.0.0.1",
    host?: string,
  ) =>
    w.t.app.inject({
      method,
      url: `/api/v1/public/carta/${url}`,
      headers: { host: host ?? w.local.host },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const qrOf = async (tableId: number) =>
    (await w.t.db.select({ qr: tables.qr }).from(tables).where(eq(tables.id, tableId)))[0]!.qr;
  const setCard = async (body: Record<string, unknown>) =>
    expect((await w.call("PUT", "v1/settings/digital_card", body)).statusCode).toBe(200);
  const customer = { first_name: "Eva", last_name: "Sanz", email: "eva@example.com", phone: "600000111" };

  it("shows the menu customers may see: visible categories, active products, zone prices, the card", async () => {
    const hidden = await w.create("v1/categories", { name: "Personal", customer_active: false });
    await w.create("v1/products", { name: "Comida de personal", price: 1, category: hidden.id });
    await setCard({ title_es: "Bienvenidos", title_en: "Welcome", primary_color: "#112233" });
    const response = await guest("GET", "menu");
    expect(response.statusCode, response.body).toBe(200);
    const menu = response.json().data;
    expect(menu.local).toMatchObject({
      currency: "EUR",
      languages: ["es", "en", "ch"],
      timezone: "Europe/Madrid",
    });
    expect(menu.card).toMatchObject({
      title: { es: "Bienvenidos", en: "Welcome" },
      primary_color: "#112233",
    });
    expect(menu.ordering.open_now).toBe(true);
    const names = menu.categories.flatMap((category: { products: Row[] }) =>
      category.products.map((product) => product.name),
    );
    expect(names).toEqual(expect.arrayContaining(["Caña", "Vino", "Hamburguesa"]));
    expect(names).not.toContain("Fuera de carta");
    expect(names).not.toContain("Comida de personal");
    const burger = menu.categories
      .flatMap((category: { products: Row[] }) => category.products)
      .find((product: Row) => product.id === w.menu.burger);
    expect(burger.modifiers).toEqual([w.menu.point.id, w.menu.extras.id]);
    expect(menu.modifiers.map((modifier: Row) => modifier.id)).toEqual(
      expect.arrayContaining([w.menu.point.id, w.menu.extras.id]),
    );
    // Nothing of the staff's side: no purchase prices, recipes or stock.
    expect(Object.keys(burger)).not.toContain("purchase_price");
    expect(JSON.stringify(menu)).not.toContain("ingredients");

    const terraceTable = await w.newTable(w.menu.terrace);
    const terraceMenu = (await guest("GET", `menu?mesa=${await qrOf(terraceTable)}`)).json().data;
    const cana = terraceMenu.categories
      .flatMap((category: { products: Row[] }) => category.products)
      .find((product: Row) => product.id === w.menu.cana);
    expect(cana.price).toBe(2.5);
    expect((await guest("GET", "menu?mesa=nope")).statusCode).toBe(404);
  });

  it("shows the loyalty awards on offer today only where the card uses them", async () => {
    await w.create("v1/awards", { name: "Caña gratis", points: 50, product: w.menu.cana });
    await w.create("v1/awards", { name: "Diez por ciento", points: 20, gives: "discount", price: 10 });
    await w.create("v1/awards", {
      name: "De verano",
      points: 5,
      product: w.menu.cana,
      start_date: "2026-07-01",
      end_date: "2026-08-31",
    });
    await w.create("v1/awards", { name: "Retirado", points: 5, product: w.menu.cana, is_active: false });
    await setCard({ use_awards: false });
    expect((await guest("GET", "menu")).json().data.awards).toEqual([]);
    await setCard({ use_awards: true });
    expect((await guest("GET", "menu")).json().data.awards).toEqual([
      { name: "Diez por ciento", points: 20, image: null, product: null },
      { name: "Caña gratis", points: 50, image: null, product: expect.any(String) },
    ]);
    await setCard({ use_awards: false });
  });

  it("names a table by its QR token and nothing else; an unknown or another local's token is not found", async () => {
    const table = await w.newTable();
    const ip = freshIp();
    const found = await guest("GET", `tables/${await qrOf(table)}`, undefined, ip);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({ name: expect.stringMatching(/^M\d+$/) });
    const unknown = await guest("GET", "tables/not-a-token", undefined, ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("carta.table_unknown");

    const other = await buildLocal(w.t.db, { roles: ["Admin"] });
    const elsewhere = await guest("GET", `tables/${await qrOf(table)}`, undefined, ip, other.host);
    expect(elsewhere.statusCode).toBe(404);
  });

  it("orders from a table only when the local takes table orders: the kitchen gets it, the table is busy, the guest follows it", async () => {
    const table = await w.newTable();
    const qr = await qrOf(table);
    const ip = freshIp();
    const body = { products: [w.burgerLine(2, 1), { id: w.menu.cana, qty: 1, details: "Muy fría" }] };
    const off = await guest("POST", `tables/${qr}/orders`, body, ip);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe("carta.local_orders_off");

    await setCard({ local_orders: true });
    const placed = await guest("POST", `tables/${qr}/orders`, body, ip);
    expect(placed.statusCode, placed.body).toBe(201);
    const { token, order } = placed.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({ kind: "local", state: "accepted", currency: "EUR" });
    expect(order.lines).toEqual([
      { name: "Hamburguesa", qty: 2, options: ["Al punto", "Bacon"] },
      { name: "Caña", qty: 1, options: [] },
    ]);
    // The customer's view never carries the staff's fields.
    expect(Object.keys(order)).not.toEqual(expect.arrayContaining(["client", "worker", "payments"]));

    const [row] = await w.t.db.select().from(requests).where(eq(requests.table_id, table));
    expect(row).toMatchObject({ from_client: true, worker_id: null, kind: "local", status: "solicitado" });
    expect(await w.tableStatus(table)).toBe("busy");
    const jobs = await w.t.db.select().from(printJobs).where(eq(printJobs.request_id, row!.id));
    expect(jobs.map((job) => job.kind)).toEqual(["kitchen"]);

    // A second round from the same table joins the open command.
    const again = await guest("POST", `tables/${qr}/orders`, { products: [{ id: w.menu.vino, qty: 1 }] }, ip);
    expect(again.statusCode, again.body).toBe(201);
    const staffView = await w.okData<Order>(await w.call("GET", `v1/requests/${row!.id}`));
    expect(staffView.products.map((line) => line.product_name)).toEqual(["Hamburguesa", "Caña", "Vino"]);

    const status = await guest("GET", `orders/${token}`, undefined, ip);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data.table).toMatch(/^M\d+$/);
  });

  it("refuses junk with clear 400s and changes nothing", async () => {
    await setCard({ local_orders: true });
    const table = await w.newTable();
    const qr = await qrOf(table);
    const ip = freshIp();
    const before = (await w.t.db.select().from(requests)).length;
    const junk: unknown[] = [
      {},
      { products: [] },
      { products: [{ id: "x", qty: 1 }] },
      { products: [{ id: w.menu.cana, qty: 0 }] },
      { products: [{ id: w.menu.cana, qty: 1.5 }] },
      { products: [{ id: w.menu.cana, qty: 1, modifiers: "lots" }] },
      { products: [{ id: 2_147_483_648, qty: 1 }] },
      { products: [{ id: w.menu.inactive, qty: 1 }] },
      { products: [{ id: w.menu.burger, qty: 1 }] },
      {
        products: [{ id: w.menu.burger, qty: 1, modifiers: [{ id: 999_999, options: [{ id: 1, qty: 1 }] }] }],
      },
    ];
    for (const payload of junk) {
      const response = await guest("POST", `tables/${qr}/orders`, payload as object, ip);
      expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(400);
    }
    const unavailable = await guest(
      "POST",
      `tables/${qr}/orders`,
      { products: [{ id: w.menu.inactive, qty: 1 }] },
      ip,
    );
    expect(unavailable.json().errors["products.0"]).toEqual(["Este producto ya no está disponible"]);
    expect((await w.t.db.select().from(requests)).length).toBe(before);
    expect(await w.tableStatus(table)).toBe("available");
    expect((await guest("GET", "orders/nothing-here", undefined, ip)).statusCode).toBe(404);
    expect((await guest("GET", `orders/${"x".repeat(201)}`, undefined, ip)).statusCode).toBe(400);
  });

  it("throttles a table's token and an address", async () => {
    await setCard({ local_orders: true });
    const qr = await qrOf(await w.newTable());
    const body = { products: [{ id: w.menu.cana, qty: 1 }] };
    for (let index = 0; index < CARTA_LIMITS.table_order.table; index += 1) {
      // Each from another address: the table's own limit is what stops them.
      expect((await guest("POST", `tables/${qr}/orders`, body, freshIp())).statusCode).toBe(201);
    }
    const tooMany = await guest("POST", `tables/${qr}/orders`, body, freshIp());
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe("carta.too_many_requests");

    const ip = freshIp();
    for (let index = 0; index < CARTA_LIMITS.table_lookup.ip; index += 1) {
      expect((await guest("GET", "tables/unknown", undefined, ip)).statusCode).toBe(404);
    }
    expect((await guest("GET", "tables/unknown", undefined, ip)).statusCode).toBe(429);
    // Seventy calls, each counted in the database.
  }, 120_000);

  it("calls the waiter only where allowed, telling every till which table", async () => {
    const table = await w.newTable();
    const qr = await qrOf(table);
    const ip = freshIp();
    const heard: RealtimeMessage[] = [];
    const stop = w.t.realtime.subscribe(w.local.id, tpvChannel("caja"), (message) => heard.push(message));
    await setCard({ call_waiter: false });
    const off = await guest("POST", `tables/${qr}/call_waiter`, {}, ip);
    expect(off.statusCode).toBe(403);
    await setCard({ call_waiter: true });
    const called = await guest("POST", `tables/${qr}/call_waiter`, { reason: "bill" }, ip);
    expect(called.statusCode, called.body).toBe(200);
    await expect
      .poll(() => heard, { timeout: 5000 })
      .toContainEqual({
        type: "tables.call_waiter",
        data: { table, name: expect.any(String), reason: "bill" },
      });
    stop();
    expect((await guest("POST", `tables/${qr}/call_waiter`, { reason: "dance" }, ip)).statusCode).toBe(400);
    for (let index = 1; index < CARTA_LIMITS.call_waiter.table; index += 1) {
      expect((await guest("POST", `tables/${qr}/call_waiter`, {}, ip)).statusCode).toBe(200);
    }
    expect((await guest("POST", `tables/${qr}/call_waiter`, {}, ip)).statusCode).toBe(429);
  });

  it("takes a pickup order onto the delivery board; staff accept it late and the guest sees the new time", async () => {
    await w.create("v1/shifts", { start_at: "15:00", end_at: "16:00", order_per_shift: 5 });
    const ip = freshIp();
    const slots = await guest("GET", "slots?kind=recoger", undefined, ip);
    expect(slots.statusCode, slots.body).toBe(200);
    const slot = slots.json().data.results[0];
    expect(Object.keys(slot).sort()).toEqual(["date", "end", "ends_at", "start", "starts_at"]);

    const placed = await guest(
      "POST",
      "orders",
      {
        kind: "recoger",
        products: [w.burgerLine(1)],
        customer,
        soon_as_possible: false,
        shift_time: slot.starts_at,
      },
      ip,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { token, order } = placed.json().data;
    expect(order).toMatchObject({ kind: "recoger", state: "pending", shift_time: slot.starts_at });

    const board = await w.okData<{ results: Array<Order & { from_client: boolean }> }>(
      await w.call("GET", "v1/requests/delivery"),
    );
    const shown = board.results.find((row) => row.from_client && row.status === "required")!;
    expect(shown).toBeDefined();
    await w.okData(
      await w.call("POST", "v1/requests/accept_invalidate", {
        id: shown.id,
        is_accepted: true,
        order_time_delay: 15,
      }),
    );
    const status = (await guest("GET", `orders/${token}`, undefined, ip)).json().data;
    expect(status).toMatchObject({ state: "accepted", delay_minutes: 15 });
    expect(status.expected_at).toBe(new Date(Date.parse(slot.starts_at) + 15 * 60_000).toISOString());
    // Another guest's token never shows this order.
    expect((await guest("GET", `orders/${token.slice(0, -2)}xx`, undefined, ip)).statusCode).toBe(404);
  });

  it("tells the restaurant's digital menu address of a web order: its dishes, payment and tip", async () => {
    const mailsTo = async (to: string) =>
      (await w.t.db.select().from(mailOutbox)).filter(
        (mail) => mail.to === to && mail.local_id === w.local.id,
      );
    const ip = freshIp();
    const order = (first_name: string) =>
      guest(
        "POST",
        "orders",
        {
          kind: "recoger",
          products: [w.burgerLine(2)],
          customer: { ...customer, first_name },
          credit_card: true,
          tip_amount: 1.5,
          details: "Sin cebolla",
        },
        ip,
      );
    await setCard({ email: "", allow_tips: true });
    expect((await order("Sin aviso")).statusCode).toBe(201);
    expect(
      (await w.t.db.select().from(mailOutbox)).filter((mail) => mail.text.includes("Sin aviso")),
    ).toEqual([]);

    await setCard({ email: "pedidos@example.com" });
    const placed = await order("Lola");
    expect(placed.statusCode, placed.body).toBe(201);
    const [mail, ...more] = await mailsTo("pedidos@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Nuevo pedido desde la carta: Lola Sanz");
    const total = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(
      placed.json().data.order.total,
    );
    for (const text of [
      "Pedido para recoger",
      "Lola Sanz · 600000111 · eva@example.com",
      "Lo antes posible",
      "2 × ",
      `Total: ${total}`,
      "Pagará con tarjeta",
      "Propina: 1,50\u00a0€",
      "Observaciones: Sin cebolla",
    ])
      expect(mail!.text).toContain(text);
    await setCard({ email: "", allow_tips: false });
  });

  it("enforces blocked channels, the minimum, opening hours and tips on web orders", async () => {
    const ip = freshIp();
    const order = (extra: Record<string, unknown>) =>
      guest(
        "POST",
        "orders",
        { kind: "recoger", products: [{ id: w.menu.cana, qty: 1 }], customer, ...extra },
        ip,
      );
    const address = { address: "Calle Sol 3", city: "Madrid" };

    expect(
      (await w.call("PUT", "v1/settings/domicile_pickup", { block_pickup_order: true })).statusCode,
    ).toBe(200);
    const blocked = await order({});
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors.type).toEqual(["Ahora no se aceptan pedidos para recoger"]);
    expect(
      (await w.call("PUT", "v1/settings/domicile_pickup", { block_pickup_order: false })).statusCode,
    ).toBe(200);

    await setCard({ minimal_order_domicile: 20 });
    const small = await order({ kind: "domicilio", address });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json().errors.products).toEqual(["El pedido mínimo a domicilio es 20,00\u00a0€"]);
    await setCard({ minimal_order_domicile: 0 });

    await setCard({ allow_tips: false });
    const tip = await order({ tip_amount: 2 });
    expect(tip.json().errors.tip_amount).toEqual(["Este local no acepta propinas desde la carta"]);

    const closedDay = { open: false, intervals: [] };
    const week = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        closedDay,
      ]),
    );
    expect((await w.call("PUT", "v1/settings/work_hours", week)).statusCode).toBe(200);
    const closed = await order({});
    expect(closed.json().errors.type).toEqual([
      "Ahora estamos cerrados: elige una hora de recogida o de entrega",
    ]);
    expect((await guest("GET", "menu")).json().data.ordering.open_now).toBe(false);
    const lunch = { open: true, intervals: [{ start: "13:00", end: "16:00" }] };
    const open = Object.fromEntries(Object.keys(week).map((day) => [day, lunch]));
    expect((await w.call("PUT", "v1/settings/work_hours", open)).statusCode).toBe(200);
  });

  it("takes a kiosk order to pay at the counter: open, from the customer, not in the kitchen until paid", async () => {
    await setCard({ local_orders: true });
    const placed = await guest(
      "POST",
      "kiosk/orders",
      { products: [{ id: w.menu.cana, qty: 2 }], name: "Lucía" },
      freshIp(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order).toMatchObject({ kind: "barra", total: 4.4 });
    const [row] = await w.t.db.select().from(requests).where(eq(requests.details, "Lucía"));
    expect(row).toMatchObject({ from_client: true, status: "solicitado", kind: "barra" });
    const jobs = await w.t.db.select().from(printJobs).where(eq(printJobs.request_id, row!.id));
    expect(jobs).toEqual([]);
    expect(placed.json().data.order.pays_by_card).toBe(false);

    // Paying by card at the counter: the staff see it on the order, the guest's page knows it.
    const byCard = await guest(
      "POST",
      "kiosk/orders",
      { products: [{ id: w.menu.cana, qty: 1 }], name: "Tomás", credit_card: true },
      freshIp(),
    );
    expect(byCard.statusCode, byCard.body).toBe(201);
    expect(byCard.json().data.order.pays_by_card).toBe(true);
    const [cardRow] = await w.t.db.select().from(requests).where(eq(requests.details, "Tomás"));
    expect(cardRow!.credit_card).toBe(true);
  });
});
