import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiHeaders, createRow, data, MANAGER, menuProductId, WAITER } from "./api";
import { expect, test } from "./fixtures";
import { loginAs } from "./login-as";

// Issue 23 points 6 and 14, with real taps on a till (1280×800) and a phone (390×844): a pickup
// order is charged before it is handed over; a round sent to a table another waiter has just
// opened joins that table's command.
const SIZES = [
  { name: "till", viewport: { width: 1280, height: 800 }, hasTouch: true },
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;
type Size = (typeof SIZES)[number];

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, size: Size, email: string) {
  const { name: _, ...options } = size;
  const context = await browser.newContext({ ...options, locale: "es-ES", reducedMotion: "reduce" });
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page };
}

/** A pickup order of one dish taken at the counter, made and waiting there, not paid. */
async function readyPickup(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const client = await createRow(request, headers, "/api/v1/clients", {
    first_name: "Irene",
    last_name: `Recoge ${Date.now()}`,
    phone: "600 000 000",
  });
  const croquetas = await menuProductId(request, headers, "Croquetas de jamón");
  const id = await createRow(request, headers, "/api/v1/requests/recoger", {
    client,
    products: [{ id: croquetas, qty: 1 }],
    soon_as_possible: true,
  });
  for (const process_status of ["inProcess", "readyForPickup"])
    await data(
      await request.post("/api/v1/requests/change_process_status", { headers, data: { id, process_status } }),
    );
  return { id, headers };
}

async function orderOf(request: APIRequestContext, headers: Record<string, string>, id: number) {
  return data<{ status: string; process_status: string; pending: number }>(
    await request.get(`/api/v1/requests/${id}`, { headers }),
  );
}

/** A zone of its own with one free table, so no other flow's orders are on it. */
async function freeTable(request: APIRequestContext, tag: string) {
  const headers = await apiHeaders(request);
  const zone = `Doble ${tag}${Date.now() % 100_000}`;
  const zoneId = await createRow(request, headers, "/api/v2/zones", { name: zone });
  const name = `D${Date.now() % 100_000}`;
  const table = await createRow(request, headers, "/api/v2/tables", { name, zone_id: zoneId });
  return { zone, name, table, headers };
}

/** Opens the free table from the tables screen's list (or plan) and taps its guests. */
async function openTable(page: Page, zone: string, name: string) {
  await page.locator("label").filter({ hasText: zone }).tap();
  const onPlan = page.locator(`[data-table-name="${name}"]`);
  if (await onPlan.isVisible()) await onPlan.tap();
  else await page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) }).tap();
  const guests = page.getByRole("dialog", { name: `Comensales · mesa ${name}` });
  await expect(guests).toBeVisible();
  await guests.getByRole("button", { name: "2", exact: true }).tap();
  await expect(page.getByRole("textbox", { name: "Buscar producto" })).toBeVisible();
}

async function addProduct(page: Page, text: string, tile: string) {
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(text);
  await page.getByRole("button", { name: new RegExp(`^${tile}, `) }).tap();
}

for (const size of SIZES) {
  test(`${size.name}: a pickup order cannot be handed over unpaid; charged, it is`, async ({
    browser,
    request,
  }) => {
    const { id, headers } = await readyPickup(request);
    const { context, page } = await signedIn(browser, size, MANAGER);
    await page.goto("/requests/delivery");
    await expect(page.getByRole("heading", { level: 1, name: "Domicilio" })).toBeVisible({ timeout: 20_000 });
    if (size.name === "phone") await page.getByRole("tab", { name: /^Listo para recoger/ }).tap();
    const title = `Recoger · pedido ${id}`;
    await page.getByRole("button", { name: `${title}: Recogido`, exact: true }).tap();

    // Asked to charge first: nothing was handed over.
    const handOver = page.getByRole("dialog", { name: `Entregar ${title}` });
    await expect(handOver).toContainText(/tiene \d+,\d\d\s€ por cobrar: cóbralo antes de entregarlo/);
    expect(await orderOf(request, headers, id)).toMatchObject({
      status: "solicitado",
      process_status: "readyForPickup",
    });
    await handOver.getByRole("button", { name: /^Cobrar \d/ }).tap();
    const payment = page.getByRole("dialog", { name: `Cobrar ${title}` });
    await expect(payment).toBeVisible();
    const pay = payment.getByRole("button", { name: /^Cobrar \d/ });
    await expect(pay).toBeInViewport();
    await pay.tap();
    await expect(page.getByText(`${title} cobrado y entregado`)).toBeVisible();
    await expect(page.getByRole("article", { name: title, exact: true })).toBeHidden();
    expect(await orderOf(request, headers, id)).toMatchObject({
      status: "payed",
      process_status: "received",
      pending: 0,
    });
    await context.close();
  });

  test(`${size.name}: two waiters open the same free table and send; the second round joins the command`, async ({
    browser,
    request,
  }) => {
    const { zone, name, table, headers } = await freeTable(request, size.name);
    const first = await signedIn(browser, size, WAITER);
    const second = await signedIn(browser, size, MANAGER);
    await openTable(first.page, zone, name);
    await openTable(second.page, zone, name);
    await addProduct(first.page, "caña", "Caña");
    await addProduct(second.page, "croquetas", "Croquetas de jamón");

    await first.page.getByRole("button", { name: "Enviar a cocina" }).tap();
    await expect(first.page.getByText(`Comanda de la mesa ${name} enviada a cocina.`)).toBeVisible();
    await second.page.getByRole("button", { name: "Enviar a cocina" }).tap();
    await expect(second.page.getByText(`Añadido a la comanda abierta de ${name}`)).toBeVisible();

    // One command holds both rounds: nothing stuck, nothing typed twice.
    const command = await data<{ products: Array<{ product_name: string }> }>(
      await request.get("/api/v1/commands/get_command", { headers, params: { table } }),
    );
    expect(command.products.map((line) => line.product_name).sort()).toEqual(["Caña", "Croquetas de jamón"]);
    await first.context.close();
    await second.context.close();
  });
}
