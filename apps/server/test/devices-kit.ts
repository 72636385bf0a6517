import { randomUUID } from "node:crypto";
import type { DevicePaymentStatus, DevicePaymentView } from "@comanda/domain";
import { expect } from "vitest";
import { buildApp } from "../src/app";
import type { DatabaseKind } from "../src/platform/db/client";
import { tpvIdOf } from "./factories";
import { type FakeCashmatic, startFakeCashmatic } from "./fake-cashmatic";
import { type FakeDojo, startFakeDojo } from "./fake-dojo";
import { createOrdersWorld } from "./orders-kit";
import { testConfig } from "./test-app";

export type Device = "dojo" | "cashmatic";

/**
 * An orders world whose tills charge on a fake Dojo terminal and a fake Cashmatic machine, both
 * switched on in the settings, the till `caja` on the fake's first terminal. Nothing is followed
 * in the background (reconcileMs 0): each test moves the payments on itself.
 */
export async function createDevicesWorld(kind: DatabaseKind) {
  const dojo: FakeDojo = await startFakeDojo({ pollsToSettle: 2 });
  const cash: FakeCashmatic = await startFakeCashmatic();
  const paymentDevices = {
    ...testConfig().paymentDevices,
    dojoUrl: dojo.url,
    dojoApiKey: dojo.apiKey,
    cashmaticUrl: cash.url,
    cashmaticUsername: cash.username,
    cashmaticPassword: cash.password,
    requestTimeoutMs: 2000,
    reconcileMs: 0,
  };
  const world = await createOrdersWorld(kind, { config: { paymentDevices } });
  const { call, okData } = world;
  await okData(await call("PUT", "v1/settings/global", { use_payment_terminal: true, use_cashmatic: true }));
  const caja = await tpvIdOf(world.t.db, world.local.id, "caja");
  await okData(
    await call("POST", "v1/payments/dojo/till_terminal", { tpv: caja, terminal_id: dojo.terminalId }),
  );

  const charge = (device: Device, body: Record<string, unknown>, headers = world.admin) =>
    call("POST", `v1/payments/${device}`, { idempotency_key: randomUUID(), ...body }, headers);
  const charged = async (device: Device, body: Record<string, unknown>) =>
    okData<DevicePaymentView>(await charge(device, body));
  const follow = async (device: Device, id: number) =>
    okData<DevicePaymentView>(await call("POST", `v1/payments/${device}/transaction`, { id }));
  /** Follows the payment (as the till does every half second) until it reaches `status`. */
  const followUntil = async (device: Device, id: number, status: DevicePaymentStatus) => {
    let view = await follow(device, id);
    for (let i = 0; i < 10 && view.status !== status; i++) view = await follow(device, id);
    expect(view.status).toBe(status);
    return view;
  };
  const order = async (id: number) => okData(await call("GET", `v1/commands/${id}`));

  /** This server stops (mid-payment) and another starts on the same database, as after a crash. */
  let current = world.t.app;
  const restart = async () => {
    await current.close();
    const built = await buildApp({ database: world.t.database, config: world.t.config });
    await built.app.ready();
    current = built.app;
    return built;
  };

  return {
    ...world,
    dojo,
    cash,
    charge,
    charged,
    follow,
    followUntil,
    order,
    restart,
    async close() {
      if (current !== world.t.app) await current.close();
      await world.t.close();
      await dojo.close();
      await cash.close();
    },
  };
}
export type DevicesWorld = Awaited<ReturnType<typeof createDevicesWorld>>;
