import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../../../test/factories";
import { FAKE_FISKALY_KEY, FAKE_FISKALY_SECRET, startFakeFiskaly } from "../../../test/fake-fiskaly";
import { createTestApp, DATABASES } from "../../../test/test-app";
import { verifyChain } from "./verify-chain";

const NIF = "A13585625";
const config = {
  name: "bar-sol",
  legal_name: "Bar Sol SA",
  tax_number: NIF,
  address: "Plaza Mayor 3",
  zip: "41001",
  state: "Sevilla",
  town: "Sevilla",
  provider: "fiskaly",
};

describe.each(DATABASES)("fiscal issuing through fiskaly SIGN ES on %s", (kind) => {
  let fiskaly: Awaited<ReturnType<typeof startFakeFiskaly>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Awaited<ReturnType<typeof loginAs>>;
  let local: Awaited<ReturnType<typeof buildLocal>>;
  let offsetMs = 0;
  let zone = 0;
  let product = 0;

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
  const put = (url: string, payload: object) => t.app.inject({ method: "PUT", url, headers, payload });

  beforeAll(async () => {
    fiskaly = await startFakeFiskaly({ pollsToSettle: 1 });
    t = await createTestApp(
      kind,
      { fiscal: { aeatUrl: undefined, aeatCaFile: undefined, fiskalyUrl: fiskaly.url, holdedUrl: "" } },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
    local = await buildLocal(t.db, { roles: ["Admin"] });
    headers = await loginAs(t, local, "Admin");
    expect((await put("/api/v1/settings/fiscal", config)).statusCode).toBe(200);
    expect((await post("/api/v1/settings/fiscal/activate", {})).json().message).toBe(
      "Añade la clave y el secreto de fiskaly antes de activar",
    );
    const withKeys = await put("/api/v1/settings/fiscal", {
      ...config,
      fiskaly_api_key: FAKE_FISKALY_KEY,
      fiskaly_api_secret: FAKE_FISKALY_SECRET,
    });
    expect(withKeys.json().data).toMatchObject({ has_fiskaly_credentials: true, provider: "fiskaly" });
    expect(JSON.stringify(withKeys.json())).not.toContain(FAKE_FISKALY_SECRET);
    expect((await post("/api/v1/settings/fiscal/activate", {})).statusCode).toBe(200);
    zone = (await post("/api/v2/zones", { name: "Terraza" })).json().data.id;
    const category = (await post("/api/v1/categories", { name: "Tapas" })).json().data.id;
    product = (await post("/api/v1/products", { name: "Tortilla", price: 3.5, category })).json().data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fiskaly?.close();
  });

  let tables = 0;
  async function closeTable(qty: number): Promise<string> {
    tables += 1;
    const table = (await post("/api/v2/tables", { name: `T${tables}`, zone_id: zone })).json().data.id;
    const order = (await post("/api/v1/commands", { table, products: [{ id: product, qty }] })).json().data;
    const closed = await post("/api/v1/commands/close_command", { id: order.id });
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json().data.serial;
  }
  const invoices = async () =>
    (await t.app.inject({ method: "GET", url: "/api/v1/invoices", headers })).json().data.results as {
      num_serie: string;
      status: string;
      incidence: boolean;
    }[];
  const sendNow = async () => (await post("/api/v1/invoices/send_now", {})).json().data;

  it("sends the same invoices to fiskaly, which registers them asynchronously", async () => {
    const serials = [await closeTable(2), await closeTable(3)];
    await sendNow();
    const issued = fiskaly.invoices();
    expect(issued.map((invoice) => `${invoice.series}-${invoice.number}`)).toEqual(serials);
    expect(issued.map((invoice) => invoice.full_amount)).toEqual(["7.00", "10.50"]);
    expect(issued.every((invoice) => invoice.type === "SIMPLIFIED" && !invoice.incident)).toBe(true);
    expect(fiskaly.taxpayer()).toMatchObject({ tax_number: NIF, territory: "SPAIN_OTHER" });
    expect((await invoices()).map((row) => row.status)).toEqual(["pending", "pending"]);
    offsetMs += 11_000;
    await sendNow();
    expect((await invoices()).map((row) => row.status)).toEqual(["registered", "registered"]);
    expect(await verifyChain(t.db, local.id, NIF)).toMatchObject({ records: 2, brokenAt: null });
  });

  it("issues while fiskaly is down and sends later, in order, with the incident annotation", async () => {
    await fiskaly.down();
    const serials = [await closeTable(1), await closeTable(1)];
    offsetMs += 11_000;
    expect((await sendNow()).sent).toBe(0);
    await fiskaly.up();
    offsetMs += 31_000;
    await sendNow();
    const late = fiskaly.invoices().slice(-2);
    expect(late.map((invoice) => `${invoice.series}-${invoice.number}`)).toEqual(serials);
    expect(late.every((invoice) => invoice.incident)).toBe(true);
  });

  it("turns fiscal issuing off when fiskaly refuses the credentials, until a manager resumes it", async () => {
    const view = async () =>
      (await t.app.inject({ method: "GET", url: "/api/v1/settings/fiscal", headers })).json().data;
    const keys = { fiskaly_api_key: FAKE_FISKALY_KEY, fiskaly_api_secret: "wrong-secret" };
    expect((await put("/api/v1/settings/fiscal", { ...config, ...keys })).statusCode).toBe(200);
    await closeTable(1);
    offsetMs += 61_000;
    await sendNow();
    expect(await view()).toMatchObject({ active: false });
    expect((await invoices())[0]).toMatchObject({ status: "pending" });
    // Not issuing: a closing keeps the plain order number and makes no record.
    expect(await closeTable(1)).toMatch(/^T\d{4}-\d{6}$/);
    const fixed = { ...config, fiskaly_api_key: FAKE_FISKALY_KEY, fiskaly_api_secret: FAKE_FISKALY_SECRET };
    expect((await put("/api/v1/settings/fiscal", fixed)).statusCode).toBe(200);
    expect((await post("/api/v1/settings/fiscal/activate", {})).json().data).toMatchObject({ active: true });
    offsetMs += 3_600_000;
    await sendNow();
    offsetMs += 11_000;
    await sendNow();
    expect((await invoices())[0]).toMatchObject({ status: "registered" });
  });
});
