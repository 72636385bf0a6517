import { mailText, startSmtpServer, type TestSmtpServer } from "../apps/server/test/smtp-server";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

async function openForgotDialog(page: Page) {
  await page.getByRole("button", { name: "¿Olvidaste la contraseña?" }).click();
  const dialog = page.getByRole("dialog", { name: "Restablecer la contraseña" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("forgot password", () => {
  test("wants a valid e-mail, says when nobody has it, and sends the mail", async ({ page }) => {
    await page.goto("/login");
    const dialog = await openForgotDialog(page);
    const email = dialog.getByLabel("Correo");
    await email.fill("");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("Correo Requerido")).toBeVisible();
    await email.fill("nadie");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("Debe ser un correo válido")).toBeVisible();

    await email.fill("nadie@demo.local");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("Usuario no encontrado")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await email.fill("cocina@demo.local");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Te hemos enviado un correo para restablecer la contraseña")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("keeps the dialog open when the server cannot be reached", async ({ page }) => {
    await page.goto("/login");
    const dialog = await openForgotDialog(page);
    await dialog.getByLabel("Correo").fill("cocina@demo.local");
    await page.route("**/api/v1/auth/reset_password", (route) => route.abort("connectionrefused"));
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("No se puede conectar con el servidor", { exact: false })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Correo")).toHaveValue("cocina@demo.local");
  });

  test("a reset link that does not exist says so", async ({ page }) => {
    await page.goto("/reset-password?token=este-enlace-no-existe-0123456789");
    await page.getByLabel("Nueva contraseña").fill("otra-clave");
    await page.getByLabel("Repite la contraseña").fill("otra-clave");
    await page.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(page.getByRole("alert")).toContainText("no es válido o ha caducado");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

/**
 * The reset link only exists in the mail (the outbox list never shows bodies), and the shared e2e
 * server has no SMTP. These tests run their own server, fresh demo data included, that delivers
 * to an SMTP server kept in the test: the link followed is the one a user would get.
 */
test.describe("password reset by mail", () => {
  let smtp: TestSmtpServer;
  let own: OwnServer;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    smtp = await startSmtpServer();
    own = await startOwnServer("mail", { SMTP_URL: smtp.url });
    base = own.base;
  });

  test.afterAll(async () => {
    await own?.stop();
    await smtp?.close();
  });

  test("the link in the mail sets a new password that then signs in", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${base}/login`);
    await page.getByLabel("Correo").fill("encargado@demo.local");
    const dialog = await openForgotDialog(page);
    await expect(dialog.getByLabel("Correo")).toHaveValue("encargado@demo.local");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Te hemos enviado un correo para restablecer la contraseña")).toBeVisible();

    // The mail worker polls the outbox every few seconds.
    await expect
      .poll(() => smtp.received.some((mail) => mail.to.includes("encargado@demo.local")), { timeout: 20_000 })
      .toBe(true);
    const mail = smtp.received.find((received) => received.to.includes("encargado@demo.local"));
    const link = mailText(mail?.raw ?? "").match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link, "the reset mail has a link").toBeTruthy();
    await page.goto(link ?? "");

    await expect(page.getByRole("heading", { name: "Cambiar la contraseña" })).toBeVisible();
    await page.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(page.getByText("Contraseña Requerida")).toBeVisible();
    await page.getByLabel("Nueva contraseña").fill("clave-nueva-1");
    await page.getByLabel("Repite la contraseña").fill("clave-nueva-2");
    await page.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Repite la contraseña").fill("clave-nueva-1");
    await page.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Contraseña cambiada. Ya puedes entrar con la nueva.")).toBeVisible();

    await page.getByLabel("Correo").fill("encargado@demo.local");
    await page.getByLabel("Contraseña").fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Correo o contraseña incorrectos")).toBeVisible();
    await page.getByLabel("Contraseña").fill("clave-nueva-1");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A link works once.
    await page.goto(link ?? "");
    await page.getByLabel("Nueva contraseña").fill("clave-nueva-3");
    await page.getByLabel("Repite la contraseña").fill("clave-nueva-3");
    await page.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(page.getByRole("alert")).toContainText("no es válido o ha caducado");
  });
});

// The toggle keeps its choice in the browser: each test's fresh context is another device.
test.describe("touch keyboard", () => {
  async function tap(page: Page, text: string) {
    const keyboard = page.getByRole("group", { name: "Teclado en pantalla" });
    for (const char of text) await keyboard.getByRole("button", { name: char, exact: true }).click();
  }

  test("the whole login is typed on the on-screen keyboard", async ({ page }) => {
    await page.goto("/login");
    const toggle = page.getByRole("switch", { name: "Teclado táctil" });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Teclado táctil" })).toBeChecked();

    const keyboard = page.getByRole("group", { name: "Teclado en pantalla" });
    await expect(keyboard).toBeHidden();
    // Inside a dialog too: tapping the keys neither closes the dialog nor loses the field.
    const dialog = await openForgotDialog(page);
    await expect(keyboard).toBeVisible();
    await tap(page, "ana");
    await expect(dialog.getByLabel("Correo")).toHaveValue("ana");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(keyboard).toBeHidden();

    await page.getByLabel("Correo").click();
    await expect(keyboard).toBeVisible();
    await expect(page.getByLabel("Correo")).toHaveAttribute("inputmode", "none");
    await tap(page, "admin@demo.local");
    await expect(page.getByLabel("Correo")).toHaveValue("admin@demo.local");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Contraseña").click();
    await tap(page, "demo12345");
    await keyboard.getByRole("button", { name: "Borrar" }).click();
    await expect(page.getByLabel("Contraseña")).toHaveValue("demo1234");
    await keyboard.getByRole("button", { name: "Cerrar el teclado" }).click();
    await expect(keyboard).toBeHidden();

    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
  });

  test("the toggle changes only this device, never the local's setting", async ({
    page,
    browser,
    request,
  }) => {
    await page.goto("/login");
    await page.getByRole("switch", { name: "Teclado táctil" }).click();
    await expect(page.getByRole("switch", { name: "Teclado táctil" })).toBeChecked();

    const setting = await request.get("/api/v1/settings/global/touch_keyboard");
    expect((await setting.json()).data).toEqual({ use_touch_keyboard: false });
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto("/login");
      await expect(otherPage.getByRole("switch", { name: "Teclado táctil" })).not.toBeChecked();
      await otherPage.getByLabel("Correo").click();
      await expect(otherPage.getByRole("group", { name: "Teclado en pantalla" })).toBeHidden();
    } finally {
      await other.close();
    }

    // Nobody changes the local's default before signing in.
    const anonymous = await request.post("/api/v1/settings/update_touch_keyboard_login", {
      data: { use_touch_keyboard: true },
    });
    expect(anonymous.status()).toBe(401);
    const after = await request.get("/api/v1/settings/global/touch_keyboard");
    expect((await after.json()).data).toEqual({ use_touch_keyboard: false });
  });

  test("reaches capitals and accents, and fits a phone with keys of at least 48 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await page.getByRole("switch", { name: "Teclado táctil" }).click();
    await page.getByLabel("Correo").click();
    const keyboard = page.getByRole("group", { name: "Teclado en pantalla" });
    // The keyboard's code loads on first use; a busy machine takes longer than expect's 5 s.
    await expect(keyboard).toBeVisible({ timeout: 20_000 });

    await keyboard.getByRole("button", { name: "Mayúsculas" }).click();
    await tap(page, "Ma");
    await keyboard.getByRole("button", { name: "Acento" }).click();
    await tap(page, "ó");
    await expect(page.getByLabel("Correo")).toHaveValue("Maó");
    await expectNoSeriousA11yViolations(page);

    const boxes = await keyboard.getByRole("button").evaluateAll((keys) =>
      keys.map((key) => {
        const box = key.getBoundingClientRect();
        return { width: box.width, height: box.height, right: box.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(40);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(48);
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  });
});
