import type { DevicePaymentView } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeOnSimulators } from "../../../test/demo-simulators";
import { createDevicesWorld, type DevicesWorld } from "../../../test/devices-kit";
import { DATABASES } from "../../../test/test-app";

/**
 * `npm run start:simulators` (issue 32, selectable in the demo): the step that switches a local
 * to the simulators leaves every till charging on the simulated terminal and the cash machine.
 */
describe.each(DATABASES)("the demo switched to the payment simulators on %s", (kind) => {
  let w: DevicesWorld;
  beforeAll(async () => {
    w = await createDevicesWorld(kind);
    // As a fresh demo is: devices off, no till on a terminal.
    await w.okData(
      await w.call("PUT", "v1/settings/global", { use_payment_terminal: false, use_cashmatic: false }),
    );
    const { tills } = await w.okData<{ tills: Array<{ tpv: number }> }>(
      await w.call("GET", "v1/payments/dojo/terminals"),
    );
    for (const till of tills)
      await w.okData(
        await w.call("POST", "v1/payments/dojo/till_terminal", { tpv: till.tpv, terminal_id: null }),
      );
  });
  afterAll(() => w?.close());

  it("switches the devices on and puts every till on the simulated terminal; a card then pays", async () => {
    const names = await chargeOnSimulators(
      async (method, path, body) => w.okData(await w.call(method, path, body)),
      w.dojo.terminalId,
    );
    expect(names).toEqual(expect.arrayContaining(["Caja", "Barra"]));
    const global = await w.okData<{ use_payment_terminal: boolean; use_cashmatic: boolean }>(
      await w.call("GET", "v1/settings/global"),
    );
    expect(global).toMatchObject({ use_payment_terminal: true, use_cashmatic: true });
    const { tills } = await w.okData<{ tills: Array<{ terminal_id: string }> }>(
      await w.call("GET", "v1/payments/dojo/terminals"),
    );
    expect(tills).toHaveLength(names.length);
    expect(new Set(tills.map((till) => till.terminal_id))).toEqual(new Set([w.dojo.terminalId]));

    w.dojo.setOutcome("approve");
    const command = await w.openCommand([{ id: w.menu.vino, qty: 1 }]);
    const started = await w.charged("dojo", { command: command.id, mode: "all" });
    expect((await w.followUntil("dojo", started.id, "approved")).status).toBe("approved");
    const cash = await w.openCommand([{ id: w.menu.vino, qty: 1 }]);
    const inMachine = await w.okData<DevicePaymentView>(
      await w.charge("cashmatic", { command: cash.id, mode: "all" }),
    );
    expect(inMachine.status).toBe("waiting");
    await w.okData(await w.call("POST", "v1/payments/cashmatic/cancel", { id: inMachine.id }));
  });

  const simulator = async (url: string, body: Record<string, string>) =>
    (await (
      await fetch(`${url}/_simulator`, { method: "POST", body: JSON.stringify(body) })
    ).json()) as Record<string, unknown>;

  it("what the next card and cash payment do is picked on the simulators, down and back up too", async () => {
    expect(await simulator(w.dojo.url, { outcome: "decline" })).toMatchObject({ outcome: "decline" });
    const declined = await w.openCommand([{ id: w.menu.vino, qty: 1 }]);
    const card = await w.charged("dojo", { command: declined.id, mode: "all" });
    expect((await w.followUntil("dojo", card.id, "declined")).error).toBe("devices.declined");

    expect(await simulator(w.dojo.url, { mode: "crash" })).toMatchObject({ mode: "crash" });
    const unreachable = await w.charged("dojo", { command: declined.id, mode: "all" });
    expect(unreachable).toMatchObject({ status: "failed", error: "devices.unavailable" });
    expect(await simulator(w.dojo.url, { mode: "up", outcome: "approve" })).toMatchObject({ mode: "up" });
    const paid = await w.charged("dojo", { command: declined.id, mode: "all" });
    expect((await w.followUntil("dojo", paid.id, "approved")).status).toBe("approved");

    expect(await simulator(w.cash.url, { mode: "down" })).toMatchObject({ data: { mode: "down" } });
    const machineDown = await w.charged("cashmatic", {
      command: (await w.openCommand([{ id: w.menu.vino, qty: 1 }])).id,
      mode: "all",
    });
    expect(machineDown).toMatchObject({ status: "failed", error: "devices.unavailable" });
    expect(await simulator(w.cash.url, { mode: "up" })).toMatchObject({ data: { mode: "up" } });
    expect((await simulator(w.dojo.url, { outcome: "nonsense" })).status).toBe(400);
  });
});
