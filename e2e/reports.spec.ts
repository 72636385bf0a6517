import ExcelJS from "exceljs";
import { apiHeaders, createRow, MANAGER } from "./api";
import { expect, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the reports chunk (and its charts); on a busy machine that takes a while. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const euros = (cents: number) =>
  `${new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;

test("a manager reads today against last week, drills from a product to its orders and downloads the sheet", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, MANAGER);
  const ts = Date.now();
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Informe ${ts}` });
  const name = `Tarta informe ${ts}`;
  const product = await createRow(request, headers, "/api/v1/products", {
    name,
    price: 4.35,
    iva: 10,
    category,
  });
  for (const qty of [2, 1]) {
    const order = await createRow(request, headers, "/api/v1/requests/barra", {
      products: [{ id: product, qty }],
    });
    const closed = await request.post("/api/v1/requests/close", {
      headers,
      data: { id: order, credit_card: true },
    });
    expect(closed.ok(), await closed.text()).toBe(true);
  }

  await loginAs(page, MANAGER);
  await page.goto("/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Informes" })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId("kpi-sales")).toBeVisible(FIRST_PAINT);

  // Yesterday (the default) against the same day a week before.
  await page.getByText("Frente a la semana anterior", { exact: true }).click();
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Madrid" });
  await expect(page.getByTestId("compared-with")).toHaveText(`Comparado con ${day(-8)} – ${day(-8)}`);

  // Today, with the preset: the two orders are there.
  await page.getByRole("button", { name: "Periodo" }).click();
  await page.getByRole("button", { name: "Hoy", exact: true }).click();
  await expect(page.getByTestId("compared-with")).toHaveText(`Comparado con ${day(-7)} – ${day(-7)}`);
  const orders = page.getByTestId("kpi-orders").getByTestId("kpi-value");
  await expect(orders).not.toHaveText("0");

  // Sales → products → the product's orders.
  await page.getByRole("tab", { name: "Ventas" }).click();
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByTestId("history-row")).toHaveCount(2);
  await expect(page.getByText(`2 pedidos · ${euros(3 * 435)}`)).toBeVisible();
  await page.getByTestId("history-row").first().getByRole("button", { name: "Ver" }).click();
  const dialog = page.getByRole("dialog", { name: "Historial del pedido" });
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog
    .getByRole("button", { name: "Close" })
    .or(dialog.locator(".mantine-Modal-close"))
    .first()
    .click();

  // The products sheet adds up to what the screen says.
  await page.getByRole("tabpanel", { name: "Ventas" }).getByText("Productos", { exact: true }).click();
  const shown = (await page.getByTestId("products-sum").textContent()) ?? "";
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar XLSX" }).click();
  const file = await (await downloading).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  let cents = 0;
  let found = false;
  sheet?.eachRow((row, index) => {
    if (index <= 2) return;
    cents += Math.round(Number(row.getCell(5).value) * 100);
    if (row.getCell(1).value === name) {
      found = true;
      expect(row.getCell(3).value).toBe(3);
    }
  });
  expect(found).toBe(true);
  // The page and Intl may space the amount with different kinds of space.
  const spaced = (text: string) => text.replace(/\s/g, " ");
  expect(spaced(shown)).toBe(spaced(`Total: ${euros(cents)}`));
});
