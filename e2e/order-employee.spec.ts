import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** The tables these flows open; no other flow uses them. */
const TABLES = ["S1", "S6"];
const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

async function setAsking(request: APIRequestContext, on: boolean) {
  const headers = await apiHeaders(request, "admin@demo.local");
  const saved = await request.put("/api/v1/settings/global", {
    headers,
    data: { select_employee_before_order: on },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

interface OpenCommand {
  id: number;
  table_name: string;
  worker: number | null;
}

/** The open table commands, read as the manager. */
async function openCommands(request: APIRequestContext): Promise<OpenCommand[]> {
  const headers = await apiHeaders(request);
  const open = await request.get("/api/v1/requests", { headers, params: { kind: "local", open: "true" } });
  return ((await open.json()) as { data: { results: OpenCommand[] } }).data.results;
}

/** The worker the open command of a table was recorded with. */
async function workerOfTable(request: APIRequestContext, tableName: string): Promise<number | null> {
  return (await openCommands(request)).find((order) => order.table_name === tableName)?.worker ?? null;
}

async function userId(request: APIRequestContext, name: string): Promise<number | undefined> {
  const headers = await apiHeaders(request);
  const listed = await request.get("/api/v1/users/list_bar", { headers });
  const rows = ((await listed.json()) as { data: { results: Array<{ id: number; first_name: string }> } })
    .data.results;
  return rows.find((row) => row.first_name === name)?.id;
}

// The setting is the local's: on only while these tests run, off again even when one fails.
test.beforeAll(async ({ request }) => setAsking(request, true));
// The tables these flows opened are freed for the flows that come after.
test.afterAll(async ({ request }) => {
  await setAsking(request, false);
  const headers = await apiHeaders(request, "admin@demo.local");
  for (const order of await openCommands(request)) {
    if (!TABLES.includes(order.table_name)) continue;
    const invalidated = await request.post("/api/v1/commands/invalidate", {
      headers,
      data: { id: order.id, reason: "Fin de la prueba" },
    });
    expect(invalidated.ok(), await invalidated.text()).toBe(true);
  }
});

async function openNewTable(page: Page, tableName: string) {
  await loginAs(page, "camarero@demo.local");
  await table(page, tableName).click();
  await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
}

test("with select_employee_before_order the till asks who takes a new table's order, and the command records them", async ({
  page,
  request,
}) => {
  await openNewTable(page, "S1");
  const picker = page.getByRole("dialog", { name: "¿Quién toma la comanda?" });
  await expect(picker).toBeVisible();
  // Only who takes orders: the kitchen is not offered.
  await expect(picker.getByRole("button", { name: "Elena" })).toBeVisible();
  await expect(picker.getByRole("button", { name: "Carlos" })).toBeVisible();
  await expect(picker.getByRole("button", { name: "Lucía" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole("button", { name: "Carlos" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText("Atiende: Carlos")).toBeVisible();

  // Changed before sending: the last choice counts.
  await page.getByRole("button", { name: "Cambiar", exact: true }).click();
  await expect(picker.getByRole("button", { name: "Carlos" })).toHaveAttribute("aria-pressed", "true");
  await picker.getByRole("button", { name: "Elena" }).click();
  await expect(page.getByText("Atiende: Elena")).toBeVisible();

  await page.getByRole("textbox", { name: "Buscar producto" }).fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("Comanda de la mesa S1 enviada a cocina.")).toBeVisible();
  expect(await workerOfTable(request, "S1")).toBe(await userId(request, "Elena"));

  // Adding a round to the open command does not ask again: it already has its waiter.
  await table(page, "S1").click();
  await expect(page.getByRole("heading", { level: 1, name: "Mesa S1" })).toBeVisible();
  await expect(picker).toBeHidden();
});

test("leaving the question without an answer goes back to the tables", async ({ page }) => {
  await openNewTable(page, "S6");
  const picker = page.getByRole("dialog", { name: "¿Quién toma la comanda?" });
  await picker.getByRole("button", { name: "Mesas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the waiter picks themselves and sends a drink", async ({ page, request }) => {
    await openNewTable(page, "S6");
    const picker = page.getByRole("dialog", { name: "¿Quién toma la comanda?" });
    await picker.getByRole("button", { name: "Carlos" }).click();
    await expect(picker).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("textbox", { name: "Buscar producto" }).fill("cortado");
    await tile(page, "Café cortado").click();
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    await expect(page.getByText("Comanda de la mesa S6 enviada a cocina.")).toBeVisible();
    expect(await workerOfTable(request, "S6")).toBe(await userId(request, "Carlos"));
  });
});
