import { expectNoSeriousA11yViolations } from "./a11y";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";

/** An admin token for the calls a manager makes from another device. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: "admin@demo.local", password: "demo1234", tpv: "barra", from_client: "web" },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function setMaintenance(
  request: APIRequestContext,
  type: "alert" | "blocked",
  text: string,
  active: boolean,
) {
  return post(request, "/api/v1/locals/maintenance", { type, text, active });
}

/** Resolves once the page's websocket confirmed the subscription, so what follows arrives live. */
function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes(`"subscribed","channel":"${channel}"`)) resolve();
      });
    });
  });
}

/** The waiter signs in on the bar till; resolves when both channels listen. */
async function signIn(page: Page) {
  const listening = Promise.all([
    subscribed(page, "notifications/maintenance"),
    subscribed(page, "notifications/barra"),
  ]);
  await page.goto("/login");
  await page.getByLabel("Correo").fill("camarero@demo.local");
  await page.getByLabel("Contraseña").fill("demo1234");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
  await listening;
}

test.describe("realtime", () => {
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, "alert", "", false);
  });

  test("a maintenance alert appears live as a top banner that can be closed", async ({ page, request }) => {
    await signIn(page);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await setMaintenance(request, "alert", "Cierre de caja a las 23:00", true);
    const banner = page.getByRole("alert").filter({ hasText: "Cierre de caja a las 23:00" });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.y).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(banner).toHaveCount(0);
    // A till that starts reads the notice from locals/get, so a reload shows it again.
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "Cierre de caja a las 23:00" })).toBeVisible();
  });

  test("a block sends the till to /maintenance live and back home when lifted", async ({ page, request }) => {
    await signIn(page);

    await setMaintenance(request, "blocked", "Volvemos a las 12:00", true);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mantenimiento" })).toBeVisible();
    await expect(page.getByText("Volvemos a las 12:00")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await setMaintenance(request, "blocked", "", false);
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a blocked local found on start goes to /maintenance, which listens without a session", async ({
    page,
    request,
  }) => {
    await setMaintenance(request, "blocked", "", true);
    const listening = subscribed(page, "notifications/maintenance");
    await page.goto("/maintenance");
    await expect(page.getByText("Sistema en mantenimiento, puede tardar unos minutos")).toBeVisible();
    await listening;
    await expectNoSeriousA11yViolations(page);

    await setMaintenance(request, "blocked", "", false);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Refresh covers the screen with a reload button that reloads", async ({ page, request }) => {
    await signIn(page);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });

    await post(request, "/api/v1/locals/refresh", { tpv: "barra" });
    const dialog = page.getByRole("dialog", { name: "Hay que recargar la aplicación" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Recargar" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Recargar" }).click();
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  });
});
