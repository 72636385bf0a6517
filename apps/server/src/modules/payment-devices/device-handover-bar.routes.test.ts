import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";
import { payments } from "../orders/orders.schema";

describe.each(DATABASES)("bar orders and pickup hand-overs through the devices on %s", (kind) => {
  let w: DevicesWorld;
  beforeAll(async () => {
    w = await createDevicesWorld(kind);
    await w.okData(await w.call("PUT", "v1/settings/global", { close_barra_order_auto: true }));
  });
  afterAll(() => w?.close());

  /** A bar order of two beers (2.20 each) the device will charge: created open. */
  const barOrder = async () => {
    const order = await w.okData(
      await w.call("POST", "v1/requests/barra", {
        products: [{ id: w.menu.cana, qty: 2 }],
        pay_on_device: true,
      }),
    );
    expect(order).toMatchObject({ status: "solicitado", pending: 4.4 });
    return order;
  };
  /** A pickup (or delivery) order of one wine (3.00) walked up to the step before the hand-over. */
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
    for (const step of steps)
      await w.okData(
        await w.call("POST", "v1/requests/change_process_status", { id: order.id, process_status: step }),
      );
    return order;
  };
  const orderOf = async (id: number) => w.okData(await w.call("GET", `v1/requests/${id}`));
  const tenderedOf = async (paymentId: number | null) => {
    const [row] = await w.t.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId ?? 0));
    return row?.tendered_cents;
  };

  it("a bar order charged on the terminal is closed only once the card is approved", async () => {
    w.dojo.setOutcome("approve");
    const order = await barOrder();
    const started = await w.charged("dojo", { command: order.id, mode: "all" });
    expect(w.dojo.intents().at(-1)!.amount).toEqual({ value: 440, currencyCode: "EUR" });
    expect((await orderOf(order.id)).status).toBe("solicitado");
    const done = await w.followUntil("dojo", started.id, "approved");
    expect(done.card).toBe("VISA •••• 4242");
    const closed = await orderOf(order.id);
    expect(closed).toMatchObject({ status: "payed", pending: 0 });
    expect(closed.payments).toEqual([
      expect.objectContaining({ id: done.payment, credit_card: true, price: 4.4 }),
    ]);
  });

  it("a bar order charged in the cash machine keeps what went in; declined leaves it open", async () => {
    w.cash.setOutcome("pay");
    w.cash.setTendered(undefined);
    const order = await barOrder();
    const started = await w.charged("cashmatic", { command: order.id, mode: "all" });
    const done = await w.followUntil("cashmatic", started.id, "approved");
    expect(done.inserted).toBeGreaterThanOrEqual(4.4);
    const closed = await orderOf(order.id);
    expect(closed).toMatchObject({ status: "payed", pending: 0 });
    expect(closed.payments).toEqual([expect.objectContaining({ credit_card: false, price: 4.4 })]);
    if (done.inserted > 4.4) expect(await tenderedOf(done.payment)).toBe(Math.round(done.inserted * 100));

    w.dojo.setOutcome("decline");
    const other = await barOrder();
    const refused = await w.charged("dojo", { command: other.id, mode: "all" });
    await w.followUntil("dojo", refused.id, "declined");
    expect(await orderOf(other.id)).toMatchObject({ status: "solicitado", pending: 4.4, payments: [] });
  });

  it("a bar order created to be paid on a device takes no cash with it", async () => {
    const refusal = w.refused(
      await w.call("POST", "v1/requests/barra", {
        products: [{ id: w.menu.cana }],
        pay_on_device: true,
        tendered: 5,
      }),
    );
    expect(refusal.errors?.tendered).toBeDefined();
  });

  it("hands a pickup order over as the terminal approves it, with the tip", async () => {
    w.dojo.setOutcome("approve");
    const order = await readyOrder("recoger");
    const started = await w.charged("dojo", { command: order.id, mode: "hand_over", tip_amount: 0.5 });
    expect(started).toMatchObject({ mode: "hand_over", amount: 3, tip: 0.5 });
    expect(w.dojo.intents().at(-1)!.amount).toEqual({ value: 350, currencyCode: "EUR" });
    // Not handed over while the card is being asked for.
    expect(await orderOf(order.id)).toMatchObject({ process_status: "readyForPickup", pending: 3 });
    const done = await w.followUntil("dojo", started.id, "approved");
    const handed = await orderOf(order.id);
    expect(handed).toMatchObject({
      status: "payed",
      process_status: "received",
      pending: 0,
      tip_amount: 0.5,
    });
    expect(handed.payments).toEqual([
      expect.objectContaining({ id: done.payment, credit_card: true, price: 3 }),
    ]);
  });

  it("hands a delivery order over as the cash machine is paid", async () => {
    w.cash.setOutcome("pay");
    w.cash.setTendered(undefined);
    const order = await readyOrder("domicilio");
    const started = await w.charged("cashmatic", { command: order.id, mode: "hand_over" });
    const done = await w.followUntil("cashmatic", started.id, "approved");
    const handed = await orderOf(order.id);
    expect(handed).toMatchObject({ status: "payed", process_status: "received", pending: 0 });
    expect(handed.payments).toEqual([
      expect.objectContaining({ id: done.payment, credit_card: false, price: 3 }),
    ]);
  });

  it("a declined hand-over leaves the order ready and unpaid", async () => {
    w.dojo.setOutcome("decline");
    const order = await readyOrder("recoger");
    const started = await w.charged("dojo", { command: order.id, mode: "hand_over" });
    await w.followUntil("dojo", started.id, "declined");
    expect(await orderOf(order.id)).toMatchObject({
      status: "solicitado",
      process_status: "readyForPickup",
      pending: 3,
    });
  });

  it("refuses a hand-over of a table, or of an order not ready, before the card is touched", async () => {
    const intents = w.dojo.intents().length;
    const table = await w.openCommand([{ id: w.menu.cana }]);
    expect(
      w.refused(await w.charge("dojo", { command: table.id, mode: "hand_over" })).errors?.mode,
    ).toBeDefined();
    const client = await w.create("v1/clients", { first_name: "Iker", addresses: [{ address: "Mayor 2" }] });
    const early = await w.okData(
      await w.call("POST", "v1/requests/recoger", { client: client.id, products: [{ id: w.menu.vino }] }),
    );
    const notReady = w.refused(await w.charge("dojo", { command: early.id, mode: "hand_over" }));
    expect(notReady.code).toBeDefined();
    expect(w.dojo.intents()).toHaveLength(intents);
    expect(await orderOf(early.id)).toMatchObject({ process_status: "solicited", pending: 3 });
  });

  // Last: the world's first server is stopped by it.
  it("a hand-over the card paid while the server was down is handed over once on start", async () => {
    w.dojo.setOutcome("slow");
    const order = await readyOrder("recoger");
    const started = await w.charged("dojo", { command: order.id, mode: "hand_over" });
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    const second = await w.restart();
    const read = async () =>
      (
        await second.app.inject({ method: "GET", url: `/api/v1/requests/${order.id}`, headers: w.admin })
      ).json().data as { status: string; process_status: string; payments: unknown[] };
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe("payed");
    await second.paymentDevices.reconcile();
    expect(await read()).toMatchObject({ process_status: "received", payments: [expect.anything()] });
    expect(started.mode).toBe("hand_over");
  });
});
