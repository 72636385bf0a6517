import type { DevicePaymentView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import type { Order } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";
import { devicePayments } from "./payment-devices.schema";

/**
 * Never twice, never lost: a server that stops mid-payment (killed, restarted) finds on start
 * what the device did meanwhile and records the payment or lets it go.
 */
describe.each(DATABASES)("device payments across a restart on %s", (kind) => {
  let w: DevicesWorld;
  beforeEach(async () => {
    w = await createDevicesWorld(kind);
  });
  afterEach(() => w?.close());

  const openTable = () => w.openCommand([{ id: w.menu.vino, qty: 2 }]);
  const orderOn = async (app: Awaited<ReturnType<DevicesWorld["restart"]>>, id: number) =>
    (await app.app.inject({ method: "GET", url: `/api/v1/commands/${id}`, headers: w.admin })).json()
      .data as Order;
  const rowOf = async (id: number) =>
    (await w.t.db.select().from(devicePayments).where(eq(devicePayments.id, id)))[0]!;

  it("the card paid while the server was down: recorded once on start", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 1 });
    const session = w.dojo.sessions().at(-1)!;
    // The terminal approves between the till's last look and the server's stop.
    w.dojo.settle(session.id, "Captured");
    const second = await w.restart();
    await expect.poll(async () => (await rowOf(started.id)).status, { timeout: 10_000 }).toBe("approved");
    const order = await orderOn(second, command.id);
    expect(order.status).toBe("payed");
    expect(order.payments).toHaveLength(1);
    expect(order.tip_amount).toBe(1);
    // Reconciled again (another instance, the next tick): still one payment.
    await second.paymentDevices.reconcile();
    expect((await orderOn(second, command.id)).payments).toHaveLength(1);
    // The till that reloads finds it approved.
    const found = (
      await second.app.inject({
        method: "POST",
        url: "/api/v1/payments/dojo/transaction",
        headers: w.admin,
        payload: { command: command.id },
      })
    ).json().data as DevicePaymentView;
    expect(found).toMatchObject({ id: started.id, status: "approved", card: "VISA •••• 4242" });
  });

  it("declined while the server was down: nothing paid, the intent let go", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Declined");
    const second = await w.restart();
    await expect.poll(async () => (await rowOf(started.id)).status, { timeout: 10_000 }).toBe("declined");
    const order = await orderOn(second, command.id);
    expect(order).toMatchObject({ status: "solicitado", paid: 0, pending: 6 });
  });

  it("the start's answer was lost after the session began: the intent tells it was paid", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    // As if the server stopped before keeping the session's id.
    await w.t.db.update(devicePayments).set({ session_id: null }).where(eq(devicePayments.id, started.id));
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    const second = await w.restart();
    await expect.poll(async () => (await rowOf(started.id)).status, { timeout: 10_000 }).toBe("approved");
    expect((await orderOn(second, command.id)).payments).toHaveLength(1);
  });

  it("still on the terminal after the restart: left waiting, then followed to its end", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const second = await w.restart();
    await second.paymentDevices.reconcile();
    expect((await rowOf(started.id)).status).toBe("waiting");
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    await second.paymentDevices.reconcile();
    expect((await rowOf(started.id)).status).toBe("approved");
    expect((await orderOn(second, command.id)).status).toBe("payed");
  });

  it("the cash machine finished while the server was down: recorded with the change", async () => {
    w.cash.setOutcome("pay");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    // The machine takes the cash and gives the change with nobody looking.
    w.cash.finishRunning();
    const second = await w.restart();
    await expect.poll(async () => (await rowOf(started.id)).status, { timeout: 10_000 }).toBe("approved");
    expect(await rowOf(started.id)).toMatchObject({ inserted_cents: 1000, dispensed_cents: 400 });
    const order = await orderOn(second, command.id);
    expect(order.status).toBe("payed");
    expect(order.payments[0]).toMatchObject({ credit_card: false, price: 6 });
  });

  it("an order closed another way while the card paid is kept for a refund, never lost", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id, credit_card: false }));
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    const done = await w.follow("dojo", started.id);
    expect(done).toMatchObject({ status: "unrecorded", error: "devices.needs_refund", payment: null });
    expect(done.transaction_id).toMatch(/^tr_/);
    expect((await w.order(command.id)).payments).toHaveLength(1);
  });
});
