import { PAYMENT_TYPES } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { printJobs } from "./orders.schema";

/** A Wednesday morning in Madrid: the day's pickup slots are still ahead. */
const NOW = new Date("2026-06-10T08:00:00Z");

describe.each(DATABASES)("order calls on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => NOW });
  });
  afterAll(() => w.t.close());

  it("lists orders by kind, status and table, and pages them", async () => {
    const open = await w.openCommand([{ id: w.menu.cana, qty: 1 }]);
    const drink = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.vino }] }),
    );
    await w.okData(await w.call("POST", "v1/requests/close", { id: drink.id }));
    const list = async (query: string) =>
      await w.okData<{ results: Order[]; total: number }>(await w.call("GET", `v1/requests?${query}`));
    expect((await list(`table=${open.table}`)).results.map((order) => order.id)).toEqual([open.id]);
    const bars = await list("kind=barra&status=payed");
    expect(bars.results.map((order) => order.id)).toContain(drink.id);
    expect(bars.results.every((order) => order.status === "payed")).toBe(true);
    const page = await list("page_size=1&open=true");
    expect(page.results).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect((await list("date_from=2026-06-10&date_to=2026-06-10")).total).toBeGreaterThanOrEqual(2);
    expect((await list("date_from=2026-06-11")).total).toBe(0);
    w.refused(await w.call("GET", "v1/requests?kind=mesa"));
  });

  it("changes status through the machine: paid, finished with permission, never back", async () => {
    const a = await w.okData(await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.cana }] }));
    const payed = await w.okData(
      await w.call("POST", "v1/requests/change_status", { id: a.id, status: "payed" }),
    );
    expect(payed.status).toBe("payed");
    expect(
      w.refused(await w.call("POST", "v1/requests/change_status", { id: a.id, status: "solicitado" })).code,
    ).toBe("orders.not_awaiting_acceptance");
    const b = await w.okData(
      await w.call("POST", "v1/requests/barra", { products: [{ id: w.menu.cana }] }, w.waiter),
    );
    w.refused(
      await w.call("POST", "v1/requests/change_status", { id: b.id, status: "finished" }, w.waiter),
      403,
    );
    const finished = await w.okData(
      await w.call("POST", "v1/requests/change_status", { id: b.id, status: "finished" }),
    );
    expect(finished.status).toBe("finished");
  });

  it("undoes the payments of one line, switches a payment between card and cash, and names the payment types", async () => {
    const order = await w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    const [cana, vino] = order.products;
    const paid = await w.okData(
      await w.call("POST", "v1/payments/by_products", {
        command: order.id,
        products: [{ request_item: cana!.id, qty: 2 }],
        credit_card: true,
      }),
    );
    await w.okData(
      await w.call("POST", "v1/payments/by_products", {
        command: order.id,
        products: [{ request_item: vino!.id, qty: 1 }],
      }),
    );
    const switched = await w.okData(
      await w.call("POST", "v1/payments/change_payment", { id: paid.payments[0]!.id, credit_card: false }),
    );
    expect(switched.payments[0]).toMatchObject({ credit_card: false, payment_type: "split_product" });
    const undone = await w.okData(
      await w.call("POST", "v1/payments/restore_item", { id: order.id, request_item: cana!.id }),
    );
    expect(undone.paid).toBe(3);
    expect(undone.products.map((line) => line.paid_qty)).toEqual([0, 1]);
    w.refused(await w.call("POST", "v1/payments/restore_item", { id: order.id, request_item: cana!.id }));
    const byCommand = await w.okData<{ results: Row[]; paid: number; pending: number }>(
      await w.call("GET", `v1/payments/get_by_command?command=${order.id}`),
    );
    expect([byCommand.results.length, byCommand.paid, byCommand.pending]).toEqual([2, 3, 4.4]);
    const check = await w.okData<Row>(await w.call("POST", "v1/payments/check", { id: order.id }));
    expect(check).toMatchObject({ pending: 4.4, paid_all: false });
    const types = await w.okData<{ results: string[] }>(await w.call("GET", "v1/payments/getPaymentsType"));
    expect(types.results).toEqual([...PAYMENT_TYPES]);
  });

  it("assigns a rider, lists the delivery board and closes every delivery and pickup order", async () => {
    const client = await w.create("v1/clients", {
      first_name: "Rosa",
      phone: "600111222",
      addresses: [{ address: "Calle Sol 3", city: "Madrid" }],
    });
    const delivery = await w.okData(
      await w.call("POST", "v1/requests/domicilio", { client: client.id, products: [{ id: w.menu.cana }] }),
    );
    const pickup = await w.okData(
      await w.call("POST", "v1/requests/recoger", { client: client.id, products: [{ id: w.menu.vino }] }),
    );
    const rider = await userIdOf(w.t.db, w.local, "Repartidor");
    const assigned = await w.okData(
      await w.call("POST", "v1/requests/assign_dealer", { id: delivery.id, dealer: rider }),
    );
    expect(assigned.dealer).toBe(rider);
    w.refused(await w.call("POST", "v1/requests/assign_dealer", { id: pickup.id, dealer: rider }), 404);
    w.refused(await w.call("POST", "v1/requests/assign_dealer", { id: delivery.id, dealer: 999_999 }));
    const board = await w.okData<{ results: Array<Order & { client_data: Row; address_data: Row }> }>(
      await w.call("GET", "v1/requests/delivery"),
    );
    const shown = board.results.find((order) => order.id === delivery.id)!;
    expect(shown.client_data).toMatchObject({ first_name: "Rosa", phone: "600111222" });
    expect(shown.address_data).toMatchObject({ address: "Calle Sol 3", city: "Madrid" });
    const closed = await w.okData<{ results: Order[] }>(
      await w.call("POST", "v1/requests/close_all_domicile_pickup"),
    );
    expect(closed.results.map((order) => order.id)).toEqual(expect.arrayContaining([delivery.id, pickup.id]));
    expect(closed.results.every((order) => order.status === "payed")).toBe(true);
    const after = await w.okData<{ total: number }>(await w.call("GET", "v1/requests/delivery"));
    expect(after.total).toBe(0);
  });

  it("shows a kitchen screen only its categories' unfinished lines", async () => {
    const screen = await w.create("v1/screens", { name: "Barra", categories: [w.menu.drinks] });
    const order = await w.openCommand([{ id: w.menu.cana, qty: 1 }, w.burgerLine(1, 1)]);
    const cards = async () =>
      (
        await w.okData<{ results: Order[] }>(
          await w.call("GET", `v1/requests/get_by_screen?screen=${screen.id}`, undefined, w.cook),
        )
      ).results;
    const card = (await cards()).find((candidate) => candidate.id === order.id)!;
    expect(card.products.map((line) => line.product_name)).toEqual(["Caña"]);
    await w.okData(
      await w.call(
        "POST",
        "v1/requests/mark",
        { id: card.products[0]!.id, process_status: "inProcess" },
        w.cook,
      ),
    );
    await w.okData(
      await w.call(
        "POST",
        "v1/requests/mark",
        { id: card.products[0]!.id, process_status: "toServe" },
        w.cook,
      ),
    );
    await w.okData(
      await w.call(
        "POST",
        "v1/requests/mark",
        { id: card.products[0]!.id, process_status: "received" },
        w.cook,
      ),
    );
    expect((await cards()).map((candidate) => candidate.id)).not.toContain(order.id);
    w.refused(await w.call("GET", "v1/requests/get_by_screen?screen=999999", undefined, w.cook), 404);
  });

  it("writes print jobs for the kitchen rounds and the ticket", async () => {
    const order = await w.openCommand([{ id: w.menu.cana }]);
    await w.okData(await w.call("PUT", `v1/commands/${order.id}`, { products: [{ id: w.menu.vino }] }));
    const printed = await w.okData<{ jobs: number[] }>(
      await w.call("POST", "v1/commands/print_all", { id: order.id }),
    );
    expect(printed.jobs).toHaveLength(2);
    await w.okData(await w.call("POST", "v1/requests/print", { id: order.id, kind: "ticket" }));
    const jobs = await w.t.db.select().from(printJobs).where(eq(printJobs.request_id, order.id));
    expect(jobs.map((job) => [job.kind, job.is_reprint])).toEqual([
      ["kitchen", false],
      ["kitchen", false],
      ["kitchen", true],
      ["kitchen", true],
      ["bill", false],
    ]);
  });

  it("answers an order's history, its client and waiter, and mails its ticket", async () => {
    const client = await w.create("v1/clients", { first_name: "Marta", email: "marta@example.com" });
    const order = await w.openCommand([{ id: w.menu.vino, qty: 2 }], { client: client.id }, w.waiter);
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: order.id }));
    const report = await w.okData<Order & { history: Row[] }>(
      await w.call("GET", `v1/requests/retrieve_report?id=${order.id}`),
    );
    expect(report.history.map((event) => event.action)).toEqual(["created", "closed"]);
    const who = await w.okData<{ client: Row; user: Row }>(
      await w.call("GET", `v1/requests/get_client_or_user?id=${order.id}`),
    );
    expect(who.client).toMatchObject({ first_name: "Marta" });
    expect(who.user).toMatchObject({ first_name: "Camarero" });
    const sent = await w.okData<{ sent_to: string }>(
      await w.call("POST", "v1/commands/local_ticket_email", { id: order.id }),
    );
    expect(sent.sent_to).toBe("marta@example.com");
    const [mail] = await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "marta@example.com"));
    expect(mail!.text).toContain("2 × Vino");
    expect(mail!.text).toContain("6,00");
    expect(mail!.text).toContain("IVA 21 %");
    // The date as the printed ticket writes it: in the local's time zone, not the server's UTC.
    const closedAt = new Date(String(report.closed_at ?? report.created_at));
    const wallClock = (timeZone: string) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat("en-GB", {
          timeZone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
          .formatToParts(closedAt)
          .map((part) => [part.type, part.value]),
      );
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    };
    expect(mail!.text).toContain(wallClock("Europe/Madrid"));
    await w.okData(
      await w.call("PUT", "v1/settings/global", { currency: "USD", timezone: "America/New_York" }),
    );
    try {
      await w.okData(await w.call("POST", "v1/commands/local_ticket_email", { id: order.id }));
      const mails = await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "marta@example.com"));
      const dollars = mails.at(-1)!.text;
      expect(dollars).toContain("$6.00");
      expect(dollars).not.toContain("€");
      expect(dollars).toContain(wallClock("America/New_York"));
    } finally {
      await w.okData(
        await w.call("PUT", "v1/settings/global", { currency: "EUR", timezone: "Europe/Madrid" }),
      );
    }
    const anonymous = await w.openCommand([{ id: w.menu.cana }]);
    expect(w.refused(await w.call("POST", "v1/requests/ticket_email", { id: anonymous.id })).message).toBe(
      "El cliente no tiene correo",
    );
    // The client reads the local's language, whatever the language of the waiter's screen.
    const english = { ...w.admin, "accept-language": "en" } as never;
    await w.okData(
      await w.call(
        "POST",
        "v1/requests/ticket_email",
        { id: anonymous.id, email: "otra@example.com" },
        english,
      ),
    );
    await w.okData(await w.call("PUT", "v1/settings/global", { language: "en" }));
    try {
      await w.okData(
        await w.call("POST", "v1/requests/ticket_email", { id: anonymous.id, email: "otra@example.com" }),
      );
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/global", { language: "es" }));
    }
    const subjects = (
      await w.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "otra@example.com"))
    ).map((sent) => sent.subject);
    expect(subjects.sort()).toEqual([`Tu ticket ${anonymous.id}`, `Your ticket ${anonymous.id}`]);
  });
});
