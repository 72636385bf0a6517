import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow } from "./api";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const ADMIN = "admin@demo.local";
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };
const NOT_ALLOWED = "El texto contiene caracteres no permitidos";
const GROUPS = ["global", "ticket", "ticket_kitchen", "app", "work_hours"] as const;
type Group = (typeof GROUPS)[number];
type Stored = Record<string, unknown>;
const ts = Date.now();

test.describe.configure({ timeout: 120_000 });
// Tills are touch screens.
test.use({ hasTouch: true });

async function stored(request: APIRequestContext, group: Group): Promise<Stored> {
  const response = await request.get(`/api/v1/settings/${group}`, {
    headers: await apiHeaders(request, ADMIN),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Stored }).data;
}

/** PNG bytes (a valid signature, then padding) of `size`. */
function png(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length)]);
}

// Other specs run on the same demo local: every group goes back to what the seed had.
const original = new Map<Group, Stored>();
function originalOf(group: Group): Stored {
  const value = original.get(group);
  if (!value) throw new Error(`${group} was not read before the tests`);
  return value;
}
test.beforeAll(async ({ request }) => {
  for (const group of GROUPS) original.set(group, await stored(request, group));
});
test.afterAll(async ({ request }) => {
  const headers = await apiHeaders(request, ADMIN);
  for (const [group, value] of original) {
    const { logo, ...fields } = value;
    const response = await request.put(`/api/v1/settings/${group}`, { headers, data: fields });
    expect(response.ok(), await response.text()).toBe(true);
    if (group === "global" && logo === "")
      expect((await request.delete("/api/v1/settings/global/images/logo", { headers })).ok()).toBe(true);
  }
});

async function openTab(page: Page, tab: string, query: string) {
  await loginAs(page, ADMIN);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("tab", { name: tab, exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`\\?tab=${query}$`));
}

const field = (page: Page, name: string): Locator => page.getByRole("textbox", { name, exact: true });
const save = (page: Page): Locator => page.getByRole("button", { name: "Guardar", exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title="Vista previa del ticket"]');

test("global: VAT, time zone from the searchable list, address and a switch stay after a reload", async ({
  page,
  request,
}) => {
  await openTab(page, "General", "global");
  await expect(field(page, "IVA (%)")).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yViolations(page);

  await field(page, "IVA (%)").fill("21");
  await page.getByRole("combobox", { name: "Zona horaria" }).tap();
  await page.getByRole("combobox", { name: "Zona horaria" }).fill("New_Yo");
  await page.getByRole("option", { name: "America/New_York" }).tap();
  await field(page, "Localidad").fill(`Villa ${ts}`);
  await field(page, "Latitud").fill("40.4168");
  await page.getByRole("switch", { name: "Usar cajón inteligente (Cashmatic)" }).tap();
  await save(page).tap();
  await expect(page.getByText("Se ha guardado la configuración general")).toBeVisible();

  await page.reload();
  await expect(field(page, "IVA (%)")).toHaveValue("21", FIRST_PAINT);
  await expect(page.getByRole("combobox", { name: "Zona horaria" })).toHaveValue("America/New_York");
  await expect(field(page, "Localidad")).toHaveValue(`Villa ${ts}`);
  await expect(field(page, "Latitud")).toHaveValue("40.4168");
  await expect(page.getByRole("switch", { name: "Usar cajón inteligente (Cashmatic)" })).toBeChecked();
  expect(await stored(request, "global")).toMatchObject({
    iva: 21,
    timezone: "America/New_York",
    town: `Villa ${ts}`,
    latitude: 40.4168,
    use_cashmatic: true,
  });

  // A latitude out of range is said on its field and nothing is saved.
  await field(page, "Latitud").fill("95");
  await save(page).tap();
  await expect(page.getByText("Un número de -90 a 90, o vacío.")).toBeVisible();
  expect((await stored(request, "global")).latitude).toBe(40.4168);
});

test("global: a 101 kb logo is refused with its message, one under 100 kb is shown and kept", async ({
  page,
  request,
}) => {
  // The server refuses it too, whatever sends it, with the limit in its message.
  const headers = await apiHeaders(request, ADMIN);
  const refused = await request.put("/api/v1/settings/global/images/logo", {
    headers,
    multipart: { logo: { name: "big.png", mimeType: "image/png", buffer: png(101 * 1024) } },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("100 kb");

  await openTab(page, "General", "global");
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: png(101 * 1024) });
  await expect(page.getByText("La imagen pesa 101 kb: el máximo es 100 kb")).toBeVisible();
  expect((await stored(request, "global")).logo).toBe(originalOf("global").logo);

  await chooser.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(2 * 1024) });
  await expect(page.getByText("Se ha guardado el logo")).toBeVisible();
  const logo = (await stored(request, "global")).logo;
  expect(logo).toMatch(/^\/api\/v1\/files\//);
  await page.reload();
  await expect(page.getByRole("img", { name: "Vista previa de la imagen" })).toHaveAttribute(
    "src",
    String(logo),
    FIRST_PAINT,
  );
});

test("ticket: the preview draws the unsaved heading at the chosen width; a bad text is refused", async ({
  page,
  request,
}) => {
  // A 58 mm printer (32 columns) beside the demo's 80 mm ones, gone again at the end.
  const headers = await apiHeaders(request, ADMIN);
  const narrow = await createRow(request, headers, "/api/v1/printers", {
    name: "Tickets 58",
    connection: "virtual",
    printer_width: "2",
  });
  try {
    await openTab(page, "Ticket", "ticket");
    await expect(field(page, "Encabezado")).toBeVisible(FIRST_PAINT);
    await expect(preview(page).getByText("FACTURA SIMPLIFICADA")).toBeVisible(FIRST_PAINT);
    // At first the printer the client tickets go to.
    const printer = page.getByRole("combobox", { name: "Impresora" });
    await expect(printer).toHaveValue("Tickets · 48 columnas");
    // Every text is translated: no bare i18n key on the tab.
    await expect(page.getByText(/^settings\./)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const heading = `Casa E2E ${ts % 100000}`;
    await field(page, "Encabezado").fill(heading);
    await expect(preview(page).getByText(heading)).toBeVisible();
    await printer.tap();
    await page.getByRole("option", { name: "Tickets 58 · 32 columnas" }).tap();
    await expect(preview(page).locator(".ticket")).toHaveAttribute("style", /width:32ch/);

    // A character outside the allowed set is not taken, and the field says why.
    await field(page, "NIF/CIF").fill("B1234567☃");
    await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
    await expect(field(page, "NIF/CIF")).not.toHaveValue(/☃/);

    await field(page, "Copias del ticket de cliente").fill("2");
    await save(page).tap();
    await expect(page.getByText("Se ha guardado la configuración del ticket")).toBeVisible();
    await page.reload();
    await expect(field(page, "Encabezado")).toHaveValue(heading, FIRST_PAINT);
    await expect(field(page, "Copias del ticket de cliente")).toHaveValue("2");
    const saved = await stored(request, "ticket");
    expect(saved).toMatchObject({ heading, qty_client_ticket: 2 });
    expect(String(saved.nif_cif)).not.toContain("☃");

    // Copies out of range: the message, and nothing saved.
    await field(page, "Copias del ticket de cliente").fill("11");
    await save(page).tap();
    await expect(page.getByText("Un número entero de 0 a 10.")).toBeVisible();
    expect((await stored(request, "ticket")).qty_client_ticket).toBe(2);
  } finally {
    expect((await request.delete(`/api/v1/printers/${narrow}`, { headers })).ok()).toBe(true);
  }
});

test("kitchen ticket: a switch and the routing change the preview and stay after a reload", async ({
  page,
  request,
}) => {
  await openTab(page, "Ticket de cocina", "ticket_kitchen");
  const total = page.getByRole("switch", { name: "Precio total" });
  await expect(total).toBeVisible(FIRST_PAINT);
  await expect(preview(page).getByText(/MESA 5/)).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yViolations(page);

  const wasTotal = await total.isChecked();
  await total.tap();
  const totals = preview(page).getByText(/^TOTAL/);
  await expect(totals).toHaveCount(wasTotal ? 0 : 2);
  const wasFamily = originalOf("ticket_kitchen").print_by === "family";
  await page.getByText(wasFamily ? "Categoría" : "Familia", { exact: true }).tap();
  await save(page).tap();
  await expect(page.getByText("Se ha guardado la configuración del ticket de cocina")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Precio total" })).toBeChecked({
    checked: !wasTotal,
    ...FIRST_PAINT,
  });
  expect(await stored(request, "ticket_kitchen")).toMatchObject({
    show_total_price: !wasTotal,
    print_by: wasFamily ? "category" : "family",
  });
});

test("app: texts and payments stay after a reload; a text outside the allowed set is refused", async ({
  page,
  request,
}) => {
  await openTab(page, "App", "app");
  const english = page.getByRole("textbox", { name: "Texto en inglés" });
  await expect(english).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yViolations(page);

  await english.fill(`Welcome ${ts}`);
  const pickup = page.getByRole("group", { name: "Pedidos para recoger" });
  await pickup.getByRole("checkbox", { name: "Tarjeta" }).tap();
  await page.getByRole("textbox", { name: "Texto del local", exact: true }).fill("Hola 😀");
  await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  await save(page).tap();
  await expect(page.getByText("Se ha guardado la configuración de la app")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Texto en inglés" })).toHaveValue(
    `Welcome ${ts}`,
    FIRST_PAINT,
  );
  const saved = await stored(request, "app");
  expect(saved.text_local_en).toBe(`Welcome ${ts}`);
  expect(String(saved.text_local)).not.toContain("😀");
  expect(saved.pickup_payments).toEqual(
    (originalOf("app").pickup_payments as string[]).includes("credit_card")
      ? ["cash"]
      : ["cash", "credit_card"],
  );
});

test("opening hours: a closed day and a changed interval stay; an overlap is refused and nothing saved", async ({
  page,
  request,
}) => {
  await openTab(page, "Horario", "work_hours");
  await expect(page.getByRole("switch", { name: "Abierto el Domingo" })).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("switch", { name: "Abierto el Domingo" }).tap();
  const mondayEnd = page.getByLabel("Cierre 1 del Lunes", { exact: true });
  await mondayEnd.fill("15:30");
  await save(page).tap();
  await expect(page.getByText("Se ha guardado el horario")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Cierre 1 del Lunes", { exact: true })).toHaveValue("15:30", FIRST_PAINT);
  const wasOpen = (originalOf("work_hours").sunday as { open: boolean }).open;
  await expect(page.getByRole("switch", { name: "Abierto el Domingo" })).toBeChecked({ checked: !wasOpen });
  const saved = await stored(request, "work_hours");
  expect(saved).toMatchObject({ sunday: { open: !wasOpen }, monday: { open: true } });
  expect((saved.monday as { intervals: Array<{ end: string }> }).intervals[0]?.end).toBe("15:30");

  const tuesday = page.getByRole("group", { name: "Martes" });
  if ((await tuesday.getByLabel("Apertura 2 del Martes", { exact: true }).count()) === 0)
    await tuesday.getByRole("button", { name: "Añadir un tramo" }).tap();
  await page.getByLabel("Apertura 1 del Martes", { exact: true }).fill("13:00");
  await page.getByLabel("Cierre 1 del Martes", { exact: true }).fill("16:00");
  await page.getByLabel("Apertura 2 del Martes", { exact: true }).fill("15:00");
  await page.getByLabel("Cierre 2 del Martes", { exact: true }).fill("18:00");
  await save(page).tap();
  await expect(tuesday.getByRole("alert")).toHaveText("Los tramos de un día no pueden solaparse.");
  expect((await stored(request, "work_hours")).tuesday).toEqual(saved.tuesday);
});
