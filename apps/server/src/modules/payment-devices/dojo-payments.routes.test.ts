import type { DevicePaymentView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";
import { devicePayments } from "./payment-devices.schema";

describe.each(DATABASES)("card terminal payments (Dojo) on %s", (kind) => {
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

  it("charges the rest with the tip on the till's terminal and closes the table once approved", async () => {
    w.dojo.setOutcome("approve");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 1.5 });
    expect(started).toMatchObject({ status: "waiting", amount: 7.4, tip: 1.5, payment: null });
    // The terminal was asked for the bill and the tip together, in cents, on the till's terminal.
    const intent = w.dojo.intents().at(-1)!;
    expect(intent.amount).toEqual({ value: 890, currencyCode: "EUR" });
    expect(w.dojo.sessions().at(-1)!.terminalId).toBe(w.dojo.terminalId);
    // Nothing is paid while the terminal waits for the card.
    expect((await w.order(command.id)).paid).toBe(0);

    const done = await w.followUntil("dojo", started.id, "approved");
    expect(done.card).toBe("VISA •••• 4242");
    expect(done.transaction_id).toMatch(/^tr_/);
    expect(done.auth_code).toBe("A1B2C3");
    const order = await w.order(command.id);
    expect(order.status).toBe("payed");
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ id: done.payment, credit_card: true, price: 7.4 });
    expect(order.tip_amount).toBe(1.5);
    // Followed again, it stays one payment.
    expect((await w.follow("dojo", started.id)).payment).toBe(done.payment);
    expect((await w.order(command.id)).payments).toHaveLength(1);
  });

  it("asks for the hand-sign confirmation and approves once the cashier accepts", async () => {
    w.dojo.setOutcome("signature");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const asking = await w.followUntil("dojo", started.id, "signature");
    expect(asking.payment).toBeNull();
    const confirmed = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/dojo/confirmation", { id: started.id, accepted: true }),
    );
    const done =
      confirmed.status === "approved" ? confirmed : await w.followUntil("dojo", started.id, "approved");
    expect(done.payment).not.toBeNull();
    expect((await w.order(command.id)).status).toBe("payed");
  });

  it("a signature the cashier rejects is a declined card: nothing paid", async () => {
    w.dojo.setOutcome("signature");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    await w.followUntil("dojo", started.id, "signature");
    await w.call("POST", "v1/payments/dojo/confirmation", { id: started.id, accepted: false });
    const done = await w.followUntil("dojo", started.id, "declined");
    expect(done.error).toBe("devices.declined");
    expect((await w.order(command.id)).pending).toBe(7.4);
  });

  it("refuses the confirmation when the terminal is not waiting for a signature", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const refusal = w.refused(
      await w.call("POST", "v1/payments/dojo/confirmation", { id: started.id, accepted: true }),
    );
    expect(refusal.code).toBe("devices.not_waiting_signature");
    await w.call("POST", "v1/payments/dojo/cancel", { id: started.id });
  });

  it("a declined card leaves the table open with its amount pending", async () => {
    w.dojo.setOutcome("decline");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 1 });
    const done = await w.followUntil("dojo", started.id, "declined");
    expect(done).toMatchObject({ error: "devices.declined", payment: null });
    const order = await w.order(command.id);
    expect(order).toMatchObject({ status: "solicitado", paid: 0, pending: 7.4 });
    // The intent was let go.
    expect(w.dojo.intents().at(-1)!.status).not.toBe("Captured");
  });

  it("cancels from the till while the terminal waits for the card", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const cancelled = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/dojo/cancel", { id: started.id }),
    );
    const done =
      cancelled.status === "cancelled" ? cancelled : await w.followUntil("dojo", started.id, "cancelled");
    expect(done.error).toBe("devices.cancelled");
    expect(w.dojo.intents().at(-1)!.status).toBe("Canceled");
    expect((await w.order(command.id)).pending).toBe(7.4);
    // Cancelled again: answered as it is.
    const again = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/dojo/cancel", { id: started.id }),
    );
    expect(again.status).toBe("cancelled");
  });

  it("refuses a cancel once the card paid, and records the payment", async () => {
    w.dojo.setOutcome("late");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    expect(w.refused(await w.call("POST", "v1/payments/dojo/cancel", { id: started.id })).code).toBe(
      "devices.too_late",
    );
    const done = await w.followUntil("dojo", started.id, "approved");
    expect((await w.order(command.id)).payments[0]!.id).toBe(done.payment);
  });

  it("a session that expires is a timeout: nothing paid", async () => {
    w.dojo.setOutcome("timeout");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const done = await w.followUntil("dojo", started.id, "timeout");
    expect(done.error).toBe("devices.timeout");
    expect((await w.order(command.id)).paid).toBe(0);
  });

  it("an unreachable terminal fails the payment in words, nothing kept running", async () => {
    w.dojo.setMode("unavailable");
    try {
      const command = await openTable();
      const started = await w.charged("dojo", { command: command.id, mode: "all" });
      expect(started).toMatchObject({ status: "failed", error: "devices.unavailable" });
      // The order can be charged again once the terminal is back.
      w.dojo.setMode("up");
      w.dojo.setOutcome("approve");
      const again = await w.charged("dojo", { command: command.id, mode: "all" });
      await w.followUntil("dojo", again.id, "approved");
    } finally {
      w.dojo.setMode("up");
    }
  });

  it("the same key again answers the same payment: one charge", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const body = { command: command.id, mode: "all", idempotency_key: `key-${command.id}-retry` };
    const sessionsBefore = w.dojo.sessions().length;
    const first = await w.okData<DevicePaymentView>(await w.charge("dojo", body));
    const second = await w.okData<DevicePaymentView>(await w.charge("dojo", body));
    expect(second.id).toBe(first.id);
    expect(w.dojo.sessions().length).toBe(sessionsBefore + 1);
    // The key belongs to that order.
    const other = await openTable();
    expect(w.refused(await w.charge("dojo", { ...body, command: other.id })).errors).toHaveProperty(
      "idempotency_key",
    );
    await w.call("POST", "v1/payments/dojo/cancel", { id: first.id });
  });

  it("two tills charging one order at once: one charge", async () => {
    w.dojo.setOutcome("slow");
    const command = await openTable();
    const sessionsBefore = w.dojo.sessions().length;
    const answers = await Promise.all([
      w.charge("dojo", { command: command.id, mode: "all" }),
      w.charge("dojo", { command: command.id, mode: "all" }, w.waiter),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refusal = answers.find((answer) => answer.statusCode === 400)!.json();
    expect(refusal.code).toBe("devices.busy");
    expect(w.dojo.sessions().length).toBe(sessionsBefore + 1);
    const started = answers.find((answer) => answer.statusCode === 200)!.json().data as DevicePaymentView;
    await w.call("POST", "v1/payments/dojo/cancel", { id: started.id });
  });

  it("splits: an amount, then products, then the rest with a tip, each on the terminal", async () => {
    w.dojo.setOutcome("approve");
    const command = await openTable();
    const byPrice = await w.charged("dojo", { command: command.id, mode: "price", price: 2 });
    expect(byPrice.amount).toBe(2);
    await w.followUntil("dojo", byPrice.id, "approved");
    const wine = command.products.find((line) => line.price === 3)!;
    const byProducts = await w.charged("dojo", {
      command: command.id,
      mode: "products",
      products: [{ request_item: wine.id, qty: 1 }],
    });
    expect(byProducts.amount).toBe(3);
    await w.followUntil("dojo", byProducts.id, "approved");
    let order = await w.order(command.id);
    expect(order).toMatchObject({ status: "solicitado", paid: 5, pending: 2.4 });
    const rest = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 0.6 });
    expect(rest).toMatchObject({ amount: 2.4, tip: 0.6 });
    expect(w.dojo.intents().at(-1)!.amount.value).toBe(300);
    await w.followUntil("dojo", rest.id, "approved");
    order = await w.order(command.id);
    expect(order).toMatchObject({ status: "payed", tip_amount: 0.6 });
    expect(order.payments.map((payment) => payment.payment_type)).toEqual([
      "split_price",
      "split_product",
      "credit_card",
    ]);
  });

  it("keeps the client's tax data asked for with the closing, for its full invoice", async () => {
    w.dojo.setOutcome("approve");
    const command = await openTable();
    const recipient = { legal_name: "Cliente SL", tax_number: "B64717838" };
    const started = await w.charged("dojo", {
      command: command.id,
      mode: "all",
      invoice_recipient: recipient,
    });
    await w.followUntil("dojo", started.id, "approved");
    const [row] = await w.t.db.select().from(devicePayments).where(eq(devicePayments.id, started.id));
    expect(row!.invoice_recipient).toEqual(recipient);
    expect((await w.order(command.id)).status).toBe("payed");
  });

  it("refuses what the orders' rules refuse before the card is touched", async () => {
    const command = await openTable();
    const sessionsBefore = w.dojo.sessions().length;
    const over = w.refused(await w.charge("dojo", { command: command.id, mode: "price", price: 50 }));
    expect(over.errors).toHaveProperty("price");
    const mixed = w.refused(
      await w.charge("dojo", { command: command.id, mode: "price", price: 1, tip_amount: 1 }),
    );
    expect(mixed.errors).toHaveProperty("mode");
    expect(w.dojo.sessions().length).toBe(sessionsBefore);
  });

  it("a till without a terminal, or with the terminal off in the settings, is told so", async () => {
    const command = await openTable();
    const barra = { ...w.admin, tpv: "barra" };
    // A session signed in at another till: its own terminal, none here.
    const login = await w.t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { host: w.local.host },
      payload: { email: w.local.email("Admin"), password: "clave-segura", tpv: "barra" },
    });
    const atBarra = { ...barra, authorization: `Bearer ${login.json().data.token as string}` };
    expect(w.refused(await w.charge("dojo", { command: command.id, mode: "all" }, atBarra)).code).toBe(
      "devices.no_terminal",
    );
    await w.okData(await w.call("PUT", "v1/settings/global", { use_payment_terminal: false }));
    try {
      expect(w.refused(await w.charge("dojo", { command: command.id, mode: "all" })).code).toBe(
        "devices.disabled",
      );
    } finally {
      await w.okData(await w.call("PUT", "v1/settings/global", { use_payment_terminal: true }));
    }
  });

  it("a till that reloaded finds the order's payment by the order", async () => {
    w.dojo.setOutcome("approve");
    const command = await openTable();
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    const found = await w.okData<DevicePaymentView>(
      await w.call("POST", "v1/payments/dojo/transaction", { command: command.id }),
    );
    expect(found.id).toBe(started.id);
    const none = await openTable();
    expect(
      (await w.call("POST", "v1/payments/dojo/transaction", { command: none.id })).json().data,
    ).toBeNull();
  });

  it("lists the account's terminals and each till's", async () => {
    const answer = await w.okData<{ results: Array<{ id: string }>; tills: Array<{ terminal_id: string }> }>(
      await w.call("GET", "v1/payments/dojo/terminals"),
    );
    expect(answer.results.map((terminal) => terminal.id)).toContain(w.dojo.terminalId);
    expect(answer.tills).toEqual([expect.objectContaining({ terminal_id: w.dojo.terminalId })]);
    // A waiter cannot change which terminal a till uses.
    const refusal = await w.call(
      "POST",
      "v1/payments/dojo/till_terminal",
      { tpv: 1, terminal_id: "tm_x" },
      w.waiter,
    );
    expect(refusal.statusCode).toBe(403);
  });
});
