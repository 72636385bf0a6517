import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FakeAeat, startFakeAeat } from "../apps/server/test/fake-aeat";
import { makeTestCertificates, type TestCertificates } from "../apps/server/test/test-certificates";
import { expectNoSeriousA11yViolations } from "./a11y";
import { data } from "./api";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "./fixtures";
import { loginAs } from "./login-as";
import { type OwnServer, startOwnServer } from "./own-server";

// Issue 25 in Chromium: a manager fills the Fiscal tab (a wrong NIF gets its message), uploads
// the certificate, activates VERI*FACTU after the warning, closes a table, sees the QR and
// "VERI*FACTU" on the ticket preview, then sees the invoice go from pending to registered.
// The records go to a local fake of the AEAT's SOAP service (mutual TLS with a test CA), so
// this spec runs its own server, pointed at the fake, on fresh demo data.

const ADMIN = "admin@demo.local";
const TILL = { viewport: { width: 1280, height: 800 }, hasTouch: true };
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };
const ISSUER = {
  name: "casa-pena",
  legal_name: "Casa Peña SL",
  tax_number: "B64717838",
  address: "Calle Mayor 1",
  zip: "28013",
  town: "Madrid",
  state: "Madrid",
};

// Serial: the full invoices and the anulación work on the invoices the first test issued.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let certificates: TestCertificates;
let aeat: FakeAeat;
let own: OwnServer;
let caDir: string;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  certificates = makeTestCertificates();
  aeat = await startFakeAeat({ certificates, waitSeconds: 1 });
  caDir = await mkdtemp(join(tmpdir(), "comanda-e2e-aeat-ca-"));
  const caFile = join(caDir, "aeat-ca.pem");
  await writeFile(caFile, certificates.caPem);
  own = await startOwnServer("fiscal", { AEAT_URL: aeat.endpoint, AEAT_CA_FILE: caFile });
  base = own.base;
});

test.afterAll(async () => {
  await own?.stop();
  await aeat?.close();
  if (caDir) await rm(caDir, { recursive: true, force: true });
});

async function onTill(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await loginAs(page, ADMIN, base);
  return page;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const tab = (page: Page) => page.getByRole("tabpanel", { name: "Fiscal" });

/** What a finger does with a text field: tap it, then type. */
async function typeInto(page: Page, name: string, text: string) {
  const input = field(page, name);
  await input.tap();
  await input.fill(text);
}

async function fillFiscalTab(page: Page) {
  await page.goto(`${base}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("tab", { name: "Fiscal" }).tap();
  await expect(page).toHaveURL(/\?tab=fiscal$/);
  await expect(page.getByText("VERI*FACTU no está activado")).toBeVisible(FIRST_PAINT);
  await expect(page.getByText("Todavía no hay certificado.")).toBeVisible();
  await expect(field(page, "País")).toHaveValue("España (ESP)");
  await expect(field(page, "País")).toHaveAttribute("readonly", "");
  await expectNoSeriousA11yViolations(page);

  // A NIF with the wrong control letter is said as soon as the finger moves on.
  await typeInto(page, "NIF", "12345678A");
  await field(page, "Razón social").tap();
  await expect(field(page, "NIF")).toHaveAttribute("aria-invalid", "true");
  await expect(tab(page).getByText("No es un NIF, NIE o CIF válido")).toBeVisible();

  await typeInto(page, "Identificador del local", ISSUER.name);
  await typeInto(page, "Razón social", ISSUER.legal_name);
  await typeInto(page, "NIF", ISSUER.tax_number);
  await expect(tab(page).getByText("No es un NIF, NIE o CIF válido")).toBeHidden();
  await typeInto(page, "Dirección", ISSUER.address);
  await typeInto(page, "Código postal", ISSUER.zip);
  await typeInto(page, "Municipio", ISSUER.town);
  await typeInto(page, "Provincia", ISSUER.state);
  await page.getByRole("button", { name: "Guardar los datos fiscales" }).tap();
  await expect(page.getByText("Se han guardado los datos fiscales")).toBeVisible();
  await expect(field(page, "NIF")).toHaveValue(ISSUER.tax_number);
}

async function uploadCertificate(page: Page) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Elegir el certificado" }).tap();
  await (await chooser).setFiles({
    name: "casa-pena.p12",
    mimeType: "application/x-pkcs12",
    buffer: certificates.clientPfx,
  });
  await expect(page.getByText("casa-pena.p12")).toBeVisible();

  // The server opens the file with the password: a wrong one is said on its field.
  await page.getByLabel("Contraseña del certificado").tap();
  await page.getByLabel("Contraseña del certificado").fill("no-es-esta");
  await page.getByRole("button", { name: "Subir el certificado" }).tap();
  await expect(page.getByLabel("Contraseña del certificado")).toHaveAttribute("aria-invalid", "true");
  await expect(tab(page).getByText("La contraseña no abre este certificado")).toBeVisible();

  await page.getByLabel("Contraseña del certificado").fill(certificates.clientPassphrase);
  await page.getByRole("button", { name: "Subir el certificado" }).tap();
  await expect(page.getByText("Se ha guardado el certificado")).toBeVisible();
  await expect(page.getByTestId("fiscal-certificate")).toContainText("PEÑA");
}

async function activate(page: Page) {
  await page.getByRole("button", { name: "Activar VERI*FACTU…" }).tap();
  const dialog = page.getByRole("dialog", { name: "Activar VERI*FACTU" });
  await expect(dialog).toContainText("La activación no se puede deshacer.");
  const confirm = dialog.getByRole("button", { name: "Activar definitivamente" });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("checkbox", { name: "Entiendo que la activación es definitiva" }).tap();
  await confirm.tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("VERI*FACTU activado")).toBeVisible();
  await expect(page.getByText("VERI*FACTU activo")).toBeVisible();
  // The issuer is fixed from now on; the address is not.
  await expect(field(page, "NIF")).toBeDisabled();
  await expect(field(page, "Dirección")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Activar VERI*FACTU…" })).toHaveCount(0);
}

/** Opens a free table, orders two croquetas, sends them and charges the whole table in cash. */
async function closeTable(page: Page, name: string) {
  await page.goto(`${base}/requests/tables_requests/`);
  const table = page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
  await table.tap();
  await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).tap();
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("croquetas");
  const tile = page.getByRole("button", { name: /^Croquetas de jamón, / });
  await tile.tap();
  await tile.tap();
  await page.getByRole("button", { name: "Enviar a cocina" }).tap();
  await expect(page.getByText(`Comanda de la mesa ${name} enviada a cocina.`)).toBeVisible();

  await table.tap();
  await page.getByRole("button", { name: "Cobrar", exact: true }).tap();
  const payment = page.getByRole("dialog", { name: `Cobrar · mesa ${name}` });
  await payment.getByRole("button", { name: /^Cobrar .* y cerrar$/ }).tap();
  await expect(page.getByText(`Mesa ${name} cobrada y libre.`)).toBeVisible();
}

/**
 * Opens a table through the API with more croquetas than a simplified invoice may carry
 * (400 × 8.50 € = 3,400 €), as a big group's bill would be.
 */
async function openBigTable(request: APIRequestContext, name: string) {
  const login = await data<{ token: string }>(
    await request.post(`${base}/api/v1/auth/login`, {
      data: { email: ADMIN, password: "demo1234", from_client: "web", tpv: "barra" },
    }),
  );
  const headers = { Authorization: `Bearer ${login.token}`, TPV: "barra" };
  const rows = async (path: string) =>
    (
      await data<{ results: Array<{ id: number; name: string }> }>(
        await request.get(`${base}${path}`, { headers }),
      )
    ).results;
  const table = (await rows("/api/v2/tables/list_bar")).find((row) => row.name === name)?.id;
  const croquetas = (await rows("/api/v1/products/list_bar")).find(
    (row) => row.name === "Croquetas de jamón",
  )?.id;
  await data(
    await request.post(`${base}/api/v1/commands`, {
      headers,
      data: { table, command_guests: 12, products: [{ id: croquetas, qty: 400 }] },
    }),
  );
}

/** Closes a table as a client's full invoice (F1): refused as a ticket, then with the client's data. */
async function closeWithFullInvoice(page: Page, name: string) {
  await page.goto(`${base}/requests/tables_requests/`);
  await page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) }).tap();
  await page.getByRole("button", { name: "Cobrar", exact: true }).tap();
  const payment = page.getByRole("dialog", { name: `Cobrar · mesa ${name}` });
  const pay = payment.getByRole("button", { name: /^Cobrar .* y cerrar$/ });
  await pay.tap();
  await expect(
    page.getByText(
      "Una factura simplificada no puede pasar de 3.000 €: emite una factura completa con los datos del cliente",
    ),
  ).toBeVisible();

  const toggle = payment.getByRole("button", { name: "Factura con datos del cliente" });
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await typeIn(payment, "Nombre o razón social del cliente", "Construcciones Norte SA");
  await typeIn(payment, "NIF del cliente", "B58378432");
  await payment.getByRole("textbox", { name: "Dirección del cliente" }).tap();
  await expect(payment.getByText("No es un NIF, NIE o CIF válido")).toBeVisible();
  await expect(payment.getByRole("textbox", { name: "NIF del cliente" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoSeriousA11yViolations(page);

  await typeIn(payment, "NIF del cliente", "B58378431");
  await expect(payment.getByText("No es un NIF, NIE o CIF válido")).toBeHidden();
  await typeIn(payment, "Dirección del cliente", "Avenida del Puerto 3");
  await pay.tap();
  await expect(page.getByText(`Mesa ${name} cobrada y libre.`)).toBeVisible();
}

/** Taps a text field inside `scope` and types into it. */
async function typeIn(scope: Locator, name: string, text: string) {
  const input = scope.getByRole("textbox", { name, exact: true });
  await input.tap();
  await input.fill(text);
}

async function seeFiscalTicket(page: Page, name: string) {
  await page.goto(`${base}/printers/queue`);
  await expect(page.getByRole("heading", { level: 1, name: "Cola de impresión" })).toBeVisible(FIRST_PAINT);
  const ticket = page
    .getByRole("row")
    .filter({ hasText: `Mesa ${name}` })
    .filter({ hasText: "Ticket" })
    .first();
  await ticket.getByRole("button", { name: "Ver" }).tap();
  const preview = page.getByRole("dialog", { name: /Ticket \d+/ });
  const frame = preview.frameLocator("iframe");
  await expect(frame.getByText("VERI*FACTU")).toBeVisible();
  await expect(frame.locator(".ticket-qr svg")).toBeVisible();
  await preview.getByRole("button", { name: "Cerrar" }).tap();
}

test("a manager sets up VERI*FACTU, closes a table and sees its invoice reach the agency", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...TILL, locale: "es-ES", reducedMotion: "reduce" });
  const page = await onTill(context);

  await fillFiscalTab(page);
  await uploadCertificate(page);
  await activate(page);

  // The agency cannot be reached while the table closes: the till goes on, the record waits.
  await aeat.down();
  await closeTable(page, "S9");
  await seeFiscalTicket(page, "S9");

  await page.goto(`${base}/invoices`);
  await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible(FIRST_PAINT);
  const row = page.getByRole("row", { name: /^Factura / }).first();
  await expect(row).toContainText("Pendiente");
  await expect(row).toContainText("F2");
  await expectNoSeriousA11yViolations(page);

  // Asked to send now while the agency is still down: nothing lost, the record flagged as late.
  const refresh = page.getByRole("button", { name: "Enviar y actualizar" });
  await refresh.tap();
  await expect(page.getByText("Enviados: 0 · Pendientes: 1")).toBeVisible();
  await expect(row).toContainText("Incidencia");
  await expect(row).toContainText("Pendiente");

  // Back on line: the manager taps refresh until the queue's wait is over and the record goes.
  await aeat.up();
  await expect(async () => {
    await refresh.tap();
    await expect(row).toContainText("Registrada", { timeout: 3_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  // Sent late because of the outage: flagged as such, for the manager and for the agency.
  await expect(row).toContainText("Incidencia");
  await expect(row).not.toContainText("ECONNREFUSED");
  expect(aeat.received.map((record) => [record.kind, record.incidencia, record.estado])).toEqual([
    ["alta", true, "Correcto"],
  ]);

  const number = (await row.getByRole("cell").first().innerText()).trim();
  await row.getByRole("button", { name: `Ver la factura ${number}` }).tap();
  const drawer = page.getByRole("dialog", { name: `Factura ${number}` });
  await expect(drawer.getByTestId("invoice-xml")).toContainText("RegistroAlta");
  await expect(drawer.getByRole("link", { name: /ValidarQR/ })).toHaveAttribute(
    "href",
    new RegExp(`ValidarQR\\?nif=${ISSUER.tax_number}&`),
  );
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole("button", { name: "Cerrar" }).tap();
  await expect(drawer).toBeHidden();

  // Today's records, downloaded for an inspector: the CSV names the invoice.
  await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeDisabled();
  await page.getByRole("button", { name: "Fecha de expedición" }).tap();
  await page.getByRole("button", { name: "Hoy", exact: true }).tap();
  await expect(row).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^verifactu_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), "utf8");
  expect(csv).toContain(number);
  await context.close();
});

test("full invoices at the closing and after paying, and an invoice issued by mistake cancelled", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...TILL, locale: "es-ES", reducedMotion: "reduce" });
  const page = await onTill(context);
  await openBigTable(request, "S7");
  await closeWithFullInvoice(page, "S7");

  await page.goto(`${base}/invoices`);
  await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible(FIRST_PAINT);
  const rows = page.getByRole("row", { name: /^Factura / });
  const f1 = rows.filter({ hasText: "F1 · Factura completa" });
  await expect(f1).toHaveCount(1);
  await expect(f1).toContainText(/3\.?400,00/);

  // The client of table S9 comes back for an invoice: a full one (F3) replaces the ticket.
  const ticket = rows.filter({ hasText: "F2 · Factura simplificada" });
  const ticketNumber = (await ticket.getByRole("cell").first().innerText()).trim();
  await ticket.getByRole("button", { name: `Factura completa en lugar de la ${ticketNumber}` }).tap();
  const replace = page.getByRole("dialog", { name: `Factura completa · ${ticketNumber}` });
  await expect(replace).toContainText(`sustituye al ticket ${ticketNumber}`);
  await typeIn(replace, "Nombre o razón social del cliente", "Talleres Pérez SL");
  await typeIn(replace, "NIF del cliente", "A13585625");
  await expectNoSeriousA11yViolations(page);
  await replace.getByRole("button", { name: "Emitir la factura completa" }).tap();
  await expect(replace).toBeHidden();
  await expect(page.getByText(/^Factura completa .+ emitida$/)).toBeVisible();
  await expect(rows.filter({ hasText: "F3 · Sustituye a simplificadas" })).toHaveCount(1);

  // Once replaced, the ticket cannot be replaced again: the server says why.
  await ticket.getByRole("button", { name: `Factura completa en lugar de la ${ticketNumber}` }).tap();
  await typeIn(replace, "Nombre o razón social del cliente", "Talleres Pérez SL");
  await typeIn(replace, "NIF del cliente", "A13585625");
  await replace.getByRole("button", { name: "Emitir la factura completa" }).tap();
  await expect(page.getByText(/^Este pedido ya tiene factura completa \(.+\)$/)).toBeVisible();
  await replace.getByRole("button", { name: "Cancelar" }).tap();

  // The F1 was issued by mistake and never handed over: the admin cancels it, after the warning.
  const f1Number = (await f1.getByRole("cell").first().innerText()).trim();
  await f1.getByRole("button", { name: `Anular la factura ${f1Number}` }).tap();
  const confirm = page.getByRole("dialog", { name: `¿Anular la factura ${f1Number}?` });
  await expect(confirm).toContainText("emitida por error que nunca se entregó");
  await expect(confirm).toContainText("invalida el pedido");
  await confirm.getByRole("button", { name: "Anular la factura" }).tap();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(new RegExp(`^Factura ${f1Number} anulada`))).toBeVisible();
  const cancellation = rows.filter({ hasText: "Anulación" });
  await expect(cancellation).toHaveCount(1);
  await expect(cancellation.getByRole("button", { name: /^Anular / })).toHaveCount(0);

  // A cancelled invoice cannot be cancelled again.
  await f1.getByRole("button", { name: `Anular la factura ${f1Number}` }).tap();
  await confirm.getByRole("button", { name: "Anular la factura" }).tap();
  await expect(
    page.getByText("Solo se puede anular una factura que no se haya rectificado, sustituido ni anulado"),
  ).toBeVisible();
  await context.close();
});

test("a manager without the fiscal permission reads the Fiscal tab and the invoices, and changes nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...TILL, locale: "es-ES", reducedMotion: "reduce" });
  const page = await context.newPage();
  await loginAs(page, "encargado@demo.local", base);
  await page.goto(`${base}/settings?tab=fiscal`);
  await expect(tab(page).getByText("Solo puedes consultar estos datos")).toBeVisible(FIRST_PAINT);
  await expect(field(page, "NIF")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Guardar los datos fiscales" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Elegir el certificado" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${base}/invoices`);
  await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible(FIRST_PAINT);
  // Cancelling an invoice is the fiscal manager's; a full invoice is anyone's who closes orders.
  await expect(page.getByRole("button", { name: /^Anular / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Factura completa en lugar de / }).first()).toBeVisible();
  await context.close();
});
