import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** Every menu entry of a SuperAdmin of the demo local (all modules), in menu order. */
const ADMIN_MENU = [
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
  "Familias",
  "Listado de mesas",
  "Zonas",
  "Plano de mesas",
  "Pantallas",
  "Premios",
  "Ofertas",
  "Clientes",
  "Empleados",
  "Control horario",
  "Impresoras",
  "Cola de impresión",
  "Cierre de caja",
  "Cajones",
  "Calendario de reservas",
  "Turnos",
  "Opciones de reserva",
  "Informes",
  "Facturas",
  "Configuración",
  "Stock",
];

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menú principal" });

/** Opens a menu entry: from the sidebar, or from the burger where there is no sidebar. */
async function openMenuEntry(page: Page, name: string) {
  const link = mainMenu(page).getByRole("link", { name, exact: true });
  const drawer = page.getByRole("dialog", { name: "Menú" });
  if (!(await link.isVisible())) await page.getByRole("button", { name: "Abrir el menú" }).click();
  await link.click();
  // The axe scan that follows must not see the drawer half faded out.
  await expect(drawer).toBeHidden();
}

test.describe("navigation", () => {
  test("the demo admin opens every menu entry and each shows its title and breadcrumbs", async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, "admin@demo.local");
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
    await expect(mainMenu(page).getByRole("link")).toHaveText(ADMIN_MENU);
    await expectNoSeriousA11yViolations(page);

    for (const name of ADMIN_MENU) {
      await openMenuEntry(page, name);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText(name);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("the requests screens use the POS frame: views row, back to the tables, menu in a drawer", async ({
    page,
  }) => {
    await loginAs(page, "admin@demo.local");
    await expect(mainMenu(page)).toBeHidden();
    const views = page.getByRole("navigation", { name: "Vistas de comandas" });
    await views.getByRole("link", { name: "Comandas" }).click();
    await expect(page).toHaveURL(/\/requests\/request_cards$/);
    await expect(page.getByRole("heading", { level: 1, name: "Comandas" })).toBeVisible();
    await expect(views).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Volver a las mesas" }).click();
    await expect(page).toHaveURL(/\/requests\/tables_requests\/$/);

    await page.getByRole("button", { name: "Abrir el menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toHaveCSS("opacity", "1");
    await expectNoSeriousA11yViolations(page);
    await mainMenu(page).getByRole("link", { name: "Productos" }).click();
    await expect(page).toHaveURL(/\/products\/list$/);
    await expect(mainMenu(page)).toBeVisible();
  });

  test("on a phone the burger opens the menu and the top bar fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, "admin@demo.local");
    // The order views scroll sideways in the POS frame instead of squeezing their names.
    await page
      .getByRole("navigation", { name: "Vistas de comandas" })
      .getByRole("link", { name: "Pedido de barra" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Pedido de barra" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Abrir el menú" }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Idioma" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await mainMenu(page).getByRole("link", { name: "Empleados" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Empleados" })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("employees: search, select, delete after confirming, and restore", async ({ page }) => {
    await loginAs(page, "admin@demo.local");
    await page.goto("/employees/list");
    const rows = page.getByRole("table").getByRole("row");
    // The demo's own staff: other flows add employees of their own (a rider for deliveries).
    await page.getByRole("searchbox", { name: "Buscar" }).fill("@demo.local");
    await expect(rows).toHaveCount(5);
    await expect(page.getByText("Total: 4")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("searchbox", { name: "Buscar" }).fill("cocina");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("cocina@demo.local");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("nadie-se-llama-asi");
    await expect(page.getByText("Ningún resultado para «nadie-se-llama-asi».")).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar" }).fill("cocina");

    await page.getByRole("checkbox", { name: "Seleccionar Lucía" }).check();
    await expect(page.getByText("Seleccionados: 1")).toBeVisible();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar los seleccionados (1)?" });
    // Scanned once its fade-in is over: half-transparent text would fail the contrast check.
    await expect(dialog).toHaveCSS("opacity", "1");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(2);

    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Eliminados: 1")).toBeVisible();
    await expect(page.getByText("Ningún resultado para «cocina».")).toBeVisible();

    await page.getByRole("searchbox", { name: "Buscar" }).fill("");
    await page.getByText("Eliminados", { exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("cocina@demo.local");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Restaurar Lucía" }).click();
    await expect(page.getByText("Lucía restaurado")).toBeVisible();
    await expect(page.getByText("No hay nada eliminado.")).toBeVisible();

    await page.getByText("Activos", { exact: true }).click();
    await page.getByRole("searchbox", { name: "Buscar" }).fill("@demo.local");
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole("cell", { name: "cocina@demo.local" })).toBeVisible();
  });

  test("employees: pages of 20, and select-all deletes the page after confirming", async ({ page }) => {
    await loginAs(page, "admin@demo.local");
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda.session") ?? "{}"));
    const headers = { Authorization: `Bearer ${session.token}`, TPV: session.tpv };
    const roles = await page.request.get("/api/v1/roles", { headers });
    const roleId: number = (await roles.json()).data.results[0].id;
    for (let n = 1; n <= 21; n++) {
      const created = await page.request.post("/api/v1/users", {
        headers,
        data: {
          username: `paginado${n}`,
          email: `paginado${n}@demo.local`,
          password: "secreto1",
          role_id: roleId,
        },
      });
      expect(created.status()).toBe(201);
    }

    await page.goto("/employees/list");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("paginado");
    const rows = page.getByRole("table").getByRole("row");
    await expect(page.getByText("Total: 21")).toBeVisible();
    await expect(rows).toHaveCount(21);
    const pages = page.getByRole("navigation", { name: "Páginas" });
    await pages.getByRole("button", { name: "2", exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await pages.getByRole("button", { name: "Página anterior" }).click();
    await expect(rows).toHaveCount(21);

    await page.getByRole("checkbox", { name: "Seleccionar todos los de esta página" }).check();
    await expect(page.getByText("Seleccionados: 20")).toBeVisible();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Eliminados: 20")).toBeVisible();
    await expect(page.getByText("Total: 1")).toBeVisible();
    await expect(pages).toBeHidden();

    await page.getByRole("checkbox", { name: "Seleccionar todos los de esta página" }).check();
    await page.getByRole("button", { name: "Eliminar seleccionados" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Ningún resultado para «paginado».")).toBeVisible();
  });
});
