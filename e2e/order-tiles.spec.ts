import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow } from "./api";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });
const newLines = (page: Page) => page.getByRole("group", { name: "Por enviar" }).getByRole("listitem");

/** A small picture the server stores as the product's image. */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#c92a2a"/></svg>`;

/**
 * A product of its own with an image, gluten (drawn as a pictogram) and mustard (drawn by its
 * first letters), added by the manager through the API as the products screen would.
 */
async function productWithImage(page: Page, name: string) {
  const headers = await apiHeaders(page.request, "admin@demo.local");
  const categories = await page.request.get("/api/v1/categories/list_bar", { headers });
  const entrantes = (
    (await categories.json()) as { data: { results: Array<{ id: number; name: string }> } }
  ).data.results.find((category) => category.name === "Entrantes")!;
  const allergens = await page.request.get("/api/v1/allergens?page_size=100", { headers });
  const allergenRows = (
    (await allergens.json()) as { data: { results: Array<{ id: number; name: string }> } }
  ).data.results;
  const allergenId = (wanted: string) => allergenRows.find((allergen) => allergen.name === wanted)!.id;
  const created = await page.request.post("/api/v1/products", {
    headers,
    multipart: {
      name,
      price: "7.5",
      category: String(entrantes.id),
      allergens: JSON.stringify([allergenId("Gluten"), allergenId("Mostaza")]),
      image: { name: "tosta.svg", mimeType: "image/svg+xml", buffer: Buffer.from(PICTURE) },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** Taps a table and, when it is free, says two guests: the order screen opens either way. */
async function openTable(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) }).click();
  const guests = page.getByRole("dialog", { name: `Comensales · mesa ${name}` });
  const search = page.getByRole("textbox", { name: "Buscar producto" });
  await expect(guests.or(search)).toBeVisible();
  if (await guests.isVisible()) await guests.getByRole("button", { name: "2", exact: true }).click();
  await expect(search).toBeVisible();
}

test("a product tile names its allergens by their icons and shows the product's image", async ({ page }) => {
  const name = `Tosta con foto ${Date.now()}`;
  await loginAs(page, "camarero@demo.local");
  await productWithImage(page, name);
  await openTable(page, "S8");

  // A demo product with allergens and no image: icons with names, no picture. Searched for:
  // other flows add categories of their own, which may come first.
  await page.getByRole("textbox", { name: "Buscar producto" }).fill("Croquetas de jamón");
  const croquetas = tile(page, "Croquetas de jamón");
  await expect(croquetas).toHaveAccessibleName("Croquetas de jamón, 8,50 €");
  await expect(croquetas.getByRole("img", { name: "Gluten" })).toBeVisible();
  await expect(croquetas.getByRole("img", { name: "Lácteos" })).toBeVisible();
  await expect(croquetas.getByRole("img", { name: "Huevos" })).toBeVisible();
  await expect(croquetas).toHaveAccessibleDescription("Alérgenos: Gluten, Lácteos, Huevos");
  await expect(croquetas.locator("img")).toHaveCount(0);

  // The new product: its picture, lazy and of a fixed size, and mustard by its letters.
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(name);
  const tosta = tile(page, name);
  await expect(tosta).toHaveAccessibleName(`${name}, 7,50 €`);
  await expect(tosta.getByRole("img", { name: "Mostaza" })).toHaveText("Mo");
  const picture = tosta.locator("img");
  await expect(picture).toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", "56");
  await expect(picture).toHaveAttribute("height", "56");
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // The tile still takes the product.
  await tosta.click();
  await expect(newLines(page)).toHaveCount(1);
  await expect(newLines(page).first()).toContainText(name);
});

test("a long category draws the tiles in view, and the waiter scrolls down to its last product", async ({
  page,
}) => {
  const ts = Date.now();
  const headers = await apiHeaders(page.request, "admin@demo.local");
  const categoryName = `Carta larga ${ts}`;
  const category = await createRow(page.request, headers, "/api/v1/categories", { name: categoryName });
  const COUNT = 80;
  const dish = (n: number) => `Plato ${ts} nº ${String(n).padStart(2, "0")}`;
  for (let n = 1; n <= COUNT; n++)
    await createRow(page.request, headers, "/api/v1/products", {
      name: dish(n),
      price: 4,
      iva: 10,
      category,
    });
  await loginAs(page, "camarero@demo.local");
  await openTable(page, "S9");
  await page.getByRole("tab", { name: categoryName }).click();

  // The first tiles are there, the last ones not yet: only what the screen shows is drawn.
  await expect(tile(page, dish(1))).toBeVisible();
  const drawn = page.getByRole("button", { name: new RegExp(`^Plato ${ts} `) });
  expect(await drawn.count()).toBeLessThan(COUNT);
  await expect(tile(page, dish(COUNT))).toHaveCount(0);

  // Scrolling as a finger would brings the last one, which takes the product like any tile.
  await page.mouse.move(300, 500);
  for (let turn = 0; turn < 40 && (await tile(page, dish(COUNT)).count()) === 0; turn++)
    await page.mouse.wheel(0, 400);
  await tile(page, dish(COUNT)).click();
  await expect(newLines(page)).toHaveCount(1);
  await expect(newLines(page).first()).toContainText(dish(COUNT));
  await expect(tile(page, dish(1))).toHaveCount(0);

  // And back up to the first.
  await page.mouse.wheel(0, -100_000);
  await tile(page, dish(1)).click();
  await expect(newLines(page)).toHaveCount(2);
  await expect(newLines(page).filter({ hasText: dish(1) })).toHaveCount(1);

  // With a keyboard, Tab goes from tile to tile down to the last one, drawing rows as it goes.
  await tile(page, dish(1)).focus();
  for (let n = 2; n <= COUNT; n++) {
    await page.keyboard.press("Tab");
    await expect(tile(page, dish(n))).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(newLines(page).filter({ hasText: dish(COUNT) })).toContainText("2");
  await page.keyboard.press("Shift+Tab");
  await expect(tile(page, dish(COUNT - 1))).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter reads a tile's allergens and sees its picture", async ({ page }) => {
    const name = `Tosta móvil ${Date.now()}`;
    await loginAs(page, "camarero@demo.local");
    await productWithImage(page, name);
    await openTable(page, "S11");
    await page.getByRole("textbox", { name: "Buscar producto" }).fill(name);
    const tosta = tile(page, name);
    await expect(tosta.getByRole("img", { name: "Gluten" })).toBeVisible();
    await expect(tosta.getByRole("img", { name: "Mostaza" })).toBeVisible();
    await expect(tosta.locator("img")).toHaveJSProperty("complete", true);
    expect(
      await tosta.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const box = await tosta.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(76);
    await tosta.click();
    await expect(newLines(page)).toHaveCount(1);
  });
});
