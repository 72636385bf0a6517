import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const PRINCIPAL_NOT_DELETABLE =
  "No se puede eliminar la dirección principal: marca otra como principal en el mismo guardado";

async function openClients(page: Page) {
  await loginAs(page, MANAGER);
  await page.goto("/clients/list");
  // The section's chunk loads on the first visit: a busy test machine can take longer than the default.
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible({ timeout: 20_000 });
}

function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

/** The `search` filter of a list call (its `q` is base64 of JSON). */
function searchOf(url: string): unknown {
  const q = new URL(url).searchParams.get("q");
  return q === null
    ? undefined
    : (JSON.parse(Buffer.from(q, "base64").toString("utf8")) as { search?: string }).search;
}

/**
 * Types as a person does, key by key, and waits for the list's answer to that search: a
 * selection made before it would be cleared by the new search.
 */
async function search(page: Page, text: string, total: number) {
  const box = page.getByRole("searchbox", { name: "Buscar" });
  const answered = page.waitForResponse(
    (response) => response.url().includes("/api/v1/clients?") && searchOf(response.url()) === text,
  );
  await box.clear();
  await box.pressSequentially(text, { delay: 30 });
  await answered;
  await expect(page.getByText(`Total: ${total}`, { exact: true })).toBeVisible();
}

const addressLine = (dialog: Locator, index: number) => dialog.getByTestId("address-row").nth(index);

async function fillAddress(line: Locator, fields: { address: string; postalCode: string; town: string }) {
  await line.getByRole("textbox", { name: "Dirección", exact: true }).fill(fields.address);
  await line.getByRole("textbox", { name: "Código postal" }).fill(fields.postalCode);
  await line.getByRole("textbox", { name: "Localidad" }).fill(fields.town);
}

async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe("clients", () => {
  // The flow walks the list, the dialog three times and the deleted view, scanning each.
  test.describe.configure({ timeout: 120_000 });

  test("the manager creates a client with two addresses, finds, edits, deletes and restores it", async ({
    page,
  }) => {
    const n = Date.now();
    const lastName = `Prueba ${n}`;
    const name = `Lucía ${lastName}`;
    const phone = `6${String(n).slice(-8)}`;

    await openClients(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Nuevo cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo cliente" });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía");
    await dialog.getByRole("textbox", { name: "Apellidos" }).fill(lastName);
    await dialog.getByRole("textbox", { name: "Teléfono" }).fill(phone);
    await dialog.getByRole("textbox", { name: "Correo" }).fill(`lucia.${n}@example.com`);
    await expect(dialog.getByText("Sin direcciones. Añade una para los pedidos a domicilio.")).toBeVisible();

    await dialog.getByRole("button", { name: "Añadir dirección" }).click();
    await fillAddress(addressLine(dialog, 0), {
      address: "Calle Alcalá 10",
      postalCode: "28014",
      town: "Madrid",
    });
    // The first address of a client is its principal until another one is chosen.
    await expect(dialog.getByRole("radio", { name: "Principal: dirección 1" })).toBeChecked();
    await dialog.getByRole("button", { name: "Añadir dirección" }).click();
    await fillAddress(addressLine(dialog, 1), { address: "Gran Vía 1", postalCode: "28013", town: "Madrid" });
    await addressLine(dialog, 1).getByRole("textbox", { name: "Indicaciones" }).fill("3º B, timbre 2");
    await dialog.getByRole("radio", { name: "Principal: dirección 2" }).click();
    await expect(dialog.getByRole("radio", { name: "Principal: dirección 2" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Principal: dirección 1" })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Se ha creado ${name}`)).toBeVisible();

    await search(page, lastName, 1);
    const listed = row(page, name);
    await expect(listed).toContainText(phone);
    await expect(listed).toContainText(`lucia.${n}@example.com`);
    await expect(listed).toContainText("Gran Vía 1, 28013 Madrid");
    // The phone finds it too, as typed.
    await search(page, phone, 1);
    await expect(row(page, name)).toBeVisible();

    // Editing: the principal cannot be removed, and an invalid DNI is refused; nothing is saved.
    await row(page, name)
      .getByRole("button", { name: `Editar ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Editar ${name}` });
    await expect(edit.getByTestId("address-row")).toHaveCount(2);
    // The server lists the principal first.
    await expect(addressLine(edit, 0).getByRole("textbox", { name: "Dirección", exact: true })).toHaveValue(
      "Gran Vía 1",
    );
    await expect(edit.getByRole("radio", { name: "Principal: dirección 1" })).toBeChecked();
    await edit.getByRole("button", { name: "Quitar la dirección 1" }).click();
    await expect(edit.getByRole("alert").filter({ hasText: PRINCIPAL_NOT_DELETABLE })).toBeVisible();
    await expect(edit.getByTestId("address-row")).toHaveCount(2);
    await edit.getByRole("textbox", { name: "Teléfono" }).fill("699 000 111");
    await edit.getByRole("textbox", { name: "DNI / NIE / CIF" }).fill("12345678A");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit.getByText("No es un NIF, NIE o CIF válido")).toBeVisible();
    await expect(edit.getByRole("textbox", { name: "DNI / NIE / CIF" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, name)).toContainText(phone);

    // Moving the principal first lets the old one go, in the same save.
    await row(page, name)
      .getByRole("button", { name: `Editar ${name}` })
      .click();
    await edit.getByRole("radio", { name: "Principal: dirección 2" }).click();
    await edit.getByRole("button", { name: "Quitar la dirección 1" }).click();
    await expect(edit.getByTestId("address-row")).toHaveCount(1);
    await expect(edit.getByRole("radio", { name: "Principal: dirección 1" })).toBeChecked();
    await edit.getByRole("textbox", { name: "DNI / NIE / CIF" }).fill("12345678-z");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(`Se ha guardado ${name}`)).toBeVisible();
    await expect(row(page, name)).toContainText("Calle Alcalá 10, 28014 Madrid");

    await row(page, name)
      .getByRole("button", { name: `Editar ${name}` })
      .click();
    await expect(edit.getByRole("textbox", { name: "DNI / NIE / CIF" })).toHaveValue("12345678Z");
    await expect(edit.getByTestId("address-row")).toHaveCount(1);
    await edit.getByRole("button", { name: "Cancelar" }).click();

    // Delete, then bring it back from the deleted view.
    await search(page, lastName, 1);
    await page.getByRole("checkbox", { name: `Seleccionar ${name}` }).check();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Eliminados: 1")).toBeVisible();
    await expect(page.getByText(`Ningún resultado para «${lastName}».`)).toBeVisible();

    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Eliminados", { exact: true }).click();
    await expect(row(page, name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: `Restaurar ${name}` }).click();
    await expect(page.getByText(`${name} restaurado`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Activos", { exact: true }).click();
    await expect(row(page, name)).toContainText("Calle Alcalá 10, 28014 Madrid");
  });

  test("the manager deletes several selected clients at once and brings them back", async ({
    page,
    request,
  }) => {
    const n = Date.now();
    const family = `Lote ${n}`;
    const headers = await apiHeaders(request);
    const names = ["Ana", "Berta", "Carmen"].map((first) => `${first} ${family}`);
    for (const first of ["Ana", "Berta", "Carmen"])
      await createRow(request, headers, "/api/v1/clients", { first_name: first, last_name: family });
    const [ana, berta, carmen] = names as [string, string, string];

    await openClients(page);
    await search(page, family, 3);
    await page.getByRole("checkbox", { name: `Seleccionar ${ana}` }).check();
    await page.getByRole("checkbox", { name: `Seleccionar ${carmen}` }).check();
    await expect(page.getByText("Seleccionados: 2")).toBeVisible();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Eliminar los seleccionados (2)?" });
    await expect(confirm).toContainText("Los registros eliminados se pueden recuperar desde «Eliminados».");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Eliminados: 2")).toBeVisible();
    await expect(page.getByText("Total: 1", { exact: true })).toBeVisible();
    await expect(row(page, berta)).toBeVisible();
    await expect(row(page, ana)).toHaveCount(0);
    await expect(row(page, carmen)).toHaveCount(0);

    // The deleted view lists both; each comes back with its own button.
    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Eliminados", { exact: true }).click();
    await expect(row(page, ana)).toBeVisible();
    await expect(row(page, carmen)).toBeVisible();
    await expect(row(page, berta)).toHaveCount(0);
    await page.getByRole("button", { name: `Restaurar ${ana}` }).click();
    await expect(page.getByText(`${ana} restaurado`)).toBeVisible();
    await page.getByRole("button", { name: `Restaurar ${carmen}` }).click();
    await expect(page.getByText(`${carmen} restaurado`)).toBeVisible();
    await expect(page.getByText(`Ningún resultado para «${family}».`)).toBeVisible();
    await page.getByRole("radiogroup", { name: "Mostrar" }).getByText("Activos", { exact: true }).click();
    await expect(page.getByText("Total: 3", { exact: true })).toBeVisible();
    for (const name of names) await expect(row(page, name)).toBeVisible();
  });

  test("the server's refusal lands on the addresses and saves nothing", async ({ page, request }) => {
    const n = Date.now();
    const name = `Conflicto ${n}`;
    const headers = await apiHeaders(request);
    const id = await createRow(request, headers, "/api/v1/clients", {
      first_name: "Conflicto",
      last_name: String(n),
      addresses: [{ address: "Calle Primera 1" }, { address: "Calle Segunda 2" }],
    });
    const saved = (await (await request.get(`/api/v1/clients/${id}`, { headers })).json()) as {
      data: { addresses: Array<{ id: number; principal: boolean }> };
    };
    const second = saved.data.addresses.find((address) => !address.principal);

    await openClients(page);
    await search(page, String(n), 1);
    await row(page, name)
      .getByRole("button", { name: `Editar ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Editar ${name}` });
    await edit.getByRole("textbox", { name: "Nombre", exact: true }).fill("Cambiado");
    // Someone else removes the second address while the dialog is open.
    const removed = await request.put(`/api/v1/clients/${id}`, {
      headers,
      data: { addresses_to_delete: [second?.id] },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(
      edit.getByRole("alert").filter({ hasText: `No existe en este local o fue eliminado (${second?.id})` }),
    ).toBeVisible();
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await expect(row(page, name)).toBeVisible();
  });

  test("the manager downloads the clients as an Excel file", async ({ page, request }) => {
    const n = Date.now();
    await createRow(request, await apiHeaders(request), "/api/v1/clients", {
      first_name: "Excel",
      last_name: `Descarga ${n}`,
      addresses: [{ address: "Calle Libro 7" }],
    });
    await openClients(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar Excel" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("clientes.xlsx");
    const file = await readFile(await download.path());
    // An XLSX is a zip archive.
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(file.length).toBeGreaterThan(1000);
  });

  test("on a phone the list and the client dialog fit and are usable with a finger", async ({
    browser,
    request,
  }) => {
    const n = Date.now();
    const name = `Móvil Cliente ${n}`;
    await createRow(request, await apiHeaders(request), "/api/v1/clients", {
      first_name: "Móvil",
      last_name: `Cliente ${n}`,
      phone: "612 345 678",
      addresses: [{ address: "Plaza Mayor 1", postal_code: "28012", town: "Madrid" }],
    });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: "es-ES",
    });
    const page = await context.newPage();
    await openClients(page);
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fitsWidth();
    await expectTouchTarget(page.getByRole("button", { name: "Nuevo cliente" }));
    await expectTouchTarget(page.getByRole("button", { name: "Descargar Excel" }));
    await search(page, `Cliente ${n}`, 1);
    await fitsWidth();
    await expectNoSeriousA11yViolations(page);

    const edit = row(page, name).getByRole("button", { name: `Editar ${name}` });
    await expectTouchTarget(edit);
    await edit.tap();
    const dialog = page.getByRole("dialog", { name: `Editar ${name}` });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await dialog.getByRole("button", { name: "Añadir dirección" }).tap();
    const added = addressLine(dialog, 1);
    await fillAddress(added, { address: "Calle Nueva 2", postalCode: "28001", town: "Madrid" });
    for (const target of [
      dialog.getByRole("radio", { name: "Principal: dirección 2" }),
      dialog.getByRole("button", { name: "Quitar la dirección 2" }),
      dialog.getByRole("button", { name: "Añadir dirección" }),
      dialog.getByRole("button", { name: "Guardar" }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      await expectTouchTarget(target);
    }
    await dialog.getByRole("radio", { name: "Principal: dirección 2" }).tap();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Guardar" }).tap();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText("Calle Nueva 2, 28001 Madrid");
    await fitsWidth();
    await context.close();
  });
});
