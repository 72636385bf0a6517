import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

/** "12,50 €" as the page writes money in Spanish. */
const euros = (cents: number) =>
  `${new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;

/**
 * Closes whatever the shared database's demo local has in its open period, so the period the
 * test counts holds only what the test puts in it.
 */
async function startEmptyPeriod(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.post("/api/v1/box_reports/close_box", {
    headers,
    data: { close_type: "change_shift", initial_import: 0, confirm: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A bar order of one product at `cents`, paid in cash. */
async function cashSale(request: APIRequestContext, headers: Record<string, string>, cents: number) {
  const ts = Date.now();
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Caja ${ts}` });
  const product = await createRow(request, headers, "/api/v1/products", {
    name: `Menú caja ${ts}`,
    price: cents / 100,
    iva: 10,
    category,
  });
  const order = await createRow(request, headers, "/api/v1/requests/barra", {
    products: [{ id: product, qty: 1 }],
  });
  const closed = await request.post("/api/v1/requests/close", {
    headers,
    data: { id: order, credit_card: false },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
}

/** A bar order taken and then voided, with the reason the manager gave. */
async function voidedOrder(request: APIRequestContext, headers: Record<string, string>, reason: string) {
  const ts = Date.now();
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Anulada ${ts}` });
  const product = await createRow(request, headers, "/api/v1/products", {
    name: `Plato anulado ${ts}`,
    price: 9,
    iva: 10,
    category,
  });
  const order = await createRow(request, headers, "/api/v1/requests/barra", {
    products: [{ id: product, qty: 1 }],
  });
  const voided = await request.post("/api/v1/requests/invalidate", { headers, data: { id: order, reason } });
  expect(voided.ok(), await voided.text()).toBe(true);
}

function figure(page: Page, scope: string, label: string) {
  const block = page.getByRole("region", { name: scope });
  return block.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
}

test("a manager enters an expense, closes a shift with a cash count, sees the unbalance, reopens it and downloads the PDF", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, MANAGER);
  await startEmptyPeriod(request, headers);
  await cashSale(request, headers, 4_730);
  await voidedOrder(request, headers, "Cliente se fue sin pedir");

  await loginAs(page, MANAGER);
  await page.goto("/printers/box_report");
  await expect(page.getByRole("heading", { level: 1, name: "Cierre de caja" })).toBeVisible(FIRST_PAINT);
  const current = page.getByRole("region", { name: "Turno en curso" });
  await expect(current.getByText(euros(4_730)).first()).toBeVisible();
  // The void is listed with its reason, as the closing will keep it.
  await expect(current.getByText(/Motivo: Cliente se fue sin pedir/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An expense paid from the drawer lowers the cash expected in it.
  await page.getByRole("button", { name: "Gasto o cobro" }).click();
  const movement = page.getByRole("dialog", { name: "Gasto u otro cobro de caja" });
  await movement.getByRole("textbox", { name: "Importe" }).fill("12.50");
  await movement.getByRole("textbox", { name: "Concepto" }).fill("Hielo");
  await expectNoSeriousA11yViolations(page);
  await movement.getByRole("button", { name: "Guardar" }).click();
  await expect(movement).toBeHidden();
  const expected = 4_730 - 1_250;
  await expect(figure(page, "Turno en curso", "Gastos")).toHaveText(euros(1_250));
  await expect(figure(page, "Turno en curso", "Efectivo esperado")).toHaveText(euros(expected));

  // The shift is closed with a count 5 € short.
  await page.getByRole("button", { name: "Cambiar de turno" }).click();
  const closing = page.getByRole("dialog", { name: "Cambio de turno" });
  await closing.getByRole("textbox", { name: "Fondo inicial" }).fill("0");
  await closing.getByRole("textbox", { name: "Efectivo contado" }).fill(String((expected - 500) / 100));
  await expect(closing.getByTestId("close-unbalance")).toHaveText(euros(-500));
  await expectNoSeriousA11yViolations(page);
  await closing.getByRole("button", { name: "Confirmar cierre" }).click();
  const confirm = closing.getByRole("button", { name: "Cerrar igualmente" });
  // Orders other flows left open are listed first and need a confirmation.
  if (await confirm.isVisible().catch(() => false)) await confirm.click();

  // The closing prints itself on the till's ticket printer.
  await expect(page.getByText(/hecho; el informe sale por Tickets/)).toBeVisible();
  const report = page.getByRole("dialog", { name: /^Cambio de turno Z-/ });
  await expect(report.getByTestId("box-unbalance")).toHaveText(euros(-500));
  const title = (await report.getByRole("heading").first().textContent()) ?? "";
  const serial = title.replace("Cambio de turno ", "").trim();
  await expectNoSeriousA11yViolations(page);
  await report.getByRole("button", { name: "Cerrar" }).click();
  await expect(report).toBeHidden();

  // The new period starts empty; the closing is in the list and opens again.
  await expect(figure(page, "Turno en curso", "Gastos")).toHaveText(euros(0));
  await page.getByRole("button", { name: `Ver ${serial}` }).click();
  const reopened = page.getByRole("dialog", { name: `Cambio de turno ${serial}` });
  await expect(reopened.getByTestId("box-unbalance")).toHaveText(euros(-500));

  // The count is corrected: the unbalance follows it.
  await reopened.getByRole("textbox", { name: "Efectivo contado" }).fill(String(expected / 100));
  await reopened.getByRole("button", { name: "Guardar el recuento" }).click();
  await expect(reopened.getByTestId("box-unbalance")).toHaveText(euros(0));

  const downloading = page.waitForEvent("download");
  await reopened.getByRole("button", { name: "Descargar PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`box-report-${serial}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Printed again on the till's ticket printer, through the print queue, with the new count.
  await reopened.getByRole("button", { name: "Imprimir" }).click();
  await expect(page.getByText("Enviado a Tickets")).toBeVisible();
  await reopened.getByRole("button", { name: "Cerrar" }).click();
  await page.goto("/printers/queue");
  const row = page.getByRole("row").filter({ hasText: "Informe de caja" }).first();
  await expect(row).toContainText("Tickets", FIRST_PAINT);
  await expect(row).toContainText("Impreso", FIRST_PAINT);
  await row.getByRole("button", { name: "Ver" }).click();
  const ticket = page.getByRole("dialog").frameLocator("iframe");
  await expect(ticket.getByText("*** REIMPRESIÓN ***")).toBeVisible();
  await expect(ticket.getByText(serial)).toBeVisible();
  await expect(ticket.getByText(/Efectivo contado\s+\d/)).toBeVisible();
  await expect(ticket.getByText(/Descuadre\s+0,00/)).toBeVisible();
});

test("on a phone the till's expense dialog fits and saves", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const headers = await apiHeaders(request, MANAGER);
  await startEmptyPeriod(request, headers);
  await loginAs(page, MANAGER);
  await page.getByRole("button", { name: "Abrir el menú" }).click();
  await page.getByRole("button", { name: "Gasto o cobro" }).click();
  const movement = page.getByRole("dialog", { name: "Gasto u otro cobro de caja" });
  await movement.getByText("Otro cobro", { exact: true }).click();
  await movement.getByRole("textbox", { name: "Importe" }).fill("20");
  await movement.getByText("Tarjeta", { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await movement.getByRole("button", { name: "Guardar" }).click();
  await expect(movement).toBeHidden();
  const current = await request.get("/api/v1/box_reports/current", { headers });
  const data = ((await current.json()) as { data: { total_subscriptions: number; card_bank: number } }).data;
  expect(data).toMatchObject({ total_subscriptions: 20, card_bank: 20 });
});
