import { randomUUID } from "node:crypto";
import type { DeviceCredentialsView, DevicePaymentView } from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs, tpvIdOf } from "../../../test/factories";
import { type FakeCashmatic, startFakeCashmatic } from "../../../test/fake-cashmatic";
import { type FakeDojo, startFakeDojo } from "../../../test/fake-dojo";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES, testConfig } from "../../../test/test-app";
import { deviceCredentials } from "./payment-devices.schema";

const URL = "v1/payments/devices/credentials";
const KEY_A = "sk_sandbox_local_a_secret";
const KEY_B = "sk_sandbox_local_b_secret";

describe.each(DATABASES)("device credentials per local on %s", (kind) => {
  let w: OrdersWorld;
  /** The server's own account (DOJO_*), and one Dojo account per local. */
  let serverDojo: FakeDojo;
  let dojoA: FakeDojo;
  let dojoB: FakeDojo;
  let cash: FakeCashmatic;
  let localB: BuiltLocal;
  let adminB: AuthHeaders;
  let productB: number;

  beforeAll(async () => {
    serverDojo = await startFakeDojo({ terminals: ["tm_server_1"] });
    dojoA = await startFakeDojo({ apiKey: KEY_A, terminals: ["tm_a_1"] });
    dojoB = await startFakeDojo({ apiKey: KEY_B, terminals: ["tm_b_1"] });
    cash = await startFakeCashmatic();
    w = await createOrdersWorld(kind, {
      config: {
        paymentDevices: {
          ...testConfig().paymentDevices,
          dojoUrl: serverDojo.url,
          dojoApiKey: serverDojo.apiKey,
          requestTimeoutMs: 2000,
          reconcileMs: 0,
        },
      },
    });
    localB = await buildLocal(w.t.db, { roles: ["Admin"] });
    adminB = await loginAs(w.t, localB, "Admin");
    for (const headers of [w.admin, adminB])
      await w.okData(
        await w.call(
          "PUT",
          "v1/settings/global",
          { use_payment_terminal: true, use_cashmatic: true },
          headers,
        ),
      );
    const category = await w.okData<{ id: number }>(
      await w.call("POST", "v1/categories", { name: "Carta" }, adminB),
    );
    productB = (
      await w.okData<{ id: number }>(
        await w.call("POST", "v1/products", { name: "Menú", price: 12, category: category.id }, adminB),
      )
    ).id;
  });
  afterAll(async () => {
    await w?.t.close();
    await Promise.all([serverDojo, dojoA, dojoB, cash].map((fake) => fake?.close()));
  });

  const credentials = (overrides: Record<string, unknown>) => ({
    dojo_url: null,
    dojo_software_house_id: null,
    dojo_reseller_id: null,
    cashmatic_url: null,
    cashmatic_username: null,
    ...overrides,
  });
  const save = async (headers: AuthHeaders, body: Record<string, unknown>) =>
    w.okData<DeviceCredentialsView>(await w.call("PUT", URL, credentials(body), headers));
  const read = async (headers: AuthHeaders) => {
    const response = await w.call("GET", URL, undefined, headers);
    return { text: response.body, view: await w.okData<DeviceCredentialsView>(response) };
  };
  const setTerminal = async (headers: AuthHeaders, terminal: string) => {
    const till = await tpvIdOf(w.t.db, headers === w.admin ? w.local.id : localB.id, "caja");
    await w.okData(
      await w.call("POST", "v1/payments/dojo/till_terminal", { tpv: till, terminal_id: terminal }, headers),
    );
  };

  /** A table of the local with one product, charged whole on a device; the payment followed to its end. */
  async function chargeTable(headers: AuthHeaders, device: "dojo" | "cashmatic") {
    const zone = await w.okData<{ id: number }>(await w.call("POST", "v2/zones", { name: "Sala" }, headers));
    const table = await w.okData<{ id: number }>(
      await w.call("POST", "v2/tables", { name: `T${randomUUID().slice(0, 6)}`, zone_id: zone.id }, headers),
    );
    const product = headers === w.admin ? w.menu.vino : productB;
    const order = await w.okData<{ id: number }>(
      await w.call("POST", "v1/commands", { table: table.id, products: [{ id: product, qty: 1 }] }, headers),
    );
    const body = { command: order.id, mode: "all", idempotency_key: randomUUID() };
    const response = await w.call("POST", `v1/payments/${device}`, body, headers);
    if (response.statusCode !== 200) return { response, view: null };
    let view = response.json().data as DevicePaymentView;
    for (let i = 0; i < 10 && view.status === "waiting"; i++)
      view = await w.okData<DevicePaymentView>(
        await w.call("POST", `v1/payments/${device}/transaction`, { id: view.id }, headers),
      );
    return { response, view };
  }

  it("starts with nothing stored: the server's account is the fallback", async () => {
    const { view } = await read(w.admin);
    expect(view).toEqual({
      dojo_url: null,
      has_dojo_api_key: false,
      dojo_software_house_id: null,
      dojo_reseller_id: null,
      cashmatic_url: null,
      cashmatic_username: null,
      has_cashmatic_password: false,
      server_dojo: true,
      server_cashmatic: false,
    });
  });

  it("keeps each local's key sealed and never answers it", async () => {
    const savedA = await save(w.admin, {
      dojo_url: dojoA.url,
      dojo_api_key: KEY_A,
      cashmatic_url: cash.url,
      cashmatic_username: cash.username,
      cashmatic_password: cash.password,
    });
    expect(savedA).toMatchObject({
      has_dojo_api_key: true,
      has_cashmatic_password: true,
      dojo_url: dojoA.url,
    });
    expect(JSON.stringify(savedA)).not.toContain(KEY_A);
    expect(JSON.stringify(savedA)).not.toContain(cash.password);
    await save(adminB, { dojo_url: dojoB.url, dojo_api_key: KEY_B });
    for (const headers of [w.admin, adminB]) {
      const { text } = await read(headers);
      for (const secret of [KEY_A, KEY_B, cash.password]) expect(text).not.toContain(secret);
    }
    const [row] = await w.t.db
      .select()
      .from(deviceCredentials)
      .where(eq(deviceCredentials.local_id, w.local.id));
    expect(row!.dojo_api_key_enc).toMatch(/^v1\./);
    expect(row!.dojo_api_key_enc).not.toContain(KEY_A);
    expect(row!.cashmatic_password_enc).not.toContain(cash.password);
    // Saved again without the secrets (a form that does not show them): they stay.
    const kept = await save(w.admin, {
      dojo_url: dojoA.url,
      cashmatic_url: cash.url,
      cashmatic_username: cash.username,
    });
    expect(kept).toMatchObject({ has_dojo_api_key: true, has_cashmatic_password: true });
  });

  it("each local charges on its own Dojo account's terminal", async () => {
    await setTerminal(w.admin, "tm_a_1");
    await setTerminal(adminB, "tm_b_1");
    const a = await chargeTable(w.admin, "dojo");
    const b = await chargeTable(adminB, "dojo");
    expect(a.view?.status).toBe("approved");
    expect(b.view?.status).toBe("approved");
    expect(dojoA.intents().map((intent) => intent.amount.value)).toEqual([300]);
    expect(dojoB.intents().map((intent) => intent.amount.value)).toEqual([1200]);
    expect(dojoA.sessions()[0]!.terminalId).toBe("tm_a_1");
    expect(dojoB.sessions()[0]!.terminalId).toBe("tm_b_1");
    expect(serverDojo.intents()).toHaveLength(0);
  });

  it("the cash machine is the local's own: a local without one has none", async () => {
    const a = await chargeTable(w.admin, "cashmatic");
    expect(a.view?.status).toBe("approved");
    const b = await chargeTable(adminB, "cashmatic");
    expect(b.response.statusCode).toBe(400);
    expect(b.response.json().code).toBe("devices.unavailable");
  });

  it("a cleared key falls back to the server's account at the next charge", async () => {
    await save(adminB, { dojo_api_key: null });
    expect((await read(adminB)).view.has_dojo_api_key).toBe(false);
    await setTerminal(adminB, "tm_server_1");
    const b = await chargeTable(adminB, "dojo");
    expect(b.view?.status).toBe("approved");
    expect(serverDojo.intents().map((intent) => intent.amount.value)).toEqual([1200]);
    expect(dojoB.intents()).toHaveLength(1);
  });

  it("refuses bad input with a message on the field and saves nothing", async () => {
    const before = (await read(w.admin)).view;
    const badUrl = w.refused(
      await w.call("PUT", URL, credentials({ dojo_url: "ftp://terminal", dojo_api_key: "x" })),
    );
    expect(badUrl.errors?.dojo_url).toBeDefined();
    const noUser = w.refused(
      await w.call("PUT", URL, credentials({ cashmatic_url: "https://10.0.0.9:50301" })),
    );
    expect(noUser.errors?.cashmatic_username).toBeDefined();
    expect((await read(w.admin)).view).toEqual(before);
  });

  it("only who may change the settings may see or change the credentials", async () => {
    expect((await w.call("GET", URL, undefined, w.waiter)).statusCode).toBe(403);
    expect((await w.call("PUT", URL, credentials({}), w.waiter)).statusCode).toBe(403);
  });
});
