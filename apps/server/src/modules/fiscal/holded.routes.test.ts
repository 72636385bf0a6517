import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, loginAs } from "../../../test/factories";
import { FAKE_HOLDED_KEY, type FakeHolded, fakePdf, startFakeHolded } from "../../../test/fake-holded";
import { createTestApp, DATABASES, type TestApp, testConfig } from "../../../test/test-app";

/** 2025-03-30, the night Spain moves its clocks forward: the local's day starts at 23:00 UTC the day before. */
const MARCH_30 = Date.parse("2025-03-29T23:00:00Z") / 1000;
const MARCH_31 = Date.parse("2025-03-30T22:00:00Z") / 1000;

const invoice = (n: number, date: number) => ({
  id: `65f0c0ffee0000000000000${n}`,
  docNumber: `F250${n}`,
  contactName: "Eventos Ñandú S.A.",
  desc: "Cena de empresa",
  date,
  total: 121.5 * n,
  currency: "eur",
});

describe.each(DATABASES)("Holded documents on %s", (kind) => {
  let t: TestApp;
  let holded: FakeHolded;
  let local: BuiltLocal;
  let admin: AuthHeaders;
  let waiter: AuthHeaders;

  beforeAll(async () => {
    holded = await startFakeHolded({ pageSize: 2 });
    holded.add(
      "invoice",
      invoice(1, MARCH_30 - 1),
      invoice(2, MARCH_30),
      invoice(3, MARCH_31 - 1),
      invoice(4, MARCH_31),
    );
    holded.add("salesreceipt", { ...invoice(5, MARCH_30), docNumber: "T0005" });
    t = await createTestApp(kind, { fiscal: { ...testConfig().fiscal, holdedUrl: holded.url } });
    local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    admin = await loginAs(t, local, "Admin");
    waiter = await loginAs(t, local, "Camarero");
  });
  afterAll(async () => {
    await t.close();
    await holded.close();
  });

  const list = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: "GET", url: `/api/v1/holded/list_documents${query}`, headers });
  const pdf = (payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: "POST", url: "/api/v1/holded/document_pdf", headers, payload });
  const saveKey = async (key: string) => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/v1/settings/fiscal",
      headers: admin,
      payload: {
        name: "bar-pepe",
        legal_name: "Bar Pepe S.L.",
        tax_number: "B12345674",
        address: "Calle Mayor 1",
        zip: "28013",
        state: "Madrid",
        town: "Madrid",
        holded_api_key: key,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it("says plainly, in the caller's language, that Holded is not set up until the local gives its key", async () => {
    const spanish = await list("");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: "holded.no_api_key",
      message: "Holded no está configurado: añade su clave API en la configuración fiscal",
    });
    const english = await pdf({ docType: "invoice", id: "abc" }, { ...admin, "accept-language": "en" });
    expect(english.json().message).toBe("Holded is not set up: add its API key in the fiscal settings");
    expect(holded.queries()).toEqual([]);
  });

  it("lists a period of the local's days, with the local's key, a page at a time", async () => {
    await saveKey(FAKE_HOLDED_KEY);
    const day = await list("?date_from=2025-03-30&date_to=2025-03-30");
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toEqual({
      complete: true,
      message: "",
      data: {
        total: 2,
        results: [
          {
            id: "65f0c0ffee00000000000002",
            doc_number: "F2502",
            contact_name: "Eventos Ñandú S.A.",
            description: "Cena de empresa",
            date: "2025-03-29T23:00:00.000Z",
            total: 243,
            currency: "EUR",
          },
          expect.objectContaining({ doc_number: "F2503", date: "2025-03-30T21:59:59.000Z" }),
        ],
      },
    });
    expect(holded.queries().at(-1)).toEqual({
      path: "/documents/invoice",
      key: FAKE_HOLDED_KEY,
      params: { starttmp: String(MARCH_30), endtmp: String(MARCH_31 - 1), page: "1" },
    });

    const second = await list("?page=2");
    expect(second.json().data.results.map((doc: { doc_number: string }) => doc.doc_number)).toEqual([
      "F2503",
      "F2504",
    ]);
    const receipts = await list("?docType=salesreceipt");
    expect(receipts.json().data).toMatchObject({ total: 1, results: [{ doc_number: "T0005" }] });
  });

  it("hands over a document's PDF as a file, decoded from Holded's base64", async () => {
    await saveKey(FAKE_HOLDED_KEY);
    const file = await pdf({ docType: "invoice", id: "65f0c0ffee00000000000003" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(fakePdf(invoice(3, MARCH_31 - 1)))).toBe(true);

    const missing = await pdf({ docType: "invoice", id: "65f0c0ffee00000000000009" });
    expect([missing.statusCode, missing.json().code]).toEqual([404, "holded.document_not_found"]);
  });

  it.each([
    ["an unknown document type", "?docType=ticket"],
    ["a period ending before it starts", "?date_from=2025-03-31&date_to=2025-03-30"],
    ["a page 0", "?page=0"],
    ["a date that is not one", "?date_from=2025-02-30"],
  ])("refuses %s before asking Holded", async (_, query) => {
    const before = holded.queries().length;
    const refused = await list(query);
    expect(refused.statusCode).toBe(400);
    expect(holded.queries()).toHaveLength(before);
  });

  it("refuses a document id that is not one and a caller without the reports permission", async () => {
    const before = holded.queries().length;
    expect((await pdf({ docType: "invoice", id: "../../contacts" })).statusCode).toBe(400);
    expect((await list("", waiter)).statusCode).toBe(403);
    expect((await pdf({ docType: "invoice", id: "65f0c0ffee00000000000003" }, waiter)).statusCode).toBe(403);
    expect(holded.queries()).toHaveLength(before);
  });

  it("tells a key Holded refuses from a Holded out of reach, which is a 502, never a 500", async () => {
    await saveKey("an-old-key");
    const refused = await list("");
    expect([refused.statusCode, refused.json().code]).toEqual([400, "holded.key_refused"]);
    await saveKey(FAKE_HOLDED_KEY);

    for (const mode of ["server_error", "garbage"] as const) {
      holded.setMode(mode);
      const failed = await list("");
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: "holded.unreachable",
        kind: "UPSTREAM_ERROR",
        message: "No se puede conectar con Holded. Inténtalo de nuevo en unos minutos",
      });
    }
    holded.setMode("up");

    await holded.down();
    const down = await pdf({ docType: "invoice", id: "65f0c0ffee00000000000003" });
    expect([down.statusCode, down.json().code]).toEqual([502, "holded.unreachable"]);
    await holded.up();
    expect((await list("")).statusCode).toBe(200);
  });
});
