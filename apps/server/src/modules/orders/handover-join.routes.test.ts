import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, userIdOf } from "../../../test/factories";
import { createOrdersWorld, type Order, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { payments, requestEvents, requestRounds } from "./orders.schema";

describe.each(DATABASES)("hand-over of pickup and delivery orders, tables opened twice, on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const move = (id: number, process_status: string, extra: Record<string, unknown> = {}, headers = w.admin) =>
    w.call("POST", "v1/requests/change_process_status", { id, process_status, ...extra }, headers);
  /** A pickup (or delivery) order of one wine (3,00 €) walked up to the step before the hand-over. */
  const readyOrder = async (orderKind: "recoger" | "domicilio") => {
    const client = await w.create("v1/clients", { first_name: "Ane", addresses: [{ address: "Mayor 1" }] });
    const order = await w.okData(
      await w.call("POST", `v1/requests/${orderKind}`, {
        client: client.id,
        products: [{ id: w.menu.vino }],
      }),
    );
    const steps =
      orderKind === "recoger" ? ["inProcess", "readyForPickup"] : ["inProcess", "toServe", "onTheWay"];
    for (const step of steps) await w.okData(await move(order.id, step));
    return order;
  };
  const livePayments = async (id: number) =>
    w.t.db.select().from(payments).where(eq(payments.request_id, id));

  it("refuses to hand over an unpaid pickup order, by the card or by its last line", async () => {
    const order = await readyOrder("recoger");
    const refusal = w.refused(await move(order.id, "received"));
    expect(refusal.code).toBe("orders.handover_unpaid");
    expect(refusal.message).toContain("3,00");
    const byLine = w.refused(
      await w.call("POST", "v1/requests/mark", { id: order.products[0]!.id, process_status: "received" }),
    );
    expect(byLine.code).toBe("orders.handover_not_here");
    const still = await w.okData(await w.call("GET", `v1/requests/${order.id}`));
    expect(still).toMatchObject({ status: "solicitado", process_status: "readyForPickup", pending: 3 });
  });

  it("hands over unpaid on a manager's override with a reason, listed in the box report", async () => {
    const order = await readyOrder("recoger");
    // The cook moves cards but may not let an order go unpaid: a manager lends the permission.
    w.refused(await move(order.id, "received", { reason: "Paga mañana, cliente habitual" }, w.cook), 403);
    const granted = await w.call(
      "POST",
      "v1/auth/check_user_auth",
      { email: w.local.email("Admin"), password: PASSWORD, action: "orders.close_without_payment" },
      w.cook,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const handed = await w.okData(
      await move(order.id, "received", { reason: "Paga mañana, cliente habitual" }, w.cook),
    );
    expect(handed).toMatchObject({ status: "solicitado", process_status: "received", pending: 3 });
    const [event] = await w.t.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.request_id, order.id), eq(requestEvents.action, "handed_over_unpaid")));
    expect(event).toMatchObject({
      user_id: await userIdOf(w.t.db, w.local, "Cocina"),
      authorized_by: await userIdOf(w.t.db, w.local, "Admin"),
    });
    const report = await w.okData<{ voided: Array<Record<string, unknown>> }>(
      await w.call("GET", "v1/box_reports/current"),
    );
    expect(report.voided).toContainEqual(
      expect.objectContaining({
        request_id: order.id,
        handed_over_unpaid: true,
        reason: "Paga mañana, cliente habitual",
        total: 3,
      }),
    );
  });

  it("charges a pickup order as it is handed over, in one call", async () => {
    const order = await readyOrder("recoger");
    const closed = await w.okData(
      await move(order.id, "received", { payment_type: "credit_card", tip_amount: 0.5 }),
    );
    expect(closed).toMatchObject({ status: "payed", process_status: "received", pending: 0 });
    expect(closed.serial).toMatch(/^T\d{4}-/);
    expect((await livePayments(order.id)).map((row) => [row.amount_cents, row.payment_type])).toEqual([
      [300, "credit_card"],
    ]);
    // A move that is not a hand-over takes no payment.
    const other = await readyOrder("recoger");
    const wrong = w.refused(await move(other.id, "inProcess", { payment_type: "cash" }));
    expect(Object.keys(wrong.errors ?? {})).toEqual(["payment_type"]);
  });

  it("a delivery marked delivered with cash records the payment in the same call", async () => {
    const order = await readyOrder("domicilio");
    expect(w.refused(await move(order.id, "received")).code).toBe("orders.handover_unpaid");
    const delivered = await w.okData<Order>(
      await move(order.id, "received", { payment_type: "cash", tendered: 5 }),
    );
    expect(delivered).toMatchObject({ status: "payed", process_status: "received", pending: 0 });
    expect(
      (await livePayments(order.id)).map((row) => [row.amount_cents, row.payment_type, row.tendered_cents]),
    ).toEqual([[300, "cash", 500]]);
  });

  it("a paid pickup order is handed over without asking", async () => {
    const order = await readyOrder("recoger");
    await w.okData(await w.call("POST", "v1/payments/by_price", { command: order.id, price: 3 }));
    const handed = await w.okData(await move(order.id, "received"));
    expect(handed).toMatchObject({ status: "solicitado", process_status: "received", pending: 0 });
  });

  it("two waiters opening one free table at once end in one command with both rounds", async () => {
    const table = await w.newTable();
    const [first, second] = await Promise.all([
      w.call(
        "POST",
        "v1/commands",
        { table, command_guests: 2, products: [{ id: w.menu.cana, qty: 2 }] },
        w.waiter,
      ),
      w.call("POST", "v1/commands", { table, command_guests: 3, products: [{ id: w.menu.vino }] }, w.admin),
    ]);
    const answers = [first, second].map((reply) => ({ status: reply.statusCode, body: reply.json() }));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const joined = answers.find((answer) => answer.status === 200)!.body;
    expect(joined.data.joined).toBe(true);
    expect(joined.message).toMatch(/^Añadido a la comanda abierta de M\d+$/);
    const command = await w.okData(await w.call("GET", `v1/commands/get_command?table=${table}`));
    expect(command.id).toBe(joined.data.id);
    expect(command.products.map((line) => [line.product_name, line.qty]).sort()).toEqual([
      ["Caña", 2],
      ["Vino", 1],
    ]);
    const rounds = await w.t.db.select().from(requestRounds).where(eq(requestRounds.request_id, command.id));
    expect(rounds.map((round) => round.number).sort()).toEqual([1, 2]);
  });

  it("a table's order taken through requests/local joins the open command too", async () => {
    const order = await w.openCommand([{ id: w.menu.cana }]);
    const again = await w.okData<Order & { joined: boolean }>(
      await w.call("POST", "v1/requests/local", { table: order.table, products: [{ id: w.menu.vino }] }),
    );
    expect(again).toMatchObject({ id: order.id, joined: true });
    expect(again.products).toHaveLength(2);
  });
});
