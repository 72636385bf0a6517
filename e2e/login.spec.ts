import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("login", () => {
  test("shows the spec's messages when the form is empty or wrong", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "TPV" })).toHaveValue("barra");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Correo Requerido")).toBeVisible();
    await expect(page.getByText("Contraseña Requerida")).toBeVisible();

    await page.getByLabel("Correo").fill("no-es-un-correo");
    await page.getByLabel("Contraseña").fill("ab");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Debe ser un correo válido")).toBeVisible();
    await expect(page.getByText("Contraseña debe ser de mas de 2 caracteres")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a wrong password says so and stays on the login screen", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Correo").fill("admin@demo.local");
    await page.getByLabel("Contraseña").fill("equivocada");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Correo o contraseña incorrectos")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("the demo admin logs in on a till, lands on the tables and logs out", async ({ page }) => {
    // The app's address is the usual way in: the login, without a "log in first" reproach.
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Debes logearte primero")).toBeHidden();

    await page.getByLabel("Correo").fill("admin@demo.local");
    await page.getByLabel("Contraseña").fill("demo1234");
    await page.getByRole("combobox", { name: "TPV" }).selectOption({ label: "Terraza" });
    await page.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();
    await expect(page.getByText("Restaurante Demo")).toBeVisible();
    await expect(page.getByText("TPV: terraza")).toBeVisible();
    await expect(page.getByText("admin@demo.local")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/requests/tables_requests/");
    await expect(page).toHaveURL(/\/login/);
  });

  test("switches the language to English and Chinese and remembers it", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Correo").fill("camarero@demo.local");
    await page.getByLabel("Contraseña").fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();

    await page.getByRole("combobox", { name: "Idioma" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Tables" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Tables" })).toBeVisible();

    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "中文" }).click();
    await expect(page.getByRole("heading", { name: "餐桌" })).toBeVisible();
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible();
  });
});
