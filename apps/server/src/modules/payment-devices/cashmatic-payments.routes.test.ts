import type { DevicePaymentView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";
import { payments } from "../orders/orders.schema";

describe.each(DATABASES)("cash machine payments (Cashmatic) on %s", (kind) => {
  let w: DevicesWorld;
  beforeAll(async () => {
    w = await createDevicesWorld(kind);
  });
  afterAll(() => w?.close());

  /** A table with two beers (2.20 each) and a wine (3.00): 7.40. */
  const openTable = () =>
    w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);

  it("asks the machine for the amount, shows the cash and change live, and closes once paid", async () => {
    w.cash.setOutcome("pay");
    w.cash.setTendered(undefined);
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all", tip_amount: 0.6 });
    expect(started).toMatchObject({ status: "waiting", amount: 7.4, tip: 0.6 });
    expect(w.cash.running()).toMatchObject({ amount: 800 });
    // The customer puts in a 10 note; then the machine gives 2.00 back.
    const seen: Array<[number, number]> = [[started.inserted, started.dispensed]];
    let view = started;
    for (let i = 0; i < 8 && view.status === "waiting"; i++) {
      view = await w.follow("cashmatic", started.id);
      seen.push([view.inserted, view.dispensed]);
    }
    expect(seen).toContainEqual([10, 0]);
    expect(view).toMatchObject({ status: "approved", inserted: 10, dispensed: 2, not_dispensed: 0 });
    const order = await w.order(command.id);
    expect(order).toMatchObject({ status: "payed", tip_amount: 0.6 });
    expect(order.payments).toEqual([
      expect.objectContaining({ id: view.payment, credit_card: false, price: 7.4 }),
    ]);
    // The cash put in is kept with the payment: the ticket shows it and the change.
    const [row] = await w.t.db
      .select()
      .from(payments)
      .where(eq(payments.id, view.payment ?? 0));
    expect(row!.tendered_cents).toBe(1000);
  });

  it("cancel gives back what was put in; nothing paid", async () => {
    w.cash.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    const cancelled = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/cashmatic/cancel", { id: started.id }),
    );
    expect(cancelled).toMatchObject({ status: "cancelled", error: "devices.cancelled" });
    expect(cancelled.dispensed).toBe(cancelled.inserted);
    expect((await w.order(command.id)).pending).toBe(7.4);
  });

  it("cancel after some cash went in returns it all", async () => {
    w.cash.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    w.cash.insert(500);
    const partway = await w.follow("cashmatic", started.id);
    expect(partway).toMatchObject({ status: "waiting", inserted: 5 });
    const cancelled = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/cashmatic/cancel", { id: started.id }),
    );
    expect(cancelled).toMatchObject({
      status: "cancelled",
      inserted: partway.inserted,
      dispensed: partway.inserted,
    });
  });

  it("change the machine could not give is said, and the payment is still taken", async () => {
    w.cash.setOutcome("not_dispensed");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    const done = await w.followUntil("cashmatic", started.id, "approved");
    expect(done).toMatchObject({ inserted: 10, not_dispensed: 2.6 });
    expect((await w.order(command.id)).status).toBe("payed");
  });

  it("a timeout gives the money back and leaves the bill pending", async () => {
    w.cash.setOutcome("timeout");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    const done = await w.followUntil("cashmatic", started.id, "timeout");
    expect(done.error).toBe("devices.timeout");
    expect(done.dispensed).toBe(done.inserted);
    expect((await w.order(command.id)).paid).toBe(0);
  });

  it("the machine's refusals in words: not active, fund low, unreachable", async () => {
    const command = await openTable();
    for (const [outcome, code] of [
      ["unavailable", "devices.unavailable"],
      ["fund_low", "devices.fund_low"],
    ] as const) {
      w.cash.setOutcome(outcome);
      const failed = await w.charged("cashmatic", { command: command.id, mode: "all" });
      expect(failed).toMatchObject({ status: "failed", error: code });
    }
    w.cash.setOutcome("pay");
    w.cash.setMode("down");
    try {
      const failed = await w.charged("cashmatic", { command: command.id, mode: "all" });
      expect(failed).toMatchObject({ status: "failed", error: "devices.unavailable" });
    } finally {
      w.cash.setMode("up");
    }
    expect((await w.order(command.id)).paid).toBe(0);
  });

  it("one payment at a time on the machine", async () => {
    w.cash.setOutcome("slow");
    const first = await openTable();
    const second = await openTable();
    const started = await w.charged("cashmatic", { command: first.id, mode: "all" });
    expect(w.refused(await w.charge("cashmatic", { command: second.id, mode: "all" })).code).toBe(
      "devices.machine_busy",
    );
    await w.call("POST", "v1/payments/cashmatic/cancel", { id: started.id });
  });

  it("splits by amount in cash, then the rest by card", async () => {
    w.cash.setOutcome("pay");
    w.dojo.setOutcome("approve");
    const command = await openTable();
    const cash = await w.charged("cashmatic", { command: command.id, mode: "price", price: 4 });
    const paid = await w.followUntil("cashmatic", cash.id, "approved");
    expect(paid).toMatchObject({ amount: 4, inserted: 10, dispensed: 6 });
    const card = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 1 });
    await w.followUntil("dojo", card.id, "approved");
    const order = await w.order(command.id);
    expect(order).toMatchObject({ status: "payed", tip_amount: 1 });
    expect(order.payments.map((payment) => [payment.price, payment.credit_card])).toEqual([
      [4, false],
      [3.4, true],
    ]);
  });

  it("a payment of one device is not reachable through the other's calls", async () => {
    w.cash.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("cashmatic", { command: command.id, mode: "all" });
    expect((await w.call("POST", "v1/payments/dojo/cancel", { id: started.id })).statusCode).toBe(404);
    await w.call("POST", "v1/payments/cashmatic/cancel", { id: started.id });
  });
});
