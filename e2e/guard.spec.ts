import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menú principal" });

/** The demo's second local, which has not bought bookings nor stock (Chromium sends *.localhost home). */
function miniOrigin(baseURL: string | undefined) {
  return `http://mini.localhost:${new URL(baseURL ?? "http://127.0.0.1:3100").port}`;
}

test.describe("route guard", () => {
  test("without a token a section sends to the login with 'Debes logearte primero'", async ({ page }) => {
    await page.goto("/products/list");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText("Debes logearte primero")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a token the server no longer accepts ends the session and leads to the login", async ({ page }) => {
    await loginAs(page, "admin@demo.local");
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem("comanda.session") ?? "{}");
      localStorage.setItem("comanda.session", JSON.stringify({ ...session, token: "caducado" }));
    });
    await page.goto("/products/list");
    await expect(page).toHaveURL(/\/login\?e=/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("comanda.session"))).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });

  test("the waiter sees only what the waiter role allows", async ({ page }) => {
    await loginAs(page, "camarero@demo.local");
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
    await expect(mainMenu(page).getByRole("link")).toHaveText([
      "Mesas",
      "Comandas",
      "Domicilio",
      "Nuevo pedido",
      "Pedido de barra",
      "Productos",
      "Categorías",
      "Modificadores",
      "Opciones",
      "Recetas",
      "Listado de mesas",
      "Zonas",
      "Plano de mesas",
      "Clientes",
      "Cola de impresión",
      "Cajones",
      "Informes",
    ]);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/employees/list");
    await expect(page).toHaveURL(/\/insufficient-permissions$/);
    await expect(page.getByRole("heading", { name: "Permisos insuficientes" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reports are always in the menu (spec §6), but the waiter's role cannot open them.
    await page.goto("/home");
    await mainMenu(page).getByRole("link", { name: "Informes" }).click();
    await expect(page).toHaveURL(/\/insufficient-permissions$/);

    await page.goto("/clients/list");
    await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  });

  test("a role the tables are not for lands on its first menu entry, not on a refusal", async ({ page }) => {
    await loginAs(page, "cocina@demo.local", "", "Comandas");
    await expect(page).toHaveURL(/\/requests\/request_cards$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Comandas", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a module the local has not bought leads to /not-bought, one not contracted to the 404", async ({
    page,
    baseURL,
  }) => {
    const mini = miniOrigin(baseURL);
    await page.goto(`${mini}/bookings`);
    await expect(page).toHaveURL(`${mini}/not-bought`);
    await expect(page.getByRole("heading", { name: "Módulo no contratado" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await loginAs(page, "admin@mini.local", mini);
    await expect(page.getByText("Cafetería Mini")).toBeVisible();
    await page.goto(`${mini}/home`);
    const links = mainMenu(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const names = await links.allTextContents();
    expect(names).toContain("Empleados");
    expect(names).toContain("Cajones");
    expect(names).not.toContain("Calendario de reservas");
    expect(names).not.toContain("Stock");
    expect(names).not.toContain("Pantallas");

    await page.goto(`${mini}/stock`);
    await expect(page).toHaveURL(`${mini}/not-bought`);
    await page.goto(`${mini}/screens/list`);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await expect(page).toHaveURL(`${mini}/screens/list`);
    await expectNoSeriousA11yViolations(page);
  });
});
