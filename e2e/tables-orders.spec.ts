import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, menuProductId, WAITER } from "./api";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });
const newLines = (page: Page) => page.getByRole("group", { name: "Por enviar" }).getByRole("listitem");
const sentLines = (page: Page) => page.getByRole("group", { name: "En cocina" }).getByRole("listitem");

test("a waiter opens a table for 4, takes two products (one with required choices and a note), sends them and adds a round; another till sees the table taken live", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A second till watching the floor: the table must turn busy there without a reload.
  const manager = await browser.newContext();
  const floor = await manager.newPage();
  await loginAs(floor, "admin@demo.local");
  await loginAs(page, "camarero@demo.local");

  await table(page, "S5").click();
  const guests = page.getByRole("dialog", { name: "Comensales · mesa S5" });
  await expect(guests).toBeVisible();
  await guests.getByRole("button", { name: "4", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Nuevo pedido" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mesa S5 · 4 comensales" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar a cocina" })).toBeDisabled();

  // A plain product tapped twice is one line of two.
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await tile(page, "Croquetas de jamón").click();
  await expect(newLines(page)).toHaveCount(1);
  await expect(page.getByLabel("Cantidad de Croquetas de jamón")).toHaveText("2");

  // A product with required choices asks for them and refuses to be added without them.
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("entrecot");
  await tile(page, "Entrecot de ternera").click();
  const choices = page.getByRole("dialog", { name: "Entrecot de ternera" });
  await choices.getByRole("button", { name: /^Añadir/ }).click();
  await expect(choices.getByRole("alert")).toContainText("Falta elegir");
  await choices.getByRole("radio", { name: "Poco hecho" }).check();
  await choices.getByRole("radio", { name: "Patatas fritas" }).check();
  await choices.getByLabel("Nota para cocina").fill("sin sal");
  await expectNoSeriousA11yViolations(page);
  await choices.getByRole("button", { name: "Añadir · 22,00 €" }).click();
  await expect(choices).toBeHidden();
  await expect(newLines(page)).toHaveCount(2);
  await expect(newLines(page).nth(1)).toContainText("Poco hecho, Patatas fritas");
  await expect(newLines(page).nth(1)).toContainText("sin sal");
  await expect(page.getByTestId("ticket-total")).toHaveText("39,00 €");

  // One less and one more of a line.
  await page.getByRole("button", { name: "Uno menos de Croquetas de jamón" }).click();
  await expect(page.getByLabel("Cantidad de Croquetas de jamón")).toHaveText("1");
  await page.getByRole("button", { name: "Uno más de Croquetas de jamón" }).click();

  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("Comanda de la mesa S5 enviada a cocina.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
  await expect(table(page, "S5")).toHaveAttribute("data-status", "busy");
  await expect(table(floor, "S5")).toHaveAttribute("data-status", "busy", { timeout: 5_000 });
  // The plan fits the till's screen (issue 23): a small table keeps its amount, the first line.
  await expect(floor.locator('[data-table-name="S5"]')).toContainText("39,00 €");

  // The busy table opens its command: what the kitchen has, and a new round.
  await table(page, "S5").click();
  await expect(sentLines(page)).toHaveCount(2);
  await expect(sentLines(page).nth(1)).toContainText("Poco hecho, Patatas fritas");
  await expect(sentLines(page).first()).toContainText("Pedido");
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await expect(page.getByTestId("ticket-total")).toHaveText("47,50 €");
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  // The same text again replaces the first send's toast, which may still be fading out.
  await expect(page.getByText("Comanda de la mesa S5 enviada a cocina.").last()).toBeVisible();
  await table(page, "S5").click();
  await expect(sentLines(page)).toHaveCount(3);
  await expect(page.getByTestId("ticket-total")).toHaveText("47,50 €");
  await manager.close();
});

test("the order screen without a table says a table order needs one and leads back to the tables", async ({
  page,
}) => {
  await loginAs(page, "camarero@demo.local");
  await page.goto("/requests/new");
  await expect(page.getByText("Un pedido en sala necesita una mesa")).toBeVisible();
  await expect(page.getByText("Elige una mesa en la pantalla de mesas para tomar su comanda.")).toBeVisible();
  await page.getByRole("button", { name: "Mesas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
});

test("the map shows a busy table's amount, minutes open and guests under its name", async ({
  page,
  request,
}) => {
  const ts = Date.now();
  const headers = await apiHeaders(request);
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Raciones ${ts}` });
  const product = await createRow(request, headers, "/api/v1/products", {
    name: `Boquerones ${ts}`,
    price: 4.5,
    iva: 10,
    category,
  });
  const zone = `Patio ${ts}`;
  const zoneId = await createRow(request, headers, "/api/v2/zones", { name: zone });
  const name = `P${String(ts).slice(-4)}`;
  const tableId = await createRow(request, headers, "/api/v2/tables", { name, zone_id: zoneId });
  await createRow(request, headers, "/api/v1/commands", {
    table: tableId,
    command_guests: 3,
    products: [{ id: product, qty: 2 }],
  });

  // The till's own clock, moved on below instead of waiting.
  await page.clock.install();
  await loginAs(page, WAITER);
  await page.locator("label").filter({ hasText: zone }).click();
  await expect(table(page, name)).toHaveAttribute("data-status", "busy");
  const details = page.locator(`[data-table-name="${name}"] tspan`);
  await expect(details.nth(0)).toHaveText("9,00 €");
  // Opened a moment ago: no whole minute yet.
  await expect(details.nth(1)).toHaveText("0 min");
  await expect(details.nth(2)).toHaveText("3 comensales");
  // The screen stays open: the minutes go on counting.
  await page.clock.fastForward("05:00");
  await expect(details.nth(1)).toHaveText("5 min");
  await expect(details.nth(0)).toHaveText("9,00 €");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter's phone lists the zone's tables as large tiles in name order; the map is one tap away and stays chosen", async ({
    page,
    request,
  }) => {
    const ts = Date.now();
    const headers = await apiHeaders(request);
    const croquetas = await menuProductId(request, headers, "Croquetas de jamón");
    const zone = `Jardín ${ts}`;
    const zoneId = await createRow(request, headers, "/api/v2/zones", { name: zone });
    const prefix = `J${ts.toString(36).slice(-4)}-`;
    const busy = `${prefix}10`;
    const free = `${prefix}2`;
    const busyId = await createRow(request, headers, "/api/v2/tables", { name: busy, zone_id: zoneId });
    await createRow(request, headers, "/api/v2/tables", { name: free, zone_id: zoneId });
    await createRow(request, headers, "/api/v1/commands", {
      table: busyId,
      command_guests: 2,
      products: [{ id: croquetas, qty: 2 }],
    });

    await loginAs(page, WAITER);
    await page.locator("label").filter({ hasText: zone }).click();
    const list = page.getByRole("group", { name: `Mesas de ${zone} en lista` });
    await expect(list.getByRole("button")).toHaveCount(2);
    // 2 before 10, as staff count them; the busy one reads its amount, minutes and guests.
    await expect(list.getByRole("button").first()).toHaveAccessibleName(
      new RegExp(`^Mesa ${free}, .*Libre$`),
    );
    const busyTile = table(page, busy);
    await expect(busyTile).toHaveAttribute("data-status", "busy");
    for (const text of ["Ocupada", "17,00 €", "0 min", "2 comensales"])
      await expect(busyTile).toContainText(text);
    const box = await table(page, free).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(88);
    expect(box?.width).toBeGreaterThanOrEqual(150);
    await expectNoSeriousA11yViolations(page);

    // The plan instead, kept after a reload; then back to the list.
    const view = page.getByRole("radiogroup", { name: "Vista de las mesas" });
    await view.locator("label").filter({ hasText: "Plano" }).click();
    await expect(page.getByRole("group", { name: `Mesas de ${zone}`, exact: true })).toBeVisible();
    await expect(list).toHaveCount(0);
    await page.reload();
    await page.locator("label").filter({ hasText: zone }).click();
    await expect(page.getByRole("group", { name: `Mesas de ${zone}`, exact: true })).toBeVisible();
    await view.locator("label").filter({ hasText: "Lista" }).click();

    // A tap on a free tile asks for the guests and opens its order.
    await table(page, free).click();
    await page
      .getByRole("dialog", { name: `Comensales · mesa ${free}` })
      .getByRole("button", { name: "3", exact: true })
      .click();
    await expect(page.getByRole("textbox", { name: "Buscar producto" })).toBeVisible();
    await expect(page.getByText(`Mesa ${free} · 3 comensales`)).toBeVisible();
  });

  test("a waiter is told a table order needs a table, then opens one and sends a drink", async ({ page }) => {
    await loginAs(page, "camarero@demo.local");
    await page.goto("/requests/new");
    await expect(page.getByText("Un pedido en sala necesita una mesa")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Buscar producto" })).toHaveCount(0);
    await page.goto("/requests/tables_requests/");
    await table(page, "S2").click();
    await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
    await page.getByRole("textbox", { name: "Buscar producto" }).fill("cortado");
    await tile(page, "Café cortado").click();
    await expect(newLines(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    await expect(page.getByText("Comanda de la mesa S2 enviada a cocina.")).toBeVisible();
    await expect(table(page, "S2")).toHaveAttribute("data-status", "busy");
  });
});
