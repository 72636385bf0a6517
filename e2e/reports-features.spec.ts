import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { pdfText as readPdf } from "../apps/server/test/pdf-text";
import { apiHeaders, createRow, data, MANAGER } from "./api";
import { expect, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the reports chunk (and its charts); on a busy machine that takes a while. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 180_000 });

const euros = (cents: number) =>
  `${new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;
/** The page, Intl and pdf.js may space an amount with different kinds of space. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

async function saved(page: Page, button: string, scope = page.locator("body")): Promise<Download> {
  const downloading = page.waitForEvent("download");
  await scope.getByRole("button", { name: button }).click();
  return downloading;
}

async function pdfText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return spaced(await readPdf(bytes));
}

async function sheetRows(download: Download): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return (workbook.worksheets[0]?.getSheetValues() ?? []).slice(3).map((row) => (row as unknown[]).slice(1));
}

test("a manager walks expenses, informes and menu engineering, and checks the PDF and XLSX files", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, MANAGER);
  const ts = Date.now();
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Ingeniería ${ts}` });
  const flour = await createRow(request, headers, "/api/v1/ingredients", {
    name: `Harina ${ts}`,
    price: 1,
    unit: "kg",
  });
  // 10 % VAT: nets 10.00 and 5.00; recipes cost 2.00 each.
  const product = (name: string, price: number) =>
    createRow(request, headers, "/api/v1/products", {
      name,
      price,
      iva: 10,
      category,
      ingredients: [{ id: flour, qty: 2, unit: "kg" }],
    });
  const star = `Estrella ${ts}`;
  const dog = `Perro ${ts}`;
  const starId = await product(star, 11);
  const dogId = await product(dog, 5.5);
  const order = await createRow(request, headers, "/api/v1/requests/barra", {
    products: [
      { id: starId, qty: 3 },
      { id: dogId, qty: 1 },
    ],
  });
  const closed = await request.post("/api/v1/requests/close", {
    headers,
    data: { id: order, credit_card: true },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  // An order on a table of its own, for the order list's table filter; closed at once.
  const zone = await createRow(request, headers, "/api/v2/zones", { name: `Zona ${ts}` });
  const tableName = `M${ts}`;
  const table = await createRow(request, headers, "/api/v2/tables", { name: tableName, zone_id: zone });
  const other = await createRow(request, headers, "/api/v1/categories", { name: `Otra ${ts}` });
  const tapa = await createRow(request, headers, "/api/v1/products", {
    name: `Tapa ${ts}`,
    price: 4.4,
    category: other,
  });
  const command = await createRow(request, headers, "/api/v1/commands", {
    table,
    products: [{ id: tapa, qty: 1 }],
  });
  const paid = await request.post("/api/v1/commands/close_command", {
    headers,
    data: { id: command, credit_card: true },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const expense = `Hielo ${ts}`;
  await createRow(request, headers, "/api/v1/expenses", {
    importe: 7.25,
    payed_with: "cash",
    description: expense,
  });

  await loginAs(page, MANAGER);
  await page.goto("/reports");
  await expect(page.getByTestId("kpi-sales")).toBeVisible(FIRST_PAINT);
  await page.getByRole("button", { name: "Periodo" }).click();
  await page.getByRole("button", { name: "Hoy", exact: true }).click();
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Madrid" });
  const range = { date_from: today, date_to: today };

  // The dashboard as PDF: the day's sales, as the API counts them.
  const dashboard = await data<{ current: { sales: number } }>(
    await request.post("/api/v1/reports/dashboard/sales", { headers, data: range }),
  );
  // While the server writes the file the download says so; the answer is held back to see it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/reports/download_dashboard?**", async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const dashboardDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar PDF" }).click();
  await expect(page.getByText("Preparando el archivo…")).toBeVisible();
  release();
  const dashboardPdf = await pdfText(await dashboardDownload);
  await expect(page.getByText("Preparando el archivo…")).toBeHidden();
  expect(dashboardPdf).toContain("Panel de ventas");
  expect(dashboardPdf).toContain(spaced(`Ventas ${euros(Math.round(dashboard.current.sales * 100))}`));

  // Expenses: the new expense is listed, and the total is the day's.
  await page.getByRole("tab", { name: "Gastos" }).click();
  const expenses = page.getByRole("tabpanel", { name: "Gastos" });
  await expect(expenses.getByRole("row").filter({ hasText: expense })).toContainText(euros(725), FIRST_PAINT);
  const report = await data<{ sum: number }>(
    await request.post("/api/v1/reports/expenses_report", { headers, data: range }),
  );
  await expect(
    expenses.getByText(euros(Math.round(report.sum * 100)), { exact: true }).first(),
  ).toBeVisible();

  // Sales → orders filtered by the table: its one order.
  await page.getByRole("tab", { name: "Ventas" }).click();
  // The view switch, not the products table's "Pedidos" column.
  await page
    .getByRole("tabpanel", { name: "Ventas" })
    .getByRole("radiogroup")
    .getByText("Pedidos", { exact: true })
    .click();
  await page.getByRole("combobox", { name: "Mesa" }).fill(tableName);
  await page.getByRole("option", { name: tableName, exact: true }).click();
  await expect(page.getByTestId("history-row")).toHaveCount(1, FIRST_PAINT);
  await expect(page.getByTestId("history-row")).toContainText(euros(440));
  // Its spreadsheet holds the same one order: the file follows the screen's filters.
  const historyRows = await sheetRows(
    await saved(page, "Descargar XLSX", page.getByRole("tabpanel", { name: "Ventas" })),
  );
  const filled = historyRows.filter((row) => row.length > 0);
  expect(filled).toHaveLength(1);
  expect(filled[0]).toContain(tableName);

  // Informes by product: the row, then the same figures in the PDF and the spreadsheet.
  await page.getByRole("tab", { name: "Informes" }).click();
  await page.getByRole("combobox", { name: "Informe" }).click();
  await page.getByRole("option", { name: "Por producto" }).click();
  const informes = page.getByRole("tabpanel", { name: "Informes" });
  await expect(informes.getByRole("row").filter({ hasText: star })).toContainText(euros(3_300), FIRST_PAINT);
  const informePdf = await pdfText(await saved(page, "Descargar PDF", informes));
  expect(informePdf).toContain("Ventas por producto");
  expect(informePdf).toContain(spaced(`${star} 1 3 ${euros(3_300)}`));
  const informeRows = await sheetRows(await saved(page, "Descargar XLSX", informes));
  expect(informeRows.find((row) => row[0] === star)).toEqual([star, 1, 3, 33]);

  // Menu engineering of the new category: a star, and a dog flagged under the 300 % markup.
  await page.getByRole("tab", { name: "Ingeniería de menú" }).click();
  const engineering = page.getByRole("tabpanel", { name: "Ingeniería de menú" });
  await engineering.getByRole("combobox", { name: "Categoría" }).click();
  await page.getByRole("option", { name: `Ingeniería ${ts}` }).click();
  await expect(engineering.getByTestId("me-units")).toContainText("4", FIRST_PAINT);
  // (3 × 8.00 + 1 × 3.00) / 4 units
  await expect(engineering.getByTestId("me-margin")).toContainText(euros(675));
  const starRow = engineering.getByTestId(`me-row-${starId}`);
  await expect(starRow).toContainText("Estrella");
  await expect(starRow).toContainText("400 %");
  const dogRow = engineering.getByTestId(`me-row-${dogId}`);
  await expect(dogRow).toContainText("Perro");
  await expect(dogRow).toContainText("< 300 %");
  await expect(engineering.locator(".recharts-surface").first()).toBeVisible();
  const engineeringRows = await sheetRows(await saved(page, "Descargar XLSX", engineering));
  expect(engineeringRows.find((row) => row[0] === star)).toEqual([
    star,
    3,
    75,
    10,
    2,
    8,
    24,
    400,
    undefined,
    "Estrella",
  ]);
  expect(engineeringRows.find((row) => row[0] === dog)).toEqual([dog, 1, 25, 5, 2, 3, 3, 150, "Sí", "Perro"]);
  const engineeringPdf = await pdfText(await saved(page, "Descargar PDF", engineering));
  expect(engineeringPdf).toContain("Ingeniería de menú");
  expect(engineeringPdf).toContain(spaced(`Total 4 ${euros(2_700)}`));
});
