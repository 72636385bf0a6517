import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

// Each test walks a whole flow (several dialogs and saves), more than the default 30 s allows when slow.
test.describe.configure({ timeout: 90_000 });
const ts = Date.now();
const CHEAP = `Caña barata ${ts}`;
const DEAR = `Caña cara ${ts}`;
const CATEGORY_A = `Cat A ${ts}`;
const CATEGORY_B = `Cat B ${ts}`;

test.beforeAll(async ({ request }) => {
  const headers = await apiHeaders(request);
  const malt = await createRow(request, headers, "/api/v1/ingredients", {
    name: `Malta ${ts}`,
    price: 10,
    unit: "kg",
  });
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Cervezas ${ts}` });
  const recipe = [{ id: malt, qty: 100, unit: "g" }];
  await createRow(request, headers, "/api/v1/products", {
    name: CHEAP,
    price: 2,
    iva: 10,
    category,
    ingredients: recipe,
  });
  await createRow(request, headers, "/api/v1/products", {
    name: DEAR,
    price: 20,
    iva: 10,
    category,
    ingredients: recipe,
  });
  await createRow(request, headers, "/api/v1/categories", { name: CATEGORY_A });
  await createRow(request, headers, "/api/v1/categories", { name: CATEGORY_B });
});

async function openRecipes(page: Page, tab: string) {
  await loginAs(page, MANAGER);
  await page.goto("/recipes/list");
  await expect(page.getByRole("heading", { level: 1, name: "Recetas" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ hasText: name });
}

async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the manager sees each product's recipe cost and markup, and can keep only the thin margins", async ({
  page,
}) => {
  await openRecipes(page, "Escandallos");
  await page.getByLabel("Buscar producto").fill(String(ts));

  // 2,00 € with 10 % VAT is 1,82 € net; 100 g of a 10 €/kg ingredient cost 1,00 €: 82 % markup.
  const cheap = row(page, CHEAP);
  await expect(cheap).toContainText("2,00 €");
  await expect(cheap).toContainText("1,82 €");
  await expect(cheap).toContainText("1,00 €");
  await expect(cheap).toContainText("82,00 %");
  await expect(cheap).toContainText("Bajo margen");
  const dear = row(page, DEAR);
  await expect(dear).toContainText("18,18 €");
  await expect(dear).toContainText("1718,00 %");
  await expect(dear).not.toContainText("Bajo margen");
  await expectNoSeriousA11yViolations(page);

  const toggle = page.getByRole("button", { name: `Ver la receta de ${CHEAP}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const recipe = page.getByRole("table", { name: `Receta de ${CHEAP}` });
  await expect(recipe.getByRole("row").filter({ hasText: `Malta ${ts}` })).toContainText("100 g");
  await expect(recipe.getByRole("row").filter({ hasText: `Malta ${ts}` })).toContainText("1,00 €");

  await page.getByRole("switch", { name: "Solo bajo el margen recomendado" }).check({ force: true });
  await expect(row(page, DEAR)).toHaveCount(0);
  await expect(row(page, CHEAP).first()).toContainText("Bajo margen");
});

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("the manager creates, edits and deletes an ingredient and sees its price go up", async ({ page }) => {
  const name = `Tomate ${ts}`;
  await openRecipes(page, "Ingredientes");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Nuevo ingrediente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo ingrediente" });
  await expect(dialog.getByRole("textbox", { name: "Precio", exact: true })).toHaveValue("1");
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Precio", exact: true }).fill("12.5");
  await pick(dialog, page, "Unidad de medida", "kg");
  await dialog.getByRole("textbox", { name: "Stock mínimo", exact: true }).fill("");
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "tomate.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Vista previa de la imagen" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Buscar").fill(name);
  await expect(row(page, name)).toContainText("12,50 € / kg");
  await expect(row(page, name)).toContainText("Igual");

  await page.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Editar ${name}` });
  await expect(edit.getByRole("textbox", { name: "Stock mínimo", exact: true })).toHaveValue("0");
  await expect(edit.getByRole("img", { name: "Vista previa de la imagen" })).toHaveAttribute(
    "src",
    /^\/api\/v1\/files\//,
  );
  await edit.getByRole("textbox", { name: "Precio", exact: true }).fill("14");
  await edit.getByRole("button", { name: "Quitar imagen" }).click();
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit).toBeHidden();
  await page.getByRole("button", { name: `Editar ${name}` }).click();
  await expect(edit.getByText("Sin imagen")).toBeVisible();
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText("14,00 € / kg");
  await expect(row(page, name)).toContainText("Sube");
  await expect(row(page, name)).toContainText("antes 12,50 €");

  await page.getByRole("checkbox", { name: `Seleccionar ${name}` }).check({ force: true });
  await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(row(page, name)).toHaveCount(0);

  await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Eliminados", { exact: true }).click();
  await page.getByRole("button", { name: `Restaurar ${name}` }).click();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Activos", { exact: true }).click();
  await expect(row(page, name)).toContainText("14,00 € / kg");
});

test("the manager creates a 75 cl bottle and is told that cl is not a weight", async ({ page }) => {
  const name = `Botella ${ts}`;
  await openRecipes(page, "Unidades");
  await page.getByRole("button", { name: "Nueva unidad" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva unidad" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await pick(dialog, page, "Tipo", "Volumen");
  await dialog.getByRole("textbox", { name: "Valor", exact: true }).fill("75");
  await pick(dialog, page, "Medida de referencia", "cl");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Buscar").fill(name);
  await expect(row(page, name)).toContainText("Volumen");
  await expect(row(page, name)).toContainText("75 cl");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Editar ${name}` });
  await pick(edit, page, "Tipo", "Peso");
  await expect(edit.getByText("cl no es una medida de tipo Peso")).toBeVisible();
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit).toBeVisible();
  await pick(edit, page, "Medida de referencia", "g");
  await expect(edit.getByText("cl no es una medida de tipo Peso")).toBeHidden();
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(row(page, name)).toContainText("75 cl");
});

test("the manager creates an allergen with its translations", async ({ page }) => {
  const name = `Altramuz ${ts}`;
  await openRecipes(page, "Alérgenos");
  await page.getByRole("button", { name: "Nuevo alérgeno" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo alérgeno" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Nombre en inglés", exact: true }).fill(`Lupin ${ts}`);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Buscar").fill(name);
  await expect(row(page, name)).toContainText(`Lupin ${ts}`);
  await expectNoSeriousA11yViolations(page);
});

test("the manager creates a family with two categories", async ({ page }) => {
  const name = `Barra ${ts}`;
  await loginAs(page, MANAGER);
  await page.goto("/categories_families/list");
  await expect(page.getByRole("heading", { level: 1, name: "Familias" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("button", { name: "Nueva familia" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva familia" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  const categories = dialog.getByRole("combobox", { name: "Categorías" });
  for (const category of [CATEGORY_A, CATEGORY_B]) {
    await categories.fill(category);
    await page.getByRole("option", { name: category, exact: true }).click();
  }
  // Closes the list of categories, so the scan sees the dialog as it is left.
  await dialog.getByRole("heading", { name: "Nueva familia" }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Buscar").fill(name);
  await expect(row(page, name)).toContainText(CATEGORY_A);
  await expect(row(page, name)).toContainText(CATEGORY_B);
  await expectNoSeriousA11yViolations(page);
});
