import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const MANAGER = "encargado@demo.local";
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

// Each test walks a whole flow (several dialogs and saves), more than the default 30 s allows when slow.
test.describe.configure({ timeout: 120_000 });
const ts = Date.now();

function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ hasText: name });
}

async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(FIRST_PAINT);
}

async function addTable(page: Page, zone: string, name: string, seats?: string) {
  await page.getByRole("button", { name: "Nueva mesa" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva mesa" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await pick(dialog, page, "Zona", zone);
  if (seats) await dialog.getByRole("textbox", { name: "Comensales" }).fill(seats);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  return dialog;
}

test("the manager creates a zone, adds tables to it, and downloads its QR sheet", async ({ page }) => {
  const zone = `Patio ${ts}`;
  await loginAs(page, MANAGER);
  await open(page, "/zones/list", "Zonas");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Nueva zona" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva zona" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(zone);
  await pick(dialog, page, "Caja", "Barra");
  await dialog.getByRole("textbox", { name: "Ancho del plano" }).fill("100");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  // A plan narrower than 200 units is refused on the field, and nothing is saved.
  await expect(dialog.getByText("Valor no válido")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Ancho del plano" }).fill("1000");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, zone)).toContainText("Barra");
  await expect(
    row(page, zone).getByRole("button", { name: `Descargar la hoja de QR de ${zone}` }),
  ).toBeDisabled();

  await open(page, "/tables/list", "Listado de mesas");
  await expect(await addTable(page, zone, "P1", "2")).toBeHidden();
  await expect(await addTable(page, zone, "P2")).toBeHidden();
  await pick(page, page, "Zona", zone);
  await expect(row(page, "P1")).toContainText(zone);
  await expect(row(page, "P1")).toContainText("Libre");
  await expect(row(page, "P1")).toContainText("Cuadrada");
  await expect(page.getByText("Total: 2")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same name in the same zone (whatever its case) is refused on the name field.
  const duplicate = await addTable(page, zone, "p1");
  await expect(duplicate.getByText("Ya hay una mesa con ese nombre en esta zona")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await duplicate.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("Total: 2")).toBeVisible();

  // A new QR code, after the warning that the printed one stops working.
  await page.getByRole("button", { name: "Nuevo QR para P1" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Nuevo QR para P1?" });
  await expect(confirm).toContainText("dejará de funcionar");
  await confirm.getByRole("button", { name: "Crear nuevo QR" }).click();
  await expect(page.getByText("P1 tiene un QR nuevo")).toBeVisible();

  await open(page, "/zones/list", "Zonas");
  await expect(row(page, zone)).toContainText("2");
  const downloading = page.waitForEvent("download");
  await row(page, zone)
    .getByRole("button", { name: `Descargar la hoja de QR de ${zone}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

  // A zone that still has tables is not deleted, and the manager is told why.
  await page.getByRole("checkbox", { name: `Seleccionar ${zone}` }).check();
  await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("La zona tiene 2 mesas")).toBeVisible();
  await expect(row(page, zone)).toBeVisible();
});

test("the manager keeps table style presets and starts a table from one", async ({ page }) => {
  const preset = `Barra alta ${ts}`;
  await loginAs(page, MANAGER);
  await open(page, "/tables/list?tab=styles", "Listado de mesas");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Nuevo estilo" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo estilo de mesa" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(preset);
  await dialog.getByText("Rectangular", { exact: true }).click();
  await dialog.getByRole("textbox", { name: "Ancho" }).fill("200");
  await dialog.getByRole("textbox", { name: "Comensales" }).fill("6");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, preset)).toContainText("200 × 100");

  await page.getByRole("tab", { name: "Mesas" }).click();
  await page.getByRole("button", { name: "Nueva mesa" }).click();
  const table = page.getByRole("dialog", { name: "Nueva mesa" });
  await table.getByRole("textbox", { name: "Nombre", exact: true }).fill(`Alta ${ts}`);
  await pick(table, page, "Zona", "Terraza");
  await pick(table, page, "Estilo", preset);
  await expect(table.getByRole("textbox", { name: "Comensales" })).toHaveValue("6");
  await table.getByRole("button", { name: "Guardar" }).click();
  await expect(table).toBeHidden();
  await page.getByLabel("Buscar").fill(`Alta ${ts}`);
  await expect(row(page, `Alta ${ts}`)).toContainText("Rectangular");
  await expect(row(page, `Alta ${ts}`)).toContainText("6");

  await page.getByRole("tab", { name: "Estilos de mesa" }).click();
  await page.getByRole("checkbox", { name: `Seleccionar ${preset}` }).check();
  await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(row(page, preset)).toHaveCount(0);
});

test("the manager creates a kitchen screen and a till", async ({ page }) => {
  const screen = `Postres ${ts}`;
  await loginAs(page, MANAGER);
  await open(page, "/screens/list", "Pantallas");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Nueva pantalla" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva pantalla" });
  await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(screen);
  await pick(dialog, page, "Caja", "Barra");
  await dialog.getByRole("switch", { name: "Mostrar varios" }).check({ force: true });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, screen)).toContainText("Barra");
  await expect(row(page, screen)).toContainText("Sí");

  const key = `caja-${ts}`;
  await open(page, "/settings", "Configuración");
  await expect(page.getByRole("tab", { name: "Terminales (TPV)" })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Nuevo terminal" }).click();
  const till = page.getByRole("dialog", { name: "Nuevo terminal (TPV)" });
  await till.getByRole("textbox", { name: "Nombre", exact: true }).fill(`Caja ${ts}`);
  await till.getByRole("textbox", { name: "Clave" }).fill("Caja 2");
  await till.getByRole("button", { name: "Guardar" }).click();
  await expect(till.getByText("Solo minúsculas, números")).toBeVisible();
  await till.getByRole("textbox", { name: "Clave" }).fill(key);
  await till.getByRole("button", { name: "Guardar" }).click();
  await expect(till).toBeHidden();
  await expect(row(page, key)).toContainText(`Caja ${ts}`);
});
