import { randomUUID } from "node:crypto";
import { verifactuQrUrl } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_FISKALY_KEY, type FakeFiskaly, startFakeFiskaly } from "../../../test/fake-fiskaly";
import { createFiskalyClient, type FiskalyClient } from "./fiskaly-client";
import { FiskalyRefusedError, FiskalyUnreachableError } from "./fiskaly-http";
import type { FiskalyInvoiceInput } from "./fiskaly-invoice-input";
import { fiskalyAuthAnswerSchema } from "./fiskaly-schemas";

const ISSUER = { legal_name: "Bar Peñíscola, S.L.", tax_number: "B12345674" };

/** Two lines of a ticket at 10 %: 2 × 3.50 and 1 × 12.10, VAT included. */
function ticket(number: string, overrides: Partial<FiskalyInvoiceInput> = {}): FiskalyInvoiceInput {
  return {
    series: "CAJA",
    number,
    issued_at: new Date("2025-07-14T21:30:05Z"),
    time_zone: "Europe/Madrid",
    text: "Ticket mesa 4",
    full_amount_cents: 1910,
    items: [
      { text: "Caña", quantity: 2, unit_net_cents: 318, full_gross_cents: 700, vat_rate: 10 },
      {
        text: "Ración de calamares",
        quantity: 1,
        unit_net_cents: 1100,
        full_gross_cents: 1210,
        vat_rate: 10,
      },
    ],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<FiskalyRefusedError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(FiskalyRefusedError);
  return error as FiskalyRefusedError;
}

async function unreachable(promise: Promise<unknown>): Promise<FiskalyUnreachableError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(FiskalyUnreachableError);
  return error as FiskalyUnreachableError;
}

describe("the fiskaly SIGN ES client against the fake", () => {
  let fake: FakeFiskaly;
  let now = new Date("2025-07-14T21:30:00Z");
  let client: FiskalyClient;
  const signerId = randomUUID();
  const caja = randomUUID();
  const barra = randomUUID();

  beforeAll(async () => {
    fake = await startFakeFiskaly();
    client = createFiskalyClient({
      baseUrl: `${fake.url}/`,
      apiKey: FAKE_FISKALY_KEY,
      apiSecret: "test_secret_comanda",
      timeoutMs: 500,
      clock: () => now,
    });
    expect(await client.putTaxpayer({ ...ISSUER, tax_number: "b-12345674" })).toMatchObject({
      issuer: ISSUER,
      territory: "SPAIN_OTHER",
      state: "ENABLED",
    });
    expect(await client.putSigner(signerId)).toMatchObject({ id: signerId, state: "ENABLED" });
    for (const till of [caja, barra]) {
      expect(await client.putClient(till, signerId)).toMatchObject({ id: till, signer: { id: signerId } });
    }
  });
  afterAll(() => fake.close());

  it("sets the taxpayer up once: the same data again is fine, other data is refused", async () => {
    expect((await client.putTaxpayer(ISSUER)).issuer).toEqual(ISSUER);
    const changed = await refusal(client.putTaxpayer({ ...ISSUER, legal_name: "Otro nombre S.L." }));
    expect([changed.status, changed.code]).toEqual([409, "E_RESOURCE_CONFLICT"]);
    expect(fake.taxpayer()).toEqual({ ...ISSUER, territory: "SPAIN_OTHER" });
  });

  it("refuses wrong credentials with SIGN ES's 401, which the queue records instead of retrying", async () => {
    const stranger = createFiskalyClient({ baseUrl: fake.url, apiKey: FAKE_FISKALY_KEY, apiSecret: "wrong" });
    const refused = await refusal(stranger.putSigner(randomUUID()));
    expect([refused.status, refused.code]).toEqual([401, "E_UNAUTHORIZED"]);
  });

  it("issues a simplified invoice with decimal strings, pending, then registered on a later poll", async () => {
    const id = randomUUID();
    const issued = await client.issueInvoice(caja, id, ticket("000001"));
    const qr = verifactuQrUrl(
      { nif: ISSUER.tax_number, numSerie: "CAJA000001", fecha: "14-07-2025", importe: "19.10" },
      { environment: "test" },
    );
    expect(issued).toEqual({
      id,
      state: "ISSUED",
      registration: "PENDING",
      status: "pending",
      validations: [],
      qr_url: qr,
      qr_text: "QR tributario:|VERI*FACTU",
      remedy_id: null,
    });
    expect(fake.invoice(id)?.request.content).toEqual({
      type: "SIMPLIFIED",
      series: "CAJA",
      number: "000001",
      text: "Ticket mesa 4",
      full_amount: "19.10",
      issued_at: "14-07-2025 23:30:05",
      items: [
        {
          text: "Caña",
          quantity: "2.00",
          unit_amount: "3.18",
          full_amount: "7.00",
          system: { type: "REGULAR", category: { type: "VAT", rate: "10.00" } },
        },
        {
          text: "Ración de calamares",
          quantity: "1.00",
          unit_amount: "11.00",
          full_amount: "12.10",
          system: { type: "REGULAR", category: { type: "VAT", rate: "10.00" } },
        },
      ],
    });
    expect(await client.getInvoice(caja, id)).toMatchObject({
      registration: "REGISTERED",
      status: "registered",
    });
  });

  it("repeats a PUT safely: the same body is the same invoice, and a retry with the incident flag finds the first", async () => {
    const id = randomUUID();
    const first = await client.issueInvoice(barra, id, ticket("000002"));
    expect(await client.issueInvoice(barra, id, ticket("000002"))).toEqual(first);
    expect(await client.issueInvoice(barra, id, ticket("000002", { incident: true }))).toMatchObject({
      id,
      qr_url: first.qr_url,
    });
    expect(fake.invoices().filter((invoice) => invoice.number === "000002")).toHaveLength(1);
    expect(fake.invoice(id)?.incident).toBe(false);
  });

  it("has the fake answer a changed body under a used UUID with SIGN ES's 409, as the client expects", async () => {
    const id = randomUUID();
    await client.issueInvoice(barra, id, ticket("000013"));
    const auth = await fetch(`${fake.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: { api_key: FAKE_FISKALY_KEY, api_secret: "test_secret_comanda" } }),
    });
    const { bearer } = fiskalyAuthAnswerSchema.parse(await auth.json()).content.access_token;
    const put = (body: unknown) =>
      fetch(`${fake.url}/clients/${barra}/invoices/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
        body: JSON.stringify(body),
      });
    const sent = fake.invoice(id)!.request;
    expect((await put(sent)).status).toBe(200);
    const changed = await put({ ...sent, annotations: [{ type: "INCIDENT", reason: "x" }] });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ content: { code: "E_RESOURCE_CONFLICT", status: 409 } });
  });

  it("flags an invoice issued while SIGN ES was out of reach with the incident annotation", async () => {
    const id = randomUUID();
    await client.issueInvoice(caja, id, ticket("000003", { incident: true }));
    expect(fake.invoice(id)?.incident).toBe(true);
    expect(fake.invoice(id)?.request.annotations).toEqual([
      { type: "INCIDENT", reason: "Sin conexión con SIGN ES al expedir la factura" },
    ]);
  });

  it("issues a complete invoice (F1) to a recipient and an R5 correcting a simplified one by differences", async () => {
    const f1 = randomUUID();
    const recipient = { legal_name: "Eventos Ñandú S.A.", tax_number: "a58818501" };
    await client.issueInvoice(caja, f1, ticket("000004", { recipient }));
    expect(fake.invoice(f1)?.request.content).toMatchObject({
      type: "COMPLETE",
      data: { series: "CAJA", number: "000004", full_amount: "19.10" },
      recipients: [{ id: { legal_name: "Eventos Ñandú S.A.", tax_number: "A58818501" } }],
    });

    const original = randomUUID();
    await client.issueInvoice(caja, original, ticket("000005"));
    const r5 = randomUUID();
    const refund = ticket("000006", {
      full_amount_cents: -700,
      items: [{ text: "Caña", quantity: 2, unit_net_cents: -318, full_gross_cents: -700, vat_rate: 10 }],
      corrects: { invoice_id: original, method: "DIFFERENCES" },
    });
    expect(await client.issueInvoice(caja, r5, refund)).toMatchObject({ status: "pending" });
    expect(fake.invoice(r5)).toMatchObject({ type: "CORRECTING", target_id: original, full_amount: "-7.00" });
    expect(fake.invoice(r5)?.request.content).toMatchObject({
      type: "CORRECTING",
      id: original,
      code: "CORRECTION_1",
      method: "DIFFERENCES",
      invoice: { type: "SIMPLIFIED", number: "000006" },
    });
    expect(fake.invoice(original)?.correction_id).toBe(r5);
  });

  it("is refused amounts that do not add up, with SIGN ES's validation code", async () => {
    const sum = await refusal(
      client.issueInvoice(caja, randomUUID(), ticket("000007", { full_amount_cents: 1900 })),
    );
    expect([sum.status, sum.code]).toEqual([400, "V_FULL_AMOUNT_MISMATCH"]);
    const vat = ticket("000007", {
      full_amount_cents: 1500,
      items: [{ text: "Menú", quantity: 1, unit_net_cents: 1500, full_gross_cents: 1500, vat_rate: 10 }],
    });
    expect((await refusal(client.issueInvoice(caja, randomUUID(), vat))).code).toBe(
      "V_INCORRECT_ITEM_VAT_CALCULATION",
    );
    expect(fake.invoices().some((invoice) => invoice.number === "000007")).toBe(false);
  });

  it("maps the AEAT's verdicts to our statuses and remedies a rejected invoice under a new UUID", async () => {
    const validations = [{ code: "1104", description: "Valor del campo NumSerieFactura incorrecto" }];
    fake.verdictFor("CAJA000008", "REQUIRES_CORRECTION", validations);
    fake.verdictFor("CAJA000009", "INVALID");
    fake.verdictFor("CAJA000010", "REQUIRES_INSPECTION");
    const [corrigible, invalid, inspected] = [randomUUID(), randomUUID(), randomUUID()];
    await client.issueInvoice(caja, corrigible, ticket("000008"));
    await client.issueInvoice(caja, invalid, ticket("000009"));
    await client.issueInvoice(caja, inspected, ticket("000010"));
    fake.settle();
    expect(await client.getInvoice(caja, corrigible)).toMatchObject({
      status: "requires_correction",
      validations,
    });
    expect((await client.getInvoice(caja, invalid)).status).toBe("invalid");
    expect((await client.getInvoice(caja, inspected)).status).toBe("requires_inspection");

    const remedy = randomUUID();
    expect(await client.remedyInvoice(caja, remedy, corrigible, ticket("000008"))).toMatchObject({
      id: remedy,
      status: "pending",
    });
    expect(fake.invoice(remedy)).toMatchObject({ type: "REMEDY", target_id: corrigible, number: "000008" });
    expect((await client.getInvoice(caja, corrigible)).remedy_id).toBe(remedy);
    expect((await client.getInvoice(caja, remedy)).status).toBe("registered");

    const registered = randomUUID();
    await client.issueInvoice(caja, registered, ticket("000011"));
    fake.settle();
    const notRejected = await refusal(client.remedyInvoice(caja, randomUUID(), registered, ticket("000011")));
    expect(notRejected.code).toBe("E_REMEDY_NOT_ALLOWED");
  });

  it("keeps the token until it runs out, and signs in again when it does or SIGN ES forgets it", async () => {
    const before = fake.authCalls;
    await client.putSigner(signerId);
    await client.putSigner(signerId);
    expect(fake.authCalls).toBe(before);

    fake.revokeTokens();
    await client.putSigner(signerId);
    expect(fake.authCalls).toBe(before + 1);

    now = new Date(now.getTime() + 24 * 3600 * 1000);
    await Promise.all([client.putSigner(signerId), client.putSigner(signerId), client.putSigner(signerId)]);
    expect(fake.authCalls).toBe(before + 2);
  });

  it("tells a SIGN ES that cannot be reached (refused connection, 5xx, no answer) from one that refuses", async () => {
    const id = randomUUID();
    await fake.down();
    expect((await unreachable(client.issueInvoice(caja, id, ticket("000012")))).reason).toBe("network");
    await fake.up();

    fake.setMode("server_error");
    const failed = await unreachable(client.issueInvoice(caja, id, ticket("000012")));
    expect([failed.reason, failed.status]).toEqual(["server_error", 503]);

    fake.setMode("hang");
    expect((await unreachable(client.issueInvoice(caja, id, ticket("000012")))).reason).toBe("timeout");

    fake.setMode("up");
    expect(fake.invoice(id)).toBeUndefined();
    expect((await client.issueInvoice(caja, id, ticket("000012", { incident: true }))).status).toBe(
      "pending",
    );
    expect(fake.invoice(id)?.incident).toBe(true);
  });
});
