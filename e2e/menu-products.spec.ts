import { expectNoSeriousA11yViolations } from "./a11y";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const MANAGER = "encargado@demo.local";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: "admin@demo.local", password: "demo1234", tpv: "barra", from_client: "web" },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** What a test needs to exist before the manager acts, created as the admin. */
async function create(request: APIRequestContext, collection: string, data: object): Promise<number> {
  const response = await request.post(`/api/v1/${collection}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function openProducts(page: Page) {
  await loginAs(page, MANAGER);
  await page.goto("/products/list");
  // The section's chunk loads on the first visit: a busy test machine can take longer than the default.
  await expect(page.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 });
}

async function pick(scope: Page | Locator, page: Page, label: string, option: string, nth = 0) {
  await scope.getByRole("combobox", { name: label, exact: true }).nth(nth).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

/** Searches and waits for the answer, so what is selected next is not cleared by a late search. */
async function search(page: Page, text: string, total?: number) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text);
  if (total !== undefined) await expect(page.getByText(`Total: ${total}`, { exact: true })).toBeVisible();
}

test.describe("products", () => {
  // Each test walks several screens and scans each one for accessibility.
  test.describe.configure({ timeout: 90_000 });

  test("the manager creates a product with zone price, modifier, allergens and recipe, and sees its cost", async ({
    page,
    request,
  }) => {
    const n = Date.now();
    const category = `Tapas ${n}`;
    const modifier = `Salsas ${n}`;
    const flour = `Harina ${n}`;
    const milk = `Leche ${n}`;
    const product = `Croquetas ${n}`;
    await create(request, "categories", { name: category });
    await create(request, "modifiers", { name: modifier });
    await create(request, "ingredients", { name: flour, price: 2, unit: "kg" });
    await create(request, "ingredients", { name: milk, price: 1.2, unit: "L" });

    await openProducts(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Nuevo producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo producto" });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(product);
    await pick(dialog, page, "Categoría", category);
    await dialog.getByRole("textbox", { name: "Precio de venta" }).fill("10");
    await dialog.getByRole("textbox", { name: "IVA (%)" }).fill("10");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("tab", { name: "Precio por zona" }).click();
    await dialog.getByRole("button", { name: "Añadir precio por zona" }).click();
    await pick(dialog, page, "Zona", "Terraza");
    await dialog.getByRole("textbox", { name: "Precio", exact: true }).fill("12");

    await dialog.getByRole("tab", { name: "Modificadores" }).click();
    await pick(dialog, page, "Modificadores", modifier);

    await dialog.getByRole("tab", { name: "Alérgenos" }).click();
    await dialog.getByRole("checkbox", { name: "Gluten" }).check();
    await dialog.getByRole("checkbox", { name: "Lácteos" }).check();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("tab", { name: "Receta" }).click();
    await dialog.getByRole("button", { name: "Añadir ingrediente" }).click();
    await pick(dialog, page, "Ingrediente", flour);
    await dialog.getByRole("textbox", { name: "Cantidad" }).first().fill("250");
    await pick(dialog, page, "Unidad", "Gramos (g)");
    await dialog.getByRole("button", { name: "Añadir ingrediente" }).click();
    await pick(dialog, page, "Ingrediente", milk, 1);
    // Only measures of the ingredient's own kind are offered: litres, not grams.
    await dialog.getByRole("combobox", { name: "Unidad", exact: true }).nth(1).click();
    await expect(page.getByRole("option", { name: "Gramos (g)" })).toHaveCount(0);
    await page.getByRole("option", { name: "Litros (L)", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Cantidad" }).nth(1).fill("0.5");
    // 250 g of flour at 2 €/kg and 0.5 L of milk at 1.20 €/L.
    await expect(dialog.getByTestId("recipe-total")).toHaveText("1,10 €");
    // Sold at 10 € with 10% VAT: 9.09 € net, (9.09 - 1.10) / 1.10.
    await expect(dialog.getByTestId("recipe-markup")).toHaveText("726,36 %");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Producto «${product}» guardado`)).toBeVisible();

    await search(page, product, 1);
    const listed = row(page, product);
    await expect(listed).toBeVisible();
    await expect(listed).toContainText(category);
    await expect(listed).toContainText("10,00 €");
    await expect(listed).toContainText("10 %");

    await listed.getByRole("button", { name: `Editar ${product}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar producto" });
    await edit.getByRole("tab", { name: "Precio por zona" }).click();
    await expect(edit.getByRole("combobox", { name: "Zona" })).toHaveValue("Terraza");
    await expect(edit.getByRole("textbox", { name: "Precio", exact: true })).toHaveValue("12");
    await edit.getByRole("tab", { name: "Alérgenos" }).click();
    await expect(edit.getByRole("checkbox", { name: "Gluten" })).toBeChecked();
    await expect(edit.getByRole("checkbox", { name: "Lácteos" })).toBeChecked();
    await edit.getByRole("tab", { name: "Modificadores" }).click();
    await expect(edit.getByText(modifier)).toBeVisible();
    await edit.getByRole("tab", { name: "Receta" }).click();
    await expect(edit.getByTestId("recipe-line-cost")).toHaveText(["0,50 €", "0,60 €"]);
    await expect(edit.getByTestId("recipe-total")).toHaveText("1,10 €");
    await expect(edit.getByTestId("recipe-markup")).toHaveText("726,36 %");
    await expect(edit.getByText("por debajo del 300 % recomendado")).toHaveCount(0);
    // At 4 € the markup falls under the recommended 300 %.
    await edit.getByRole("tab", { name: "General" }).click();
    await edit.getByRole("textbox", { name: "Precio de venta" }).fill("4");
    await edit.getByRole("tab", { name: "Receta" }).click();
    await expect(
      edit.getByText("El margen sobre coste está por debajo del 300 % recomendado."),
    ).toBeVisible();
  });

  test("the manager searches products and filters them by category and state", async ({ page, request }) => {
    const n = Date.now();
    const drinks = await create(request, "categories", { name: `Zumos ${n}` });
    const food = await create(request, "categories", { name: `Bocatas ${n}` });
    await create(request, "products", { name: `Zumo naranja ${n}`, price: 3, category: drinks });
    await create(request, "products", {
      name: `Zumo pera ${n}`,
      price: 3,
      category: drinks,
      is_active: false,
    });
    await create(request, "products", { name: `Bocata jamon ${n}`, price: 5, category: food });

    await openProducts(page);
    await search(page, String(n), 3);
    await expect(row(page, `Zumo naranja ${n}`)).toBeVisible();
    await expect(row(page, `Bocata jamon ${n}`)).toBeVisible();
    await expect(row(page, `Zumo pera ${n}`)).toBeVisible();

    await pick(page, page, "Categoría", `Zumos ${n}`);
    await expect(row(page, `Bocata jamon ${n}`)).toHaveCount(0);
    await expect(row(page, `Zumo naranja ${n}`)).toBeVisible();
    await expect(row(page, `Zumo pera ${n}`)).toBeVisible();

    await pick(page, page, "Estado", "Inactivos");
    await expect(row(page, `Zumo naranja ${n}`)).toHaveCount(0);
    await expect(row(page, `Zumo pera ${n}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the manager moves two selected products to another category", async ({ page, request }) => {
    const n = Date.now();
    const from = await create(request, "categories", { name: `Antes ${n}` });
    const to = `Despues ${n}`;
    await create(request, "categories", { name: to });
    await create(request, "products", { name: `Caña ${n}`, price: 2, category: from });
    await create(request, "products", { name: `Tercio ${n}`, price: 3, category: from });

    await openProducts(page);
    await search(page, String(n), 2);
    await page.getByRole("checkbox", { name: `Seleccionar Caña ${n}` }).check();
    await page.getByRole("checkbox", { name: `Seleccionar Tercio ${n}` }).check();
    await expectNoSeriousA11yViolations(page);
    await pick(page, page, "Mover a categoría", to);
    await page.getByRole("button", { name: "Mover", exact: true }).click();
    await expect(page.getByText(`Movidos a ${to}: 2`)).toBeVisible();
    await expect(row(page, `Caña ${n}`)).toContainText(to);
    await expect(row(page, `Tercio ${n}`)).toContainText(to);
  });

  test("the manager deletes two products and restores one from the deleted view", async ({
    page,
    request,
  }) => {
    const n = Date.now();
    const category = await create(request, "categories", { name: `Borrar ${n}` });
    await create(request, "products", { name: `Flan ${n}`, price: 4, category });
    await create(request, "products", { name: `Natillas ${n}`, price: 4, category });

    await openProducts(page);
    await search(page, String(n), 2);
    await page.getByRole("checkbox", { name: `Seleccionar Flan ${n}` }).check();
    await page.getByRole("checkbox", { name: `Seleccionar Natillas ${n}` }).check();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Eliminados: 2")).toBeVisible();
    await expect(row(page, `Flan ${n}`)).toHaveCount(0);

    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Eliminados", { exact: true }).click();
    await expect(row(page, `Flan ${n}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: `Restaurar Flan ${n}` }).click();
    await expect(page.getByText(`Flan ${n} restaurado`)).toBeVisible();
    await expect(row(page, `Flan ${n}`)).toHaveCount(0);
    await expect(row(page, `Natillas ${n}`)).toBeVisible();

    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Activos", { exact: true }).click();
    await expect(row(page, `Flan ${n}`)).toBeVisible();
    await expect(row(page, `Natillas ${n}`)).toHaveCount(0);
  });

  test("a product without a name or with a negative price is refused on its fields and not saved", async ({
    page,
    request,
  }) => {
    const n = Date.now();
    const category = `Validar ${n}`;
    await create(request, "categories", { name: category });

    await openProducts(page);
    await page.getByRole("button", { name: "Nuevo producto" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo producto" });
    await pick(dialog, page, "Categoría", category);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Campo obligatorio")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "General (con errores)" })).toBeVisible();

    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(`Negativo ${n}`);
    await dialog.getByRole("textbox", { name: "Precio de venta" }).fill("-3");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Solo se permiten números positivos")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await search(page, `Negativo ${n}`);
    await expect(page.getByText(`Ningún resultado para «Negativo ${n}».`)).toBeVisible();
  });
});
