import { expectNoSeriousA11yViolations } from "./a11y";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const MANAGER = "encargado@demo.local";

/** An admin token for what a test needs to exist before the manager acts. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: "admin@demo.local", password: "demo1234", tpv: "barra", from_client: "web" },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function create(request: APIRequestContext, collection: string, data: object): Promise<number> {
  const response = await request.post(`/api/v1/${collection}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function waitForTree(page: Page) {
  // The section's code loads on first use; a busy machine can take a while.
  await expect(page.getByRole("heading", { level: 1, name: "Categorías" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("list", { name: "Categorías", exact: true })).toBeVisible({ timeout: 20_000 });
}

async function openCategories(page: Page) {
  await loginAs(page, MANAGER);
  await page.goto("/categories/list");
  await waitForTree(page);
}

/** A row of the tree: the box holding the category's name and its buttons. */
function row(page: Page, name: string): Locator {
  return page.locator("[data-category-id]").filter({ has: page.getByText(name, { exact: true }) });
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y;
}

test.describe("categories", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the manager creates a category and a subcategory, which shows nested under it", async ({ page }) => {
    const parent = `Postres ${Date.now()}`;
    const child = `Helados ${Date.now()}`;
    await openCategories(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Nueva categoría" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva categoría" });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(parent);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, parent)).toBeVisible();

    await page.getByRole("button", { name: "Nueva categoría" }).click();
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(child);
    await pickOption(page, "Categoría superior", parent);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();

    const nested = page.getByRole("list", { name: `Subcategorías de ${parent}` });
    await expect(nested.getByText(child, { exact: true })).toBeVisible();
    // The search keeps the parent of a matching subcategory.
    await page.getByRole("searchbox", { name: "Buscar" }).fill(child);
    await expect(nested.getByText(child, { exact: true })).toBeVisible();
    await expect(page.locator("[data-category-id]")).toHaveCount(2);
  });

  test("the manager renames a category", async ({ page, request }) => {
    const name = `Tapas ${Date.now()}`;
    await create(request, "categories", { name });
    await openCategories(page);

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Editar «${name}»` });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(`${name} frías`);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, `${name} frías`)).toBeVisible();
    await page.reload();
    await waitForTree(page);
    await expect(row(page, `${name} frías`)).toBeVisible();
  });

  test("an image is refused over 1000 kb, uploaded with the category and removed", async ({
    page,
    request,
  }) => {
    const name = `Cafés ${Date.now()}`;
    // A 1×1 transparent PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await create(request, "categories", { name });
    await openCategories(page);
    const dialog = page.getByRole("dialog", { name: `Editar «${name}»` });
    const fileInput = dialog.locator('input[type="file"]');

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    await fileInput.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(1100 * 1024),
    });
    await expect(dialog.getByText("La imagen pesa 1.1 MB: el máximo es 1000 kb")).toBeVisible();
    await fileInput.setInputFiles({ name: "cafe.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByRole("img", { name: "Vista previa de la imagen" })).toBeVisible();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    await expect(dialog.getByRole("img", { name: "Vista previa de la imagen" })).toHaveAttribute(
      "src",
      /^\/api\/v1\/files\//,
    );
    await dialog.getByRole("button", { name: "Quitar imagen" }).click();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    await expect(dialog.getByText("Sin imagen")).toBeVisible();
  });

  test("moving a category down keeps the new order after a reload", async ({ page, request }) => {
    const first = `Primera ${Date.now()}`;
    const second = `Segunda ${Date.now()}`;
    await create(request, "categories", { name: first, order: 900 });
    await create(request, "categories", { name: second, order: 901 });
    await openCategories(page);
    expect(await topOf(row(page, first))).toBeLessThan(await topOf(row(page, second)));

    await page.getByRole("button", { name: `Bajar ${first}` }).click();
    await expect
      .poll(async () => (await topOf(row(page, second))) < (await topOf(row(page, first))))
      .toBe(true);

    await page.reload();
    await waitForTree(page);
    await expect(row(page, first)).toBeVisible();
    expect(await topOf(row(page, second))).toBeLessThan(await topOf(row(page, first)));
  });

  test("nesting a category that has subcategories shows the server's refusal", async ({ page, request }) => {
    const stamp = Date.now();
    const parent = `Vinos ${stamp}`;
    const other = `Licores ${stamp}`;
    const parentId = await create(request, "categories", { name: parent });
    await create(request, "categories", { name: `Tintos ${stamp}`, parent: parentId });
    await create(request, "categories", { name: other });
    await openCategories(page);

    await page.getByRole("button", { name: `Editar ${parent}` }).click();
    const dialog = page.getByRole("dialog", { name: `Editar «${parent}»` });
    await pickOption(page, "Categoría superior", other);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(
      dialog.getByText("La categoría tiene subcategorías: muévelas o elimínalas antes"),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test.describe("with products", () => {
    test.describe.configure({ mode: "serial" });
    const stamp = Date.now();
    const doomed = `Temporada ${stamp}`;
    const target = `Carta fija ${stamp}`;

    test.beforeAll(async ({ request }) => {
      const doomedId = await create(request, "categories", { name: doomed });
      await create(request, "categories", { name: target });
      for (const name of ["Gazpacho", "Salmorejo"]) {
        await create(request, "products", { name: `${name} ${stamp}`, category: doomedId, price: 4.5 });
      }
    });

    test("deleting a category with products offers to move them, then deletes it", async ({ page }) => {
      await openCategories(page);
      await page.getByRole("button", { name: `Eliminar ${doomed}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();

      const dialog = page.getByRole("dialog", { name: `«${doomed}» tiene productos` });
      await expect(dialog.getByText("Productos en esta categoría: 2.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await pickOption(page, "Mover a", target);
      await dialog.getByRole("button", { name: "Mover productos" }).click();
      await expect(page.getByText(`Productos movidos: 2. Categoría «${doomed}» eliminada`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row(page, doomed)).toHaveCount(0);
    });

    test("the deleted category is restored from the deleted view", async ({ page }) => {
      await openCategories(page);
      await page.getByText("Eliminados", { exact: true }).click();
      await page.getByRole("searchbox", { name: "Buscar" }).fill(doomed);
      await page.getByRole("button", { name: `Restaurar ${doomed}` }).click();
      await expect(page.getByText(`${doomed} restaurado`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByText("Activos", { exact: true }).click();
      await expect(row(page, doomed)).toBeVisible();
    });
  });
});
