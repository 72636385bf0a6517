import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("language asked for in the address", () => {
  test("an unsupported language shows the 406 page, then the app goes on in Spanish", async ({ page }) => {
    await page.goto("/login?lang=fr");
    await expect(page).toHaveURL(/\/lang-not-supported$/);
    await expect(page.getByRole("heading", { level: 1, name: "Idioma no soportado" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Continuar en español" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a supported language is switched to, remembered, and taken off the address", async ({ page }) => {
    await page.goto("/login?lang=en");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
});

test.describe("failed calls", () => {
  test("a validation error shows its field messages in one toast, one per line", async ({ page }) => {
    await page.route("**/api/v1/tpv?*", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          complete: false,
          code: "validation.failed",
          kind: "VALIDATION_ERROR",
          message: "Datos no válidos",
          errors: { page: ["Debe ser como mínimo 1"], page_size: ["Debe ser como máximo 200"] },
        }),
      }),
    );
    await page.goto("/login");
    const toast = page.getByRole("alert").filter({ hasText: "Debe ser como mínimo 1" });
    await expect(toast).toBeVisible();
    await expect(toast.getByText("Debe ser como mínimo 1")).toHaveJSProperty(
      "innerText",
      "Debe ser como mínimo 1\nDebe ser como máximo 200",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("when the server cannot be reached a toast offers to retry, and retrying runs the call again", async ({
    page,
  }) => {
    await page.route("**/api/v1/tpv?*", (route) => route.abort("internetdisconnected"));
    await page.goto("/login");
    const toast = page.getByRole("alert").filter({ hasText: "No se puede conectar con el servidor" });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("combobox", { name: "TPV" })).toHaveValue("");
    await expectNoSeriousA11yViolations(page);

    await page.unroute("**/api/v1/tpv?*");
    await toast.getByRole("button", { name: "Reintentar" }).click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "TPV" })).toHaveValue("barra");
  });

  test("a screen whose code cannot be downloaded says so and reloads the app", async ({ page }) => {
    const notFoundChunk = /\/assets\/NotFoundPage-[\w-]+\.js$/;
    await page.route(notFoundChunk, (route) => route.abort("internetdisconnected"));
    await page.goto("/no-existe");
    await expect(page.getByRole("heading", { name: "No se ha podido cargar la pantalla" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute(notFoundChunk);
    await page.getByRole("button", { name: "Recargar" }).click();
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  });
});
