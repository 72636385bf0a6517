import type { DevicePaymentView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";
import { devicePayments } from "./payment-devices.schema";

/**
 * A refund asked while the terminal or the server is down still ends refunded, or back on the
 * manager's list with why: the devices' reconciler follows refunds as it follows payments, with
 * no manager's screen open (issue 32, never lost).
 */
describe.each(DATABASES)("card refunds followed in the background on %s", (kind) => {
  let w: DevicesWorld;
  beforeEach(async () => {
    w = await createDevicesWorld(kind);
  });
  afterEach(() => w?.close());

  const rowOf = async (id: number) =>
    (await w.t.db.select().from(devicePayments).where(eq(devicePayments.id, id)))[0]!;
  const refund = (id: number) => w.call("POST", "v1/payments/dojo/refund", { id });
  /** As if the last change of the row were `ms` ago (the manager's call long over). */
  const age = (id: number, ms = 60_000) =>
    w.t.db
      .update(devicePayments)
      .set({ updated_at: new Date(Date.now() - ms) })
      .where(eq(devicePayments.id, id));

  /** A table of 6.00 closed in cash while its card charge was on the terminal: the charge left. */
  const chargeLeftWithoutOrder = async () => {
    w.dojo.setOutcome("slow");
    const command = await w.openCommand([{ id: w.menu.vino, qty: 2 }]);
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    await w.okData(await w.call("POST", "v1/commands/close_command", { id: command.id, credit_card: false }));
    const sale = w.dojo.sessions().at(-1)!;
    w.dojo.settle(sale.id, "Captured");
    expect((await w.follow("dojo", started.id)).status).toBe("unrecorded");
    return { id: started.id, intentId: sale.intentId };
  };
  const refundedOf = (intentId: string) =>
    w.dojo.intents().find((intent) => intent.id === intentId)?.refundedAmount;

  it("a refund the card went back for while the server was down is refunded on start", async () => {
    const { id, intentId } = await chargeLeftWithoutOrder();
    w.dojo.setOutcome("slow");
    expect((await w.okData<DevicePaymentView>(await refund(id))).status).toBe("refunding");
    const session = w.dojo.sessions().at(-1)!;
    w.dojo.settle(session.id, "Captured");
    await w.restart();
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 10_000 }).toBe("refunded");
    expect(refundedOf(intentId)).toBe(600);
    expect((await rowOf(id)).resolved_at).not.toBeNull();
  });

  it("a terminal unreachable mid-refund: left refunding, then followed to its end once back", async () => {
    const { id } = await chargeLeftWithoutOrder();
    w.dojo.setOutcome("slow");
    await w.okData(await refund(id));
    w.dojo.setMode("unavailable");
    try {
      await w.t.paymentDevices.reconcile();
      expect((await rowOf(id)).status).toBe("refunding");
    } finally {
      w.dojo.setMode("up");
    }
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Declined");
    await w.t.paymentDevices.reconcile();
    // Declined on the terminal: back on the manager's list, saying so.
    expect(await rowOf(id)).toMatchObject({
      status: "unrecorded",
      error: "devices.refund_declined",
      refund_session_id: null,
      resolved_by: null,
    });
  });

  it("a refund whose session was never kept: the intent says it went back, refunded", async () => {
    const { id, intentId } = await chargeLeftWithoutOrder();
    w.dojo.setOutcome("approve");
    await w.okData(await refund(id));
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    // As if the server stopped between claiming the refund and keeping its session.
    await w.t.db
      .update(devicePayments)
      .set({ status: "refunding", refund_session_id: null, resolved_at: null })
      .where(eq(devicePayments.id, id));
    // The manager's call may still be running: left alone for a while.
    await w.t.paymentDevices.reconcile();
    expect((await rowOf(id)).status).toBe("refunding");
    await age(id);
    await w.t.paymentDevices.reconcile();
    expect((await rowOf(id)).status).toBe("refunded");
    expect(refundedOf(intentId)).toBe(600);
  });

  it("a refund claimed that never reached the terminal is back on the list, to ask again", async () => {
    const { id } = await chargeLeftWithoutOrder();
    await w.t.db.update(devicePayments).set({ status: "refunding" }).where(eq(devicePayments.id, id));
    await age(id);
    await w.t.paymentDevices.reconcile();
    expect(await rowOf(id)).toMatchObject({ status: "unrecorded", error: "devices.refund_declined" });
    w.dojo.setOutcome("approve");
    await w.okData(await refund(id));
    await w.t.paymentDevices.reconcile();
    expect((await rowOf(id)).status).toBe("refunded");
  });

  it("a refund made though its answer was lost is not asked of the terminal twice", async () => {
    const { id, intentId } = await chargeLeftWithoutOrder();
    w.dojo.setOutcome("approve");
    await w.okData(await refund(id));
    w.dojo.settle(w.dojo.sessions().at(-1)!.id, "Captured");
    // As if the terminal's answer had been lost and the charge put back on the list.
    await w.t.db
      .update(devicePayments)
      .set({ status: "unrecorded", refund_session_id: null, resolved_by: null })
      .where(eq(devicePayments.id, id));
    const sessions = w.dojo.sessions().length;
    const again = await w.okData<DevicePaymentView>(await refund(id));
    expect(again.status).toBe("refunded");
    expect(w.dojo.sessions()).toHaveLength(sessions);
    expect(refundedOf(intentId)).toBe(600);
  });
});
