import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocal, loginAs } from "../../../test/factories";
import { type FakeAeat, startFakeAeat } from "../../../test/fake-aeat";
import { createTestApp, DATABASES } from "../../../test/test-app";
import { makeTestCertificates } from "../../../test/test-certificates";
import { translate } from "../../platform/errors/messages";
import { mailOutbox } from "../../platform/mail/mail.schema";
import { ticketHtml } from "../printing/tickets/ticket-html";
import { ticketFiscalMark } from "./ticket-fiscal-mark";
import { verifyChain } from "./verify-chain";

const NIF = "B64717838";
const translateEs = (key: string, params?: Record<string, unknown>) => translate("es", key, params);
const CONFIG = {
  name: "casa-pepe",
  legal_name: "Casa Peña SL",
  tax_number: NIF,
  address: "Calle Mayor 1",
  zip: "28013",
  state: "Madrid",
  town: "Madrid",
};

describe.each(DATABASES)("fiscal submission to the agency on %s", (kind) => {
  const certificates = makeTestCertificates();
  let fake: FakeAeat;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Awaited<ReturnType<typeof loginAs>>;
  let local: Awaited<ReturnType<typeof buildLocal>>;
  let offsetMs = 0;
  let product = 0;
  let zone = 0;

  beforeAll(async () => {
    fake = await startFakeAeat({ certificates, waitSeconds: 0 });
    const dir = mkdtempSync(join(tmpdir(), "aeat-ca-"));
    writeFileSync(join(dir, "ca.pem"), certificates.caPem);
    t = await createTestApp(
      kind,
      {
        fiscal: {
          aeatUrl: fake.endpoint,
          aeatCaFile: join(dir, "ca.pem"),
          fiskalyUrl: undefined,
          holdedUrl: "",
        },
      },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
    local = await buildLocal(t.db, { roles: ["Admin"] });
    headers = await loginAs(t, local, "Admin");
    const call = async (method: "POST" | "PUT", url: string, payload: object) => {
      const response = await t.app.inject({ method, url, headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data;
    };
    await call("PUT", "/api/v1/settings/fiscal", CONFIG);
    const form = new FormData();
    form.append("password", certificates.clientPassphrase);
    form.append("certificate", new Blob([new Uint8Array(certificates.clientPfx)]), "local.p12");
    await call("PUT", "/api/v1/settings/fiscal/certificate", form);
    await call("POST", "/api/v1/settings/fiscal/activate", {});
    zone = (await call("POST", "/api/v2/zones", { name: "Sala" })).id;
    const category = (await call("POST", "/api/v1/categories", { name: "Carta" })).id;
    product = (await call("POST", "/api/v1/products", { name: "Menú del día", price: 12.5, category })).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  let tables = 0;
  async function closeTable(): Promise<string> {
    tables += 1;
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    const table = (await post("/api/v2/tables", { name: `S${tables}`, zone_id: zone })).json().data.id;
    const order = (await post("/api/v1/commands", { table, products: [{ id: product, qty: 2 }] })).json()
      .data;
    const closed = await post("/api/v1/commands/close_command", { id: order.id });
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json().data.serial;
  }
  const sendNow = async () =>
    (await t.app.inject({ method: "POST", url: "/api/v1/invoices/send_now", headers, payload: {} })).json()
      .data;
  const invoices = async (query = "") =>
    (await t.app.inject({ method: "GET", url: `/api/v1/invoices${query}`, headers })).json().data;

  it("sends closed tickets, which go from pending to registered", async () => {
    const serial = await closeTable();
    const before = await invoices();
    expect(before.results[0]).toMatchObject({
      num_serie: serial,
      status: "pending",
      invoice_type: "F2",
      total: 25,
    });
    expect(before.results[0].qr_url).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${NIF}&numserie=${serial}&fecha=${before.results[0].issued_on}&importe=25.00`,
    );
    expect(await sendNow()).toEqual({ sent: 1, pending: 0 });
    const after = await invoices("?status=registered");
    expect(after.results.map((row: { num_serie: string }) => row.num_serie)).toEqual([serial]);
    expect(fake.received.at(-1)).toMatchObject({ estado: "Correcto", incidencia: false });
    expect(fake.clientNames.at(-1)).toBe(certificates.clientSubjectCn);
  });

  it("keeps the till working while the agency is down and sends everything later, in order, as Incidencia", async () => {
    await fake.down("refuse");
    const serials = [await closeTable(), await closeTable()];
    expect(await sendNow()).toEqual({ sent: 0, pending: 2 });
    serials.push(await closeTable());
    // The backoff holds the next try; time moves past it.
    expect((await sendNow()).sent).toBe(0);
    await fake.up();
    offsetMs += 31_000;
    expect(await sendNow()).toEqual({ sent: 3, pending: 0 });
    const late = fake.received.slice(-3);
    expect(late.map((record) => record.id.NumSerieFactura)).toEqual(serials);
    expect(late.every((record) => record.incidencia && record.estado === "Correcto")).toBe(true);
    const listed = (await invoices()).results.slice(0, 3);
    expect(
      listed.every(
        (row: { status: string; incidence: boolean }) => row.status === "registered" && row.incidence,
      ),
    ).toBe(true);
    expect(await verifyChain(t.db, local.id, NIF)).toMatchObject({ brokenAt: null });
  });

  it("honours the wait the agency asks for", async () => {
    fake.setWaitSeconds(120);
    await closeTable();
    expect((await sendNow()).sent).toBe(1);
    await closeTable();
    expect(await sendNow()).toEqual({ sent: 0, pending: 1 });
    offsetMs += 121_000;
    fake.setWaitSeconds(0);
    expect(await sendNow()).toEqual({ sent: 1, pending: 0 });
  });

  it("remedies a rejected record with a corrected re-send", async () => {
    fake.rejectNext(1, 1100, "Valor o tipo incorrecto del campo");
    const serial = await closeTable();
    await sendNow();
    const rejected = (await invoices("?status=invalid")).results[0];
    expect(rejected).toMatchObject({ num_serie: serial, status: "invalid", error_code: "1100" });
    const remedy = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/fiskaly/remedy",
      headers,
      payload: { id: rejected.id },
    });
    expect(remedy.statusCode, remedy.body).toBe(200);
    expect(remedy.json().data).toMatchObject({
      num_serie: serial,
      corrects_id: rejected.id,
      status: "pending",
    });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/fiskaly/remedy",
      headers,
      payload: { id: rejected.id },
    });
    expect(again.json().message).toBe(
      "Solo se puede subsanar un registro rechazado o pendiente de corrección",
    );
    await sendNow();
    const status = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/fiskaly/payment_update_status",
      headers,
      payload: { id: remedy.json().data.id },
    });
    expect(status.json().data.status).toBe("registered");
    expect(fake.received.at(-1)).toMatchObject({ subsanacion: true, estado: "Correcto" });
    expect(await verifyChain(t.db, local.id, NIF)).toMatchObject({ brokenAt: null });
  });

  it("puts the invoice's QR and the VERI*FACTU legend on the ticket and in its e-mail", async () => {
    const serial = await closeTable();
    const [invoice] = (await invoices()).results;
    expect(invoice.num_serie).toBe(serial);
    const mark = await ticketFiscalMark(t.db, local.id, invoice.request_id, translateEs);
    expect(mark).toMatchObject({ qr: invoice.qr_url, above: ["QR tributario:"], below: ["VERI*FACTU"] });
    const html = await ticketHtml({ blocks: [{ type: "fiscal_slot" }], fiscal: mark }, 42);
    expect(html).toContain("VERI*FACTU");
    expect(html).toMatch(/<div class="ticket-qr"[^>]*><svg/);
    const mailed = await t.app.inject({
      method: "POST",
      url: "/api/v1/commands/local_ticket_email",
      headers,
      payload: { id: invoice.request_id, email: "cliente@example.com" },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.text).toContain(`QR tributario:\n${invoice.qr_url}\nVERI*FACTU`);
  });

  it("rectifies an invoiced ticket annulled after closing with an R5 that takes all of it back", async () => {
    const serial = await closeTable();
    const [ticket] = (await invoices()).results;
    const annulled = await t.app.inject({
      method: "POST",
      url: "/api/v1/commands/invalidate",
      headers,
      payload: { id: ticket.request_id },
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const [rectification] = (await invoices()).results;
    expect(rectification).toMatchObject({
      invoice_type: "R5",
      request_id: ticket.request_id,
      corrects_id: ticket.id,
      total: -25,
      tax_total: -ticket.tax_total,
    });
    expect(rectification.num_serie).toMatch(/^R\d+-\d{4}-\d{6}$/);
    const { xml } = (
      await t.app.inject({ method: "GET", url: `/api/v1/invoices/${rectification.id}`, headers })
    ).json().data;
    expect(xml).toContain(`<sum1:NumSerieFactura>${serial}</sum1:NumSerieFactura>`);
    expect(xml).toContain("<sum1:TipoRectificativa>I</sum1:TipoRectificativa>");
    await sendNow();
    expect(fake.received.slice(-2).map((record) => [record.id.NumSerieFactura, record.estado])).toEqual([
      [serial, "Correcto"],
      [rectification.num_serie, "Correcto"],
    ]);
    // The ticket's QR stays the ticket's own invoice, not the rectification.
    expect((await ticketFiscalMark(t.db, local.id, ticket.request_id, translateEs))?.qr).toBe(ticket.qr_url);
  });

  it("replaces a paid ticket with a full invoice (F3) made out to the client's tax data, once", async () => {
    const serial = await closeTable();
    const [ticket] = (await invoices()).results;
    const ask = (body: object) =>
      t.app.inject({ method: "POST", url: "/api/v1/invoices/full_invoice", headers, payload: body });
    const client = {
      request_id: ticket.request_id,
      legal_name: "Talleres Pérez SL",
      address: "Calle Sol 4",
      zip: "28004",
    };
    const badNif = await ask({ ...client, tax_number: "B12345678" });
    expect(badNif.json().errors.tax_number).toEqual(["No es un NIF, NIE o CIF válido"]);
    const badName = await ask({ ...client, legal_name: "Pérez & <Hijos>", tax_number: "A13585625" });
    expect(badName.json().errors.legal_name).toEqual(["No puede contener < > \" ' ="]);
    expect((await invoices()).results[0].id).toBe(ticket.id);
    // Two tills asking at once: one full invoice, the other refused.
    const both = await Promise.all([1, 2].map(() => ask({ ...client, tax_number: "a-13585625" })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const full = both.find((response) => response.statusCode === 200)!;
    expect(full.json().data).toMatchObject({
      invoice_type: "F3",
      corrects_id: ticket.id,
      total: ticket.total,
    });
    expect(full.json().data.num_serie).toMatch(/^F\d+-\d{4}-000001$/);
    expect((await ask({ ...client, tax_number: "A13585625" })).json().message).toBe(
      `Este pedido ya tiene factura completa (${full.json().data.num_serie})`,
    );
    const mark = await ticketFiscalMark(t.db, local.id, ticket.request_id, translateEs);
    expect(mark?.above).toEqual([
      `Factura ${full.json().data.num_serie}`,
      `Sustituye al ticket ${serial}`,
      "Cliente: Talleres Pérez SL",
      "NIF: A13585625",
      "Calle Sol 4, 28004",
      "",
      "QR tributario:",
    ]);
    expect(mark?.qr).toBe(full.json().data.qr_url);
    await sendNow();
    expect(fake.received.at(-1)).toMatchObject({ estado: "Correcto" });
    expect(fake.received.at(-1)?.id.NumSerieFactura).toBe(full.json().data.num_serie);
  });

  it("issues a full invoice (F1) at the closing when the client gives tax data, and refuses bad data closing nothing", async () => {
    tables += 1;
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    const table = (await post("/api/v2/tables", { name: `S${tables}`, zone_id: zone })).json().data.id;
    const order = (await post("/api/v1/commands", { table, products: [{ id: product, qty: 1 }] })).json()
      .data;
    const recipient = { legal_name: "Gestoría Ruiz SL", tax_number: "B58378431", address: "Gran Vía 1" };
    const refused = await post("/api/v1/commands/close_command", {
      id: order.id,
      invoice_recipient: { ...recipient, tax_number: "B58378432" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors["invoice_recipient.tax_number"]).toEqual(["No es un NIF, NIE o CIF válido"]);
    const stillOpen = await t.app.inject({ method: "GET", url: `/api/v1/commands/${order.id}`, headers });
    expect(stillOpen.json().data.status).toBe("solicitado");
    const closed = await post("/api/v1/commands/close_command", {
      id: order.id,
      invoice_recipient: recipient,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.serial).toMatch(/^F\d+-\d{4}-\d{6}$/);
    const [invoice] = (await invoices()).results;
    expect(invoice).toMatchObject({ invoice_type: "F1", num_serie: closed.json().data.serial, total: 12.5 });
    const mark = await ticketFiscalMark(t.db, local.id, order.id, translateEs);
    expect(mark?.above).toContain("Cliente: Gestoría Ruiz SL");
    await sendNow();
    expect(fake.received.at(-1)).toMatchObject({ estado: "Correcto" });
  });

  it("refuses to close a ticket above 3,000 € without the client's tax data, and closes it as an F1 with them", async () => {
    tables += 1;
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    const table = (await post("/api/v2/tables", { name: `S${tables}`, zone_id: zone })).json().data.id;
    const order = (await post("/api/v1/commands", { table, products: [{ id: product, qty: 241 }] })).json()
      .data;
    const before = (await invoices()).total;
    const refused = await post("/api/v1/commands/close_command", { id: order.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Una factura simplificada no puede pasar de 3.000 €: emite una factura completa con los datos del cliente",
    );
    expect((await invoices()).total).toBe(before);
    const recipient = { legal_name: "Eventos Norte SL", tax_number: "B44752210" };
    const closed = await post("/api/v1/commands/close_command", {
      id: order.id,
      invoice_recipient: recipient,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await invoices()).results[0]).toMatchObject({ invoice_type: "F1", total: 3012.5 });
  });

  it("invoices a taking of the cash module, which then keeps its amount", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/economic_subscriptions",
      headers,
      payload: { amount: 30, payment: "cash", description: "Cuota del club de catas" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const taking = created.json().data;
    const [invoice] = (await invoices()).results;
    expect(invoice).toMatchObject({ invoice_type: "F2", request_id: null, total: 30, tax_total: 2.73 });
    await sendNow();
    const status = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/fiskaly/economic_subscription_update_status",
      headers,
      payload: { id: taking.id },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({ id: invoice.id, status: "registered" });
    const message =
      "Este cobro ya está facturado: su importe no puede cambiar ni borrarse; anula su factura en Facturas";
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/economic_subscriptions/${taking.id}`,
      headers,
      payload: { amount: 25 },
    });
    expect(changed.json().message).toBe(message);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/economic_subscriptions/${taking.id}`,
      headers,
    });
    expect(deleted.json().message).toBe(message);
    const described = await t.app.inject({
      method: "PUT",
      url: `/api/v1/economic_subscriptions/${taking.id}`,
      headers,
      payload: { description: "Cuota del club de catas (noviembre)" },
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json().data.amount).toBe(30);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/fiskaly/economic_subscription_update_status",
      headers,
      payload: { id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("makes out a full invoice (F1) when a pickup is paid at the hand-over with the client's tax data", async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers, payload });
    const client = (
      await post("/api/v1/clients", { first_name: "Ane", addresses: [{ address: "Mayor 1" }] })
    ).json().data;
    const order = (
      await post("/api/v1/requests/recoger", { client: client.id, products: [{ id: product }] })
    ).json().data;
    for (const step of ["inProcess", "readyForPickup"])
      expect(
        (await post("/api/v1/requests/change_process_status", { id: order.id, process_status: step }))
          .statusCode,
      ).toBe(200);
    const recipient = { legal_name: "Ane Etxeberria", tax_number: "00000006Y" };
    const unpaid = await post("/api/v1/requests/change_process_status", {
      id: order.id,
      process_status: "received",
      reason: "Paga mañana",
      invoice_recipient: recipient,
    });
    expect(unpaid.statusCode).toBe(400);
    const handed = await post("/api/v1/requests/change_process_status", {
      id: order.id,
      process_status: "received",
      payment_type: "cash",
      invoice_recipient: recipient,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await invoices()).results[0]).toMatchObject({
      invoice_type: "F1",
      request_id: order.id,
      total: 12.5,
    });
  });

  it("cancels an invoice issued by mistake with a registro de anulación, once", async () => {
    const serial = await closeTable();
    await sendNow();
    const [ticket] = (await invoices()).results;
    const cancel = () =>
      t.app.inject({ method: "POST", url: "/api/v1/invoices/cancel", headers, payload: { id: ticket.id } });
    // Two managers at once: one anulación, the other refused.
    const both = await Promise.all([cancel(), cancel()]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const cancelled = both.find((response) => response.statusCode === 200)!;
    expect(cancelled.json().data).toMatchObject({
      kind: "anulacion",
      num_serie: serial,
      corrects_id: ticket.id,
    });
    expect((await cancel()).json().message).toBe(
      "Solo se puede anular una factura que no se haya rectificado, sustituido ni anulado",
    );
    await sendNow();
    expect(fake.received.at(-1)).toMatchObject({ kind: "anulacion", estado: "Correcto" });
    expect(fake.stored(fake.received.at(-1)!.id)).toBe("Anulada");
    expect(await verifyChain(t.db, local.id, NIF)).toMatchObject({ brokenAt: null });
  });

  it("exports a period's records as XML and CSV, and refuses a period too long", async () => {
    const today = new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
    const xml = await t.app.inject({
      method: "GET",
      url: `/api/v1/invoices/export?from=${today}&to=${today}&format=xml`,
      headers,
    });
    expect(xml.statusCode, xml.body).toBe(200);
    const count = (await invoices()).total;
    expect(xml.body.match(/<sum:RegistroFactura /g)?.length).toBe(count);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/v1/invoices/export?from=${today}&to=${today}&format=csv`,
      headers,
    });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.trim().split("\r\n")).toHaveLength(count + 1);
    const tooLong = await t.app.inject({
      method: "GET",
      url: "/api/v1/invoices/export?from=2025-01-01&to=2026-12-31",
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
