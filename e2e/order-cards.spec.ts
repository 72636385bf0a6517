import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, data } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

// Two sessions, two logins and a card walked step by step: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Orders and screens set up through the API, gone at the end: other flows read the same board. */
const created = { orders: [] as number[], screens: [] as number[] };
test.afterAll(async ({ request }) => {
  const headers = await apiHeaders(request, "admin@demo.local");
  for (const id of created.orders.splice(0)) {
    const invalidated = await request.post("/api/v1/requests/invalidate", {
      headers,
      data: { id, reason: "Fin de la prueba" },
    });
    expect(invalidated.ok(), await invalidated.text()).toBe(true);
  }
  for (const id of created.screens.splice(0)) {
    const deleted = await request.delete(`/api/v1/screens/${id}`, { headers });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
});

/** A bar order taken at a till (its token's), with these products; answers its id. */
async function barOrder(
  request: APIRequestContext,
  tpv: string,
  products: Array<{ id: number; qty: number }>,
): Promise<number> {
  const login = await data<{ token: string }>(
    await request.post("/api/v1/auth/login", {
      data: { email: "encargado@demo.local", password: "demo1234", from_client: "web", tpv },
    }),
  );
  const id = await createRow(
    request,
    { Authorization: `Bearer ${login.token}`, TPV: tpv },
    "/api/v1/requests/barra",
    { products },
  );
  created.orders.push(id);
  return id;
}

/** The card's wait, in the darkest shade of its level (Mantine's green, orange and red 9). */
const FRESH = "rgb(43, 138, 62)";
const WAITING = "rgb(217, 72, 15)";
const LATE = "rgb(201, 42, 42)";

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

async function sendToKitchen(page: Page, tableName: string, guests: string) {
  await table(page, tableName).click();
  await page.getByRole("dialog").getByRole("button", { name: guests, exact: true }).click();
  const search = page.getByRole("textbox", { name: "Buscar producto" });
  await search.fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await search.fill("entrecot");
  await tile(page, "Entrecot de ternera").click();
  const choices = page.getByRole("dialog", { name: "Entrecot de ternera" });
  await choices.getByRole("radio", { name: "Al punto" }).check();
  await choices.getByRole("radio", { name: "Ensalada" }).check();
  await choices.getByLabel("Nota para cocina").fill("alergia al sésamo");
  await choices.getByRole("button", { name: /^Añadir/ }).click();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
}

test("a table's order reaches the kitchen's cards live; the cook moves lines and the whole card on, and the waiter sees it", async ({
  page,
  browser,
}) => {
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  // Counts the chimes the board plays (the local's new_request_sound is on in the demo).
  await kitchen.addInitScript(() => {
    const counted = window as unknown as { chimes: number; AudioContext: typeof AudioContext };
    const Original = counted.AudioContext;
    counted.chimes = 0;
    counted.AudioContext = class extends Original {
      constructor() {
        super();
        counted.chimes += 1;
      }
    };
  });
  await loginAs(kitchen, "cocina@demo.local", "", "Comandas");
  await expect(kitchen.getByRole("heading", { level: 1, name: "Comandas" })).toBeVisible();
  expect(await kitchen.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(0);

  await loginAs(page, "camarero@demo.local");
  await sendToKitchen(page, "S7", "3");

  // The card appears on the kitchen's screen without a reload.
  const card = kitchen.getByRole("article", { name: "Mesa S7" });
  await expect(card).toBeVisible({ timeout: 3_000 });
  await expect
    .poll(() => kitchen.evaluate(() => (window as unknown as { chimes: number }).chimes))
    .toBeGreaterThan(0);
  await expect(card).toContainText("Entrantes");
  await expect(card).toContainText("Segundo plato");
  await expect(card.getByRole("button", { name: "Opción Al punto, Pedido" })).toBeVisible();
  await expect(card).toContainText("alergia al sésamo");
  await expectNoSeriousA11yViolations(kitchen);

  // The salad is made apart from the steak: its tap moves that choice alone, one step at a time.
  await card.getByRole("button", { name: "Opción Ensalada, Pedido" }).click();
  await expect(card.getByRole("button", { name: "Opción Ensalada, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Opción Ensalada, En preparación" }).click();
  await expect(card.getByRole("button", { name: "Opción Ensalada, Para servir" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Opción Al punto, Pedido" })).toBeVisible();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, Pedido" })).toBeVisible();

  // One line first, then the header moves the rest up to it, then the whole card on.
  await card.getByRole("button", { name: "1 × Croquetas de jamón, Pedido" }).click();
  await expect(card.getByRole("button", { name: "1 × Croquetas de jamón, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Mesa S7: pasar todo a En preparación" }).click();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Mesa S7: pasar todo a Para servir" }).click();
  await expect(card.getByRole("button", { name: "1 × Croquetas de jamón, Para servir" })).toBeVisible();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, Para servir" })).toBeVisible();

  // The waiter's ticket shows where each dish is.
  await table(page, "S7").click();
  const sent = page.getByRole("group", { name: "En cocina" }).getByRole("listitem");
  await expect(sent).toHaveCount(2);
  await expect(sent.first()).toContainText("Para servir");

  // Served: the card leaves the board.
  await card.getByRole("button", { name: "Mesa S7: pasar todo a Servido" }).click();
  await expect(kitchen.getByRole("article", { name: "Mesa S7" })).toBeHidden();
  await kitchenContext.close();
});

test("a kitchen screen shows only its categories' lines of its till's orders, and a card's wait turns orange at 10 minutes and red at 20", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const menu = await data<{ results: Array<{ id: number; name: string; category: number }> }>(
    await request.get("/api/v1/products/list_bar", { headers }),
  );
  const product = (name: string) => menu.results.find((row) => row.name === name) ?? { id: 0, category: 0 };
  const flan = product("Flan casero");
  const croquetas = product("Croquetas de jamón");
  const tills = await data<{ results: Array<{ id: number; key: string }> }>(
    await request.get("/api/v1/tpv", { headers }),
  );
  // A screen of the bar's till for the desserts alone.
  const screen = `Solo postres ${Date.now()}`;
  const screenId = await createRow(request, headers, "/api/v1/screens", {
    name: screen,
    categories: [flan.category],
    tpv: tills.results.find((till) => till.key === "barra")?.id,
  });
  created.screens.push(screenId);
  const atBar = await barOrder(request, "barra", [
    { id: croquetas.id, qty: 1 },
    { id: flan.id, qty: 2 },
  ]);
  const atTerrace = await barOrder(request, "terraza", [{ id: flan.id, qty: 1 }]);

  // The server counts a card's minutes at each of the board's refreshes (every 30 s); its clock
  // cannot be moved from the browser, so its answer for this card carries the minutes the
  // page's clock is moved on.
  let minutesLater = 0;
  await page.route(
    (url) => url.pathname.endsWith("/api/v1/requests/get_by_screen"),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { results: Array<{ id: number; elapse_time: number }> };
      };
      for (const order of body.data.results) if (order.id === atBar) order.elapse_time = minutesLater;
      await route.fulfill({ response, json: body });
    },
  );
  await page.clock.install();
  await loginAs(page, "cocina@demo.local", "", "Comandas");

  // Every order: both lines of the bar's order, and the terrace's order.
  const barCard = page.getByRole("article", { name: `Barra · pedido ${atBar}` });
  const terraceCard = page.getByRole("article", { name: `Barra · pedido ${atTerrace}` });
  await expect(barCard.getByRole("button", { name: /^1 × Croquetas de jamón, Pedido$/ })).toBeVisible();
  await expect(barCard.getByRole("button", { name: /^2 × Flan casero, Pedido$/ })).toBeVisible();
  await expect(terraceCard.getByRole("button", { name: /^1 × Flan casero, Pedido$/ })).toBeVisible();

  // The dessert screen: the flan of the bar's order, not its croquetas nor the terrace's order.
  await page.locator("label", { hasText: screen }).click();
  await expect(page.getByRole("radio", { name: screen })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]screen=${screenId}$`));
  await expect(barCard.getByRole("button", { name: /^2 × Flan casero, Pedido$/ })).toBeVisible();
  await expect(barCard.getByRole("button", { name: /Croquetas de jamón/ })).toHaveCount(0);
  await expect(terraceCard).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Fresh, it is green; the board refreshes by itself as time passes: orange from 10 minutes, red from 20.
  const wait = barCard.getByText(/^\d+ min$/);
  await expect(wait).toHaveText("0 min");
  await expect(wait).toHaveCSS("color", FRESH);
  for (const [minutes, colour] of [
    [9, FRESH],
    [10, WAITING],
    [19, WAITING],
    [20, LATE],
  ] as const) {
    const step = minutes - minutesLater;
    minutesLater = minutes;
    await page.clock.fastForward(step * 60_000);
    await expect(wait).toHaveText(`${minutes} min`);
    await expect(wait).toHaveCSS("color", colour);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cook reads a card and marks a line and one of its choices", async ({ page, browser }) => {
    const waiterContext = await browser.newContext();
    const waiter = await waiterContext.newPage();
    await loginAs(waiter, "camarero@demo.local");
    await sendToKitchen(waiter, "S8", "2");
    await waiterContext.close();

    await loginAs(page, "cocina@demo.local", "", "Comandas");
    const card = page.getByRole("article", { name: "Mesa S8" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "1 × Entrecot de ternera, Pedido" }).click();
    await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, En preparación" })).toBeVisible();
    await card.getByRole("button", { name: "Opción Al punto, Pedido" }).click();
    await expect(card.getByRole("button", { name: "Opción Al punto, En preparación" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
