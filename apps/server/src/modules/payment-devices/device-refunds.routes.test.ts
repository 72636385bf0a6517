import type { DevicePaymentView, UnresolvedDevicePayment } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";

/**
 * A card charged for an order that could not take it (closed another way, or paid past it
 * meanwhile) is never left silently: the manager sees it with its order, and refunds it on the
 * terminal or attaches it to the order as a payment (issue 32).
 */
describe.each(DATABASES)("charges without a payment row on %s", (kind) => {
  let w: DevicesWorld;
  beforeAll(async () => {
    w = await createDevicesWorld(kind);
  });
  afterAll(() => w?.close());

  const unresolved = async (headers = w.admin) =>
    w.okData<{ results: UnresolvedDevicePayment[]; total: number }>(
      await w.call("GET", "v1/payments/devices/unresolved", undefined, headers),
    );
  const refund = (id: number) => w.call("POST", "v1/payments/dojo/refund", { id });
  const attach = (id: number) => w.call("POST", "v1/payments/devices/attach", { id });

  /** A table of 7.40 whose card charge (`mode`) the waiter overtakes by closing it in cash. */
  const closedUnderTheCard = async () => {
    w.dojo.setOutcome("slow");
    const command = await w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    const started = await w.charged("dojo", { command: command.id, mode: "all", tip_amount: 0.6 });
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id, credit_card: false }));
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    const left = await w.follow("dojo", started.id);
    expect(left).toMatchObject({ status: "unrecorded", error: "devices.needs_refund" });
    return { command, left };
  };

  it("lists the charge with its order, amount, card and time, for the manager only", async () => {
    const { command, left } = await closedUnderTheCard();
    const { results } = await unresolved();
    const listed = results.find((row) => row.id === left.id);
    expect(listed).toMatchObject({
      command: command.id,
      order_kind: "local",
      order_status: "payed",
      amount: 7.4,
      tip: 0.6,
      card: "VISA •••• 4242",
      status: "unrecorded",
      order_pending: 0,
    });
    expect(listed!.table_name).toMatch(/^M\d+$/);
    expect(Date.parse(listed!.created_at)).not.toBeNaN();
    for (const call of [
      w.call("GET", "v1/payments/devices/unresolved", undefined, w.waiter),
      w.call("POST", "v1/payments/dojo/refund", { id: left.id }, w.waiter),
      w.call("POST", "v1/payments/devices/attach", { id: left.id }, w.waiter),
    ])
      expect((await call).statusCode).toBe(403);
  });

  it("refunds it on the terminal, once: the whole charge with its tip goes back to the card", async () => {
    const { left } = await closedUnderTheCard();
    w.dojo.setOutcome("approve");
    const refunding = await w.okData<DevicePaymentView>(await refund(left.id));
    expect(refunding.status).toBe("refunding");
    const session = w.dojo.sessions().at(-1)!;
    expect(session).toMatchObject({ type: "MatchedRefund", refundValue: 800 });
    expect(w.refused(await refund(left.id)).code).toBe("devices.not_unrecorded");
    // The manager's screen follows the refund until the terminal says it is given back.
    await expect
      .poll(async () => (await unresolved()).results.some((row) => row.id === left.id), { timeout: 10_000 })
      .toBe(false);
    const intent = w.dojo.intents().find((candidate) => candidate.id === session.intentId)!;
    expect(intent.refundedAmount).toBe(800);
    const done = await w.follow("dojo", left.id);
    expect(done).toMatchObject({ status: "refunded", payment: null });
    expect(done.resolved_at).not.toBeNull();
    expect(w.refused(await attach(left.id)).code).toBe("devices.not_unrecorded");
  });

  it("a refund the terminal declines is back on the list, to try again", async () => {
    const { left } = await closedUnderTheCard();
    w.dojo.setOutcome("decline");
    await w.okData(await refund(left.id));
    await expect
      .poll(async () => (await unresolved()).results.find((row) => row.id === left.id)?.status, {
        timeout: 10_000,
      })
      .toBe("unrecorded");
    expect((await unresolved()).results.find((row) => row.id === left.id)?.error).toBe(
      "devices.refund_declined",
    );
    w.dojo.setOutcome("approve");
    await w.okData(await refund(left.id));
    await expect
      .poll(async () => (await unresolved()).results.some((row) => row.id === left.id), { timeout: 10_000 })
      .toBe(false);
  });

  it("a terminal that cannot be reached leaves it to refund later, nothing changed", async () => {
    const { left } = await closedUnderTheCard();
    w.dojo.setMode("unavailable");
    try {
      expect(w.refused(await refund(left.id)).code).toBe("devices.unavailable");
    } finally {
      w.dojo.setMode("up");
    }
    expect((await unresolved()).results.find((row) => row.id === left.id)).toMatchObject({
      status: "unrecorded",
      resolved_by: null,
    });
  });

  it("attaches it to its order as a payment once the order has room for it", async () => {
    w.dojo.setOutcome("slow");
    const command = await w.openCommand([
      { id: w.menu.cana, qty: 2 },
      { id: w.menu.vino, qty: 1 },
    ]);
    const started = await w.charged("dojo", { command: command.id, mode: "price", price: 3 });
    // Meanwhile another payer pays 5.00 in cash: only 2.40 is left, less than the card took.
    await w.okData(
      await w.call("POST", "v1/payments/by_price", { command: command.id, price: 5, credit_card: false }),
    );
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    const left = await w.follow("dojo", started.id);
    expect(left.status).toBe("unrecorded");
    // Still more than is pending: refused in the orders' words, nothing written.
    expect((await attach(left.id)).statusCode).toBe(400);
    expect((await w.order(command.id)).payments).toHaveLength(1);
    // The table orders another wine: now the card's 3.00 fits.
    await w.okData(await w.call("PUT", `v1/commands/${command.id}`, { products: [{ id: w.menu.vino }] }));
    const attached = await w.okData<DevicePaymentView>(await attach(left.id));
    expect(attached).toMatchObject({ status: "approved", card: "VISA •••• 4242" });
    expect(attached.payment).not.toBeNull();
    expect(attached.resolved_by).not.toBeNull();
    const order = await w.order(command.id);
    expect(order.pending).toBe(2.4);
    expect(order.payments).toContainEqual(
      expect.objectContaining({ id: attached.payment, credit_card: true, price: 3 }),
    );
    expect((await unresolved()).results.some((row) => row.id === left.id)).toBe(false);
    expect(w.refused(await refund(left.id)).code).toBe("devices.not_unrecorded");
  });
});
