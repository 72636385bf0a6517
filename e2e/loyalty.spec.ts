import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, data, MANAGER, menuProductId, WAITER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

test.describe.configure({ mode: "serial" });

/** Today in the demo local's time zone, and the Monday and Sunday of its week (YYYY-MM-DD). */
function thisWeek(): { monday: string; sunday: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const fromMonday = (noon.getUTCDay() + 6) % 7;
  const day = (offset: number) => new Date(noon.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(-fromMonday), sunday: day(6 - fromMonday) };
}

const code = `CAFE${String(Date.now()).slice(-6)}`;
const awardName = `Café gratis ${code.slice(4)}`;
let clientId = 0;

/** A pickup order of one croqueta portion (8,50 €) for the flow's client, taken by phone through the API. */
async function pickupOrder(request: APIRequestContext): Promise<number> {
  const headers = await apiHeaders(request, WAITER);
  const croquetas = await menuProductId(request, headers, "Croquetas de jamón");
  const order = await data<{ id: number }>(
    await request.post("/api/v1/requests/recoger", {
      headers,
      data: { client: clientId, products: [{ id: croquetas }], soon_as_possible: true },
    }),
  );
  return order.id;
}

async function applyCode(page: Page, typed: string) {
  const panel = page.getByRole("region", { name: "Fidelización" });
  await panel.getByLabel("Código de oferta").fill(typed);
  await panel.getByRole("button", { name: "Aplicar código" }).tap();
  return panel;
}

test("a manager creates a 10 % code for this week, once per client, and prints its QR", async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, MANAGER);
  await page.goto("/offers/list");
  await expect(page.getByRole("heading", { level: 1, name: "Ofertas" })).toBeVisible();
  await page.getByRole("button", { name: "Nueva oferta" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva oferta" });
  const { monday, sunday } = thisWeek();
  await dialog.getByLabel("Nombre").fill("Semana del café");
  await dialog.getByLabel(/^Código/).fill(code.toLowerCase());
  await dialog.getByLabel(/^Descuento/).fill("10");
  // The end before the start is said on the end, and nothing is saved.
  await dialog.getByLabel("Desde").fill(sunday);
  await dialog.getByLabel("Hasta (incluido)").fill(monday);
  await dialog.getByLabel("Usos por cliente").fill("1");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("La fecha de fin no puede ser anterior a la de inicio")).toBeVisible();
  await dialog.getByLabel("Desde").fill(monday);
  await dialog.getByLabel("Hasta (incluido)").fill(sunday);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("10 %");
  await expect(row).toContainText("Sin límite en total · 1 por cliente");
  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: `Imprimir el QR de ${code}` }).click();
  expect((await download).suggestedFilename()).toBe(`qr-${code}.pdf`);

  // An award: a free coffee for 10 points.
  await page.goto("/awards/list");
  await expect(page.getByRole("heading", { level: 1, name: "Premios" })).toBeVisible();
  await page.getByRole("button", { name: "Nuevo premio" }).click();
  const form = page.getByRole("dialog", { name: "Nuevo premio" });
  await form.getByLabel("Nombre").fill(awardName);
  await form.getByLabel(/^Puntos necesarios/).fill("10");
  await form.getByRole("combobox", { name: "Producto gratis" }).fill("Café solo");
  await page.getByRole("option", { name: "Café solo" }).click();
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(awardName) })).toContainText("Café solo gratis");
  await expectNoSeriousA11yViolations(page);
});

test("a waiter applies the code to a client's pickup order on a touch till; the same client cannot use it twice", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  clientId = await createRow(request, await apiHeaders(request), "/api/v1/clients", {
    first_name: "Marta",
    last_name: "Fiel",
    phone: `6${String(Date.now()).slice(-8)}`,
  });
  const first = await pickupOrder(request);
  const context = await browser.newContext({
    hasTouch: true,
    locale: "es-ES",
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await loginAs(page, WAITER);
  await page.goto(`/requests/new?order=${first}`);
  const panel = await applyCode(page, code.toLowerCase());
  await expect(page.getByText(`Código ${code} aplicado`)).toBeVisible();
  await expect(panel.getByText(`Código ${code}`, { exact: true })).toBeVisible();
  // The ticket shows the discount with its code, and the total after it.
  const ticket = page.getByRole("region", { name: "Ticket", exact: true });
  await expect(ticket.getByText(`Descuento ${code} · 10 %`)).toBeVisible();
  await expect(ticket.getByTestId("ticket-discount")).toHaveText("−0,85 €");
  await expect(ticket.getByTestId("ticket-total")).toHaveText("7,65 €");
  await expectNoSeriousA11yViolations(page);

  // Paid: the use counts, and the client earns 2 points per euro (7,65 € → 15 points).
  await page.getByRole("button", { name: "Cobrar", exact: true }).tap();
  const pay = page.getByRole("dialog", { name: /^Cobrar · / });
  await pay.getByRole("button", { name: "Cobrar 7,65 € y cerrar" }).tap();
  await expect(page.getByText(/cobrado y cerrado\.$/)).toBeVisible();

  const second = await pickupOrder(request);
  await page.goto(`/requests/new?order=${second}`);
  await expect(page.getByTestId("client-points")).toHaveText("15 puntos");
  await applyCode(page, code);
  await expect(
    page.getByText("No se puede usar el código: Este cliente ya ha usado la oferta las 1 veces permitidas"),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Ticket", exact: true }).getByTestId("ticket-total"),
  ).toHaveText("8,50 €");

  // The points earned pay for a free coffee: it lands on the ticket at 100 % off.
  await page.getByRole("button", { name: `Canjear ${awardName} (10 puntos)` }).tap();
  await expect(page.getByText(`${awardName} canjeado`)).toBeVisible();
  await expect(page.getByTestId("client-points")).toHaveText("5 puntos");
  const sent = page.getByRole("region", { name: "Ticket", exact: true }).getByRole("listitem");
  await expect(sent.filter({ hasText: "Café solo" })).toContainText("100 %");
  await expect(
    page.getByRole("region", { name: "Ticket", exact: true }).getByTestId("ticket-total"),
  ).toHaveText("8,50 €");

  // The client's points, the award and the offer used, from the panel.
  await page.getByRole("button", { name: "Ver movimientos" }).tap();
  const ledger = page.getByRole("dialog", { name: "Puntos de Marta Fiel" });
  await expect(ledger.getByTestId("loyalty-balance")).toHaveText("5 puntos");
  await expect(ledger.getByRole("table", { name: "Movimientos" })).toContainText("Ganados");
  await expect(ledger.getByRole("table", { name: "Movimientos" })).toContainText("Canjeados");
  await expect(ledger.getByRole("table", { name: "Ofertas usadas" })).toContainText(code);
  await context.close();
});

/** A 1×1 PNG, for the award's picture. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a manager prices a product with a code, gives an award a picture, and reads loyalty in the box report", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, MANAGER);
  await page.goto("/offers/list");
  await expect(page.getByRole("heading", { level: 1, name: "Ofertas" })).toBeVisible();
  await page.getByRole("button", { name: "Nueva oferta" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva oferta" });
  const { monday, sunday } = thisWeek();
  const fixedCode = `FIJO${code.slice(4)}`;
  await dialog.getByLabel("Nombre").fill("Café a 1");
  await dialog.getByLabel(/^Código/).fill(fixedCode);
  await dialog.getByText("Precio fijo de un producto").click();
  await dialog.getByRole("combobox", { name: "Producto o menú" }).fill("Café solo");
  await page.getByRole("option", { name: "Café solo" }).first().click();
  await dialog.getByLabel("Desde").fill(monday);
  await dialog.getByLabel("Hasta (incluido)").fill(sunday);
  // Not below the coffee's own price: refused on the field.
  await dialog.getByLabel(/^Precio fijo\s*\*?$/).fill("5");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El precio fijo debe ser menor que el precio del producto")).toBeVisible();
  await dialog.getByLabel(/^Precio fijo\s*\*?$/).fill("1");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(fixedCode) })).toContainText("Precio fijo 1,00");

  // An award with a picture, shown on its row.
  await page.goto("/awards/list");
  await page.getByRole("button", { name: "Nuevo premio" }).click();
  const form = page.getByRole("dialog", { name: "Nuevo premio" });
  const pictured = `Foto ${code.slice(4)}`;
  await form.getByLabel("Nombre").fill(pictured);
  await form.getByLabel(/^Puntos necesarios/).fill("20");
  await form.getByRole("combobox", { name: "Producto gratis" }).fill("Café solo");
  await page.getByRole("option", { name: "Café solo" }).first().click();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: "cafe.png", mimeType: "image/png", buffer: PIXEL });
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(pictured) }).locator("img")).toHaveAttribute(
    "src",
    /^\/api\/v1\/files\//,
  );

  // The box report's open period shows the loyalty figures.
  await page.goto("/printers/box_report");
  const loyalty = page.getByRole("heading", { name: "Fidelización" });
  await expect(loyalty).toBeVisible();
  await expect(page.getByText("Puntos pendientes de los clientes")).toBeVisible();
});
