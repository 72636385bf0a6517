import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

// The flows drag, save and reload several times.
test.describe.configure({ timeout: 90_000 });
const ts = Date.now();
const ZONE = `Patio ${ts}`;
const PHONE_ZONE = `Porche ${ts}`;
const PRESET = `Redonda dos ${ts}`;

interface StyleRow {
  x: number;
  y: number;
  shape: string;
  seats: number;
}

/** A zone of its own per flow, with two tables side by side, so the demo's plans stay untouched. */
async function zoneWithTables(request: APIRequestContext, name: string) {
  const headers = await apiHeaders(request);
  const zone = await createRow(request, headers, "/api/v2/zones", {
    name,
    style: { width: 1200, height: 800 },
  });
  for (const [table, x] of [
    ["1", 100],
    ["2", 400],
  ] as const) {
    await createRow(request, headers, "/api/v2/tables", {
      name: table,
      zone_id: zone,
      style: { x, y: 100, width: 100, height: 100, rotation: 0, shape: "square", seats: 4 },
    });
  }
}

/** A table's drawing as the server stores it. */
async function storedStyle(request: APIRequestContext, zone: string, table: string): Promise<StyleRow> {
  const response = await request.get("/api/v2/tables/list_distribution", {
    headers: await apiHeaders(request),
  });
  const zones = (
    (await response.json()) as {
      data: { results: Array<{ name: string; tables: Array<{ name: string; style: StyleRow }> }> };
    }
  ).data.results;
  const style = zones.find((row) => row.name === zone)?.tables.find((row) => row.name === table)?.style;
  expect(style, `${zone} / ${table}`).toBeDefined();
  return style as StyleRow;
}

async function openZone(page: Page, zone: string) {
  await page.goto("/distribution/");
  await expect(page.getByRole("heading", { level: 1, name: "Plano de mesas" })).toBeVisible(FIRST_PAINT);
  await page.locator("label").filter({ hasText: zone }).click();
  await expect(page.getByRole("group", { name: `Plano de ${zone}` })).toBeVisible();
}

function table(page: Page, name: string): Locator {
  return page.locator(`[data-table-name="${name}"]`);
}

async function position(locator: Locator) {
  return { x: Number(await locator.getAttribute("data-x")), y: Number(await locator.getAttribute("data-y")) };
}

/** Drags with the mouse from the table's centre by (dx, dy) screen pixels, in small steps as a hand does. */
async function drag(page: Page, locator: Locator, dx: number, dy: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the table is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId("save-state")).toHaveText("Guardado");
}

test("the manager arranges a zone's tables by dragging; moves, shapes and seats survive a reload, undo puts a move back", async ({
  page,
  request,
}) => {
  await zoneWithTables(request, ZONE);
  await loginAs(page, MANAGER);
  await openZone(page, ZONE);
  await expectNoSeriousA11yViolations(page);

  // Drag table 1 right and down; the table follows the mouse in plan units, snapped to the grid.
  const one = table(page, "1");
  await drag(page, one, 150, 90);
  await expectSaved(page);
  const moved = await position(one);
  expect(moved.x).toBeGreaterThan(150);
  expect(moved.y).toBeGreaterThan(120);
  expect(moved.x % 10).toBe(0);

  // The picked table's panel: round, two more seats.
  const panel = page.getByRole("region", { name: "Mesa 1" });
  await expect(panel).toBeVisible();
  await panel.locator("label").filter({ hasText: "Redonda" }).click();
  await expectSaved(page);
  await panel.getByRole("button", { name: "Añadir una plaza" }).click();
  await expectSaved(page);
  await panel.getByRole("button", { name: "Añadir una plaza" }).click();
  await expectSaved(page);
  await expect(panel.getByTestId("table-seats")).toHaveText("6");
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await openZone(page, ZONE);
  await expect(one).toHaveAttribute("data-x", String(moved.x));
  await expect(one).toHaveAttribute("data-y", String(moved.y));
  await expect(one).toHaveAttribute("data-shape", "round");
  await expect(one).toHaveAttribute("data-seats", "6");
  expect(await storedStyle(request, ZONE, "1")).toMatchObject({ ...moved, shape: "round", seats: 6 });

  // Move table 2, then undo: it goes back where it was, and stays there after a reload.
  const two = table(page, "2");
  await drag(page, two, 60, 200);
  await expectSaved(page);
  expect((await position(two)).y).toBeGreaterThan(100);
  await page.getByRole("button", { name: "Deshacer" }).click();
  await expect(two).toHaveAttribute("data-y", "100");
  await expectSaved(page);
  await page.reload();
  await openZone(page, ZONE);
  await expect(two).toHaveAttribute("data-x", "400");
  await expect(two).toHaveAttribute("data-y", "100");
  expect(await storedStyle(request, ZONE, "2")).toMatchObject({ x: 400, y: 100 });

  // A new table gets the next number and a free spot of the plan.
  await page.getByRole("button", { name: "Añadir mesa" }).click();
  await expect(page.getByText("Mesa 3 añadida")).toBeVisible();
  await expect(table(page, "3")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mesa 3" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Mesas superpuestas" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The picked table's corner handle resizes it (a square stays square); arrow keys move it by the grid.
  const three = table(page, "3");
  await drag(page, page.locator('[data-handle="resize"]'), 40, 40);
  await expectSaved(page);
  const width = Number(await three.getAttribute("data-width"));
  expect(width).toBeGreaterThan(100);
  await expect(three).toHaveAttribute("data-height", String(width));
  const before = await position(three);
  await three.focus();
  await page.keyboard.press("ArrowDown");
  await expect(three).toHaveAttribute("data-y", String(before.y + 10));
  await expectSaved(page);
  expect(await storedStyle(request, ZONE, "3")).toMatchObject({ width, height: width, y: before.y + 10 });

  // Dragging the rotate handle a quarter turn round the table's centre turns the table 90°.
  const handle = page.locator('[data-handle="rotate"]');
  const grip = await handle.boundingBox();
  const body = await three.boundingBox();
  if (!grip || !body) throw new Error("the table or its handle is not on screen");
  const reach = body.y + body.height / 2 - (grip.y + grip.height / 2);
  await drag(page, handle, reach, reach);
  await expect(three).toHaveAttribute("data-rotation", "90");
  await expectSaved(page);

  // A table style preset gives the next new table its shape, size and seats.
  await createRow(request, await apiHeaders(request), "/api/v2/tables/table_styles", {
    name: PRESET,
    shape: "round",
    width: 80,
    height: 80,
    seats: 2,
  });
  await page.reload();
  await openZone(page, ZONE);
  await page.getByRole("combobox", { name: "Estilo de la mesa nueva" }).click();
  await page.getByRole("option", { name: PRESET }).click();
  await page.getByRole("button", { name: "Añadir mesa" }).click();
  const four = table(page, "4");
  await expect(four).toHaveAttribute("data-shape", "round");
  await expect(four).toHaveAttribute("data-width", "80");
  await expect(four).toHaveAttribute("data-seats", "2");
  await expectNoSeriousA11yViolations(page);
});

test("the map fits a phone and its table panel is usable with a finger", async ({ browser, request }) => {
  await zoneWithTables(request, PHONE_ZONE);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await loginAs(page, MANAGER);
  await openZone(page, PHONE_ZONE);
  const plan = await page.getByRole("group", { name: `Plano de ${PHONE_ZONE}` }).boundingBox();
  expect(plan).not.toBeNull();
  expect((plan?.x ?? -1) >= 0 && (plan?.x ?? 0) + (plan?.width ?? 0) <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await table(page, "2").tap();
  const panel = page.getByRole("region", { name: "Mesa 2" });
  await expect(panel).toBeVisible();
  const more = panel.getByRole("button", { name: "Añadir una plaza" });
  const target = await more.boundingBox();
  expect(target?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
  await more.tap();
  await expect(panel.getByTestId("table-seats")).toHaveText("5");
  await expectSaved(page);
  expect(await storedStyle(request, PHONE_ZONE, "2")).toMatchObject({ seats: 5 });
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("a move the server refuses goes back where it was, and says so", async ({ page, request }) => {
  const zone = `Azotea ${ts}`;
  await zoneWithTables(request, zone);
  await loginAs(page, MANAGER);
  await openZone(page, zone);
  await page.route("**/api/v2/tables/layout", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ complete: false, code: "validation", message: "Plano rechazado", data: null }),
    }),
  );
  const one = table(page, "1");
  await drag(page, one, 150, 90);
  await expect(page.getByText("Plano rechazado")).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText(
    "No se ha guardado: la mesa ha vuelto a donde estaba",
  );
  await expect(one).toHaveAttribute("data-x", "100");
  await expect(one).toHaveAttribute("data-y", "100");
  await expect(page.getByRole("button", { name: "Deshacer" })).toBeDisabled();
  expect(await storedStyle(request, zone, "1")).toMatchObject({ x: 100, y: 100 });
});
