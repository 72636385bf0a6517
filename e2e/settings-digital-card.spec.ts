import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders } from "./api";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const ADMIN = "admin@demo.local";
const GROUP = "/api/v1/settings/digital_card";
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
// Settings are changed on the tills' touch screens too.
test.use({ hasTouch: true });

type Stored = Record<string, unknown>;

async function storedGroup(request: APIRequestContext): Promise<Stored> {
  const response = await request.get(GROUP, { headers: await apiHeaders(request, ADMIN) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Stored }).data;
}

/** PNG bytes (a valid signature, then padding) of `size`. */
function png(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length)]);
}

// The guests' /carta flows read this group: it goes back to what the seed had.
let original: Stored | undefined;
test.beforeAll(async ({ request }) => {
  original = await storedGroup(request);
});
test.afterAll(async ({ request }) => {
  if (!original) return;
  const headers = await apiHeaders(request, ADMIN);
  const { header_image, kiosk_header_image: _kiosk, ...fields } = original;
  const response = await request.put(GROUP, { headers, data: fields });
  expect(response.ok(), await response.text()).toBe(true);
  if (header_image === "")
    expect((await request.delete(`${GROUP}/images/header_image`, { headers })).ok()).toBe(true);
});

const field = (page: Page, name: string): Locator => page.getByRole("textbox", { name, exact: true });
const preview = (page: Page): Locator => page.getByTestId("digital-card-preview");

async function openTab(page: Page) {
  await loginAs(page, ADMIN);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("tab", { name: "Carta digital", exact: true }).tap();
  await expect(page).toHaveURL(/\?tab=digital_card$/);
  await expect(field(page, "Título (español)")).toBeVisible(FIRST_PAINT);
}

test("the admin sets the digital menu, the preview follows as typed, and it is kept", async ({
  page,
  request,
}) => {
  await openTab(page);
  await expectNoSeriousA11yViolations(page);

  const title = `Casa Comanda ${Date.now()}`;
  await field(page, "Título (español)").fill(title);
  await expect(preview(page).getByRole("heading", { name: title })).toBeVisible();
  await field(page, "Título (inglés)").fill("Comanda House");
  // The segmented control's radios are hidden behind their labels: the finger taps the label.
  const language = (name: string) =>
    page.getByRole("region", { name: "Vista previa" }).getByText(name, { exact: true });
  await language("English").tap();
  await expect(preview(page).getByRole("heading", { name: "Comanda House" })).toBeVisible();
  await language("Español").tap();

  // The switches decide which buttons a guest gets.
  const orderSwitch = page.getByRole("switch", { name: "Pedidos desde la mesa" });
  if (!(await orderSwitch.isChecked())) await orderSwitch.tap();
  await expect(preview(page).getByRole("button", { name: "Hacer pedido" })).toBeVisible();
  const callSwitch = page.getByRole("switch", { name: "Llamar al camarero" });
  if (await callSwitch.isChecked()) await callSwitch.tap();
  await expect(preview(page).getByRole("button", { name: "Llamar al camarero" })).toHaveCount(0);

  await field(page, "Pedido mínimo a domicilio").fill("12.5");
  await expect(preview(page).getByText("Pedido mínimo a domicilio: 12,50")).toBeVisible();
  await field(page, "Color principal").fill("#123456");
  await field(page, "Pedido recibido (español)").fill("¡Marchando!");
  await expect(preview(page).getByText("¡Marchando!")).toBeVisible();

  // A broken value is named and nothing is saved.
  await field(page, "Dirección de la carta").fill("carta.example.com");
  await page.getByRole("button", { name: "Guardar", exact: true }).tap();
  await expect(page.getByText("Una dirección que empiece por http:// o https://, o vacía.")).toBeVisible();
  await field(page, "Dirección de la carta").fill("");

  await page.getByRole("button", { name: "Guardar", exact: true }).tap();
  await expect(page.getByText("La configuración de la carta digital se ha guardado")).toBeVisible();
  expect(await storedGroup(request)).toMatchObject({
    title_es: title,
    title_en: "Comanda House",
    local_orders: true,
    call_waiter: false,
    minimal_order_domicile: 12.5,
    primary_color: "#123456",
    order_accepted_message_es: "¡Marchando!",
  });

  await page.reload();
  await expect(field(page, "Título (español)")).toHaveValue(title, FIRST_PAINT);
  await expect(page.getByRole("switch", { name: "Llamar al camarero" })).not.toBeChecked();
  await expect(field(page, "Pedido mínimo a domicilio")).toHaveValue("12.5");
});

test("the header image is kept within its limit and shown in the preview", async ({ page, request }) => {
  // The server refuses an image over 1000 kb, whatever sends it.
  const refused = await request.put(`${GROUP}/images/header_image`, {
    headers: await apiHeaders(request, ADMIN),
    multipart: { header_image: { name: "big.png", mimeType: "image/png", buffer: png(1000 * 1024 + 1) } },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("1000 kb");

  await openTab(page);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "cabecera.png", mimeType: "image/png", buffer: png(2 * 1024) });
  await expect(page.getByText("La imagen de la carta digital se ha guardado")).toBeVisible();
  const stored = String((await storedGroup(request)).header_image);
  expect(stored).toMatch(/^\/api\/v1\/files\//);
  await expect(preview(page).locator("img")).toHaveAttribute("src", stored);
});
