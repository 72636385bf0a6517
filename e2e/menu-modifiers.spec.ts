import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect as baseExpect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

// Screens load their chunks on first use and saves write several rows: on a busy test machine the
// default 5 s is too short for a person-paced flow.
const expect = baseExpect.configure({ timeout: 15_000 });

interface OptionSpec {
  name: string;
  price?: string;
  /** Names of modifiers asked under this option. */
  nested?: string[];
}

interface ModifierSpec {
  name: string;
  min: string;
  max: string;
  options: OptionSpec[];
}

function editor(page: Page): Locator {
  return page.getByRole("dialog");
}

/** Fills the open modifier editor the way a manager would. */
async function fillModifier(page: Page, spec: ModifierSpec) {
  const dialog = editor(page);
  await dialog.getByLabel("Nombre", { exact: true }).fill(spec.name);
  await dialog.getByLabel("Mínimo", { exact: true }).first().fill(spec.min);
  await dialog.getByLabel("Máximo", { exact: true }).first().fill(spec.max);
  for (const [index, option] of spec.options.entries()) {
    // A new modifier starts with one empty option row.
    if (index > 0) await dialog.getByRole("button", { name: "Añadir opción" }).click();
    const row = dialog.getByRole("group", { name: `Opción ${index + 1}`, exact: true });
    await row.getByLabel("Nombre de la opción").fill(option.name);
    if (option.price) await row.getByLabel("Precio").fill(option.price);
    for (const nested of option.nested ?? []) {
      await row.getByLabel("Modificadores anidados").click();
      await page.getByRole("option", { name: nested, exact: true }).click();
      // Closes the picker without Escape, which would also close the dialog.
      await row.getByText(`Opción ${index + 1}`, { exact: true }).click();
    }
  }
}

async function createModifier(page: Page, spec: ModifierSpec) {
  await page.getByRole("button", { name: "Nuevo modificador" }).click();
  await expect(editor(page)).toBeVisible();
  await fillModifier(page, spec);
  await editor(page).getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`«${spec.name}» guardado`)).toBeVisible();
  await expect(editor(page)).toBeHidden();
}

/** Searches for a unique name and waits until the list shows only its row. */
async function searchOne(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text);
  await expect(page.getByText("Total: 1", { exact: true })).toBeVisible();
}

async function searchNone(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text);
  await expect(page.getByText(`Ningún resultado para «${text}».`)).toBeVisible();
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

// Each test creates what it needs through the editor and scans every screen: slower than the default.
test.describe.configure({ timeout: 90_000 });

const MANAGER_STATE = join(tmpdir(), `comanda-e2e-modifiers-${process.pid}.json`);

// One sign-in for the file: the session lives in the browser's storage, reused by every test.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  // loginAs gives the tables 5 s; on a busy machine the first signed-in screen can take longer.
  await loginAs(page, "encargado@demo.local").catch(() =>
    expect(page.getByRole("heading", { level: 1, name: "Mesas", exact: true })).toBeVisible({
      timeout: 30_000,
    }),
  );
  await page.context().storageState({ path: MANAGER_STATE });
  await page.close();
});

test.use({ storageState: MANAGER_STATE });

test.beforeEach(async ({ page }) => {
  await page.goto("/modifiers/list");
  await expect(page.getByRole("heading", { level: 1, name: "Modificadores" })).toBeVisible();
});

test("a manager creates a required modifier with three options and finds it in the list", async ({
  page,
}) => {
  const name = `Punto ${Date.now()}`;
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Nuevo modificador" }).click();
  await fillModifier(page, {
    name,
    min: "1",
    max: "1",
    options: [{ name: "Poco hecho" }, { name: "Al punto" }, { name: "Muy hecho" }],
  });
  await expectNoSeriousA11yViolations(page);
  await editor(page).getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(`«${name}» guardado`)).toBeVisible();

  await searchOne(page, name);
  const row = rowOf(page, name);
  await expect(row.getByRole("cell", { name: "Elige 1" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();
});

test("trying a modifier asks for the nested choice of the chosen option", async ({ page }) => {
  const stamp = Date.now();
  const sauce = `Salsa ${stamp}`;
  const side = `Guarnición ${stamp}`;
  await createModifier(page, {
    name: sauce,
    min: "1",
    max: "1",
    options: [{ name: `Alioli ${stamp}` }, { name: `Brava ${stamp}`, price: "0.5" }],
  });
  await createModifier(page, {
    name: side,
    min: "1",
    max: "1",
    options: [{ name: `Patatas ${stamp}`, nested: [sauce] }, { name: `Ensalada ${stamp}` }],
  });

  await searchOne(page, side);
  await page.getByRole("button", { name: `Probar ${side}` }).click();
  const dialog = editor(page);
  await expect(dialog.getByRole("radio", { name: `Patatas ${stamp}` })).toBeVisible();
  await dialog.getByRole("radio", { name: `Patatas ${stamp}` }).check();
  await expect(dialog.getByRole("status")).toContainText(`«${sauce}»: elige al menos 1.`);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("radio", { name: /^Brava/ }).check();
  await expect(dialog.getByRole("status")).toContainText("Elección correcta");
  await expect(dialog.getByRole("status")).toContainText("Suplemento: 0,50 €");
});

test("a minimum above the maximum is refused before saving", async ({ page }) => {
  const name = `Imposible ${Date.now()}`;
  await page.getByRole("button", { name: "Nuevo modificador" }).click();
  await fillModifier(page, { name, min: "3", max: "1", options: [{ name: "Única" }] });
  await editor(page).getByRole("button", { name: "Guardar" }).click();
  await expect(editor(page).getByText("El mínimo no puede ser mayor que el máximo.")).toBeVisible();
  await expect(editor(page).getByText("Hay 1 opciones activas y el mínimo es 3.")).toBeVisible();

  await editor(page).getByRole("button", { name: "Cancelar" }).click();
  await searchNone(page, name);
});

test("an option's price is edited on the options list", async ({ page }) => {
  const stamp = Date.now();
  const option = `Queso ${stamp}`;
  await createModifier(page, {
    name: `Extras ${stamp}`,
    min: "0",
    max: "3",
    options: [{ name: option, price: "1" }],
  });

  await page.goto("/options/list");
  await expect(page.getByRole("heading", { level: 1, name: "Opciones" })).toBeVisible();
  await searchOne(page, option);
  await expect(rowOf(page, option).getByRole("cell", { name: `Extras ${stamp}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: `Editar ${option}` }).click();
  await editor(page).getByLabel("Precio").fill("1.75");
  await expectNoSeriousA11yViolations(page);
  await editor(page).getByRole("button", { name: "Guardar" }).click();
  await expect(editor(page)).toBeHidden();
  await expect(rowOf(page, option).getByRole("cell", { name: "1,75 €" })).toBeVisible();
});

test("a modifier is deleted in a batch and restored", async ({ page }) => {
  const name = `Temporal ${Date.now()}`;
  await createModifier(page, { name, min: "0", max: "1", options: [{ name: "Sí" }] });
  await searchOne(page, name);
  await page.getByRole("checkbox", { name: `Seleccionar ${name}` }).check();
  await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText(`Ningún resultado para «${name}».`)).toBeVisible();

  await page.getByText("Eliminados", { exact: true }).click();
  await page.getByRole("button", { name: `Restaurar ${name}` }).click();
  await expect(page.getByText(`${name} restaurado`)).toBeVisible();
  await page.getByText("Activos", { exact: true }).click();
  await expect(rowOf(page, name)).toBeVisible();
});
