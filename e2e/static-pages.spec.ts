import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";

/** Without a session the way home ends on the login screen, through the route guard. */
async function expectLoginAfterGoingHome(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
}

const PAGES = [
  {
    path: "/insufficient-permissions",
    heading: "Permisos insuficientes",
    text: "No tiene permisos suficientes para ver esta página. Pida acceso a un administrador.",
  },
  {
    path: "/subdomain-not-found",
    heading: "Subdominio no encontrado",
    text: "No existe ningún local en esta dirección. Compruebe la dirección del navegador.",
  },
  {
    path: "/local-disabled",
    heading: "Local deshabilitado",
    text: "Local deshabilitado, contacte con soporte",
  },
  {
    path: "/ruta/que/no/existe",
    heading: "Página no encontrada",
    text: "Error 404: la página que busca no existe.",
  },
];

test.describe("static pages", () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path} explains itself without a session and leads home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectLoginAfterGoingHome(page, "Volver al inicio");
    });
  }

  test("/not-bought points to the provider's info address", async ({ page }) => {
    await page.goto("/not-bought");
    await expect(page.getByRole("heading", { level: 1, name: "Módulo no contratado" })).toBeVisible();
    await expect(
      page.getByText("Este módulo no está contratado. Para contratarlo, contacte con"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "info@comanda.app" })).toHaveAttribute(
      "href",
      "mailto:info@comanda.app",
    );
    await expectNoSeriousA11yViolations(page);
    await expectLoginAfterGoingHome(page, "Volver al inicio");
  });

  test("/maintenance shows the default text, or the stored one, and retries from /", async ({ page }) => {
    await page.goto("/maintenance");
    await expect(page.getByRole("heading", { level: 1, name: "Mantenimiento" })).toBeVisible();
    await expect(page.getByText("Sistema en mantenimiento, puede tardar unos minutos")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectLoginAfterGoingHome(page, "Reintentar");

    await page.goto(`/maintenance?text=${encodeURIComponent("Volvemos a las 12:00")}`);
    await expect(page.getByText("Volvemos a las 12:00")).toBeVisible();
    await expect(page.getByText("Sistema en mantenimiento, puede tardar unos minutos")).toHaveCount(0);
  });

  test("/lang-not-supported says 406 and goes back in Spanish", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("comanda.language", "en"));
    await page.goto("/lang-not-supported");
    await expect(page.getByRole("heading", { level: 1, name: "Language not supported" })).toBeVisible();
    await expect(page.getByText("Error 406: the requested language is not available.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Continue in Spanish" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("a signed-in user still lands on the tables from / and from the 404 page", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Correo").fill("camarero@demo.local");
    await page.getByLabel("Contraseña").fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();

    await page.goto("/");
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();

    await page.goto("/no-existe");
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await page.getByRole("button", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible();
  });
});
