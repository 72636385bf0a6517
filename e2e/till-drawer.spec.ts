import { createServer } from "node:net";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { type APIRequestContext, expect, test } from "./fixtures";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

/** A printer on loopback that keeps the bytes sent to it: the drawer's kick lands here. */
async function listeningPrinter() {
  const received: number[][] = [];
  const server = createServer((socket) => {
    const bytes: number[] = [];
    socket.on("data", (chunk) => bytes.push(...chunk));
    socket.on("close", () => received.push(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function noSaleOpenings(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get("/api/v1/box_reports/current", { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { no_sale_openings: number } }).data.no_sale_openings;
}

test("a manager opens the drawer of the till they signed in at from its top bar, and the box report counts it", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, MANAGER);
  const tills = await request.get("/api/v1/tpv?page_size=200", { headers });
  const terrace = (
    (await tills.json()) as { data: { results: Array<{ id: number; key: string }> } }
  ).data.results.find((till) => till.key === "terraza");
  expect(terrace).toBeDefined();
  const printer = await listeningPrinter();
  let cashier: number | undefined;
  let drawerPrinter: number | undefined;
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The demo's Terraza till has no drawer: the button says so.
    await page.goto("/login");
    await page.getByLabel("Correo").fill(MANAGER);
    await page.getByLabel("Contraseña", { exact: true }).fill("demo1234");
    await page.getByRole("combobox", { name: "TPV" }).selectOption({ label: "Terraza" });
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mesas", exact: true })).toBeVisible(
      FIRST_PAINT,
    );
    const openDrawer = page.getByRole("banner").getByRole("button", { name: "Abrir cajón" });
    await openDrawer.click();
    const refusal = page.getByRole("alert").filter({ hasText: "Este TPV no tiene cajón" });
    await expect(refusal).toBeVisible();
    // The toast sits over the top bar and stays while the pointer rests on it.
    await refusal.getByRole("button", { name: "Cerrar" }).click();
    await expect(refusal).toBeHidden();

    // A drawer on a printer of that till, one the test listens as.
    drawerPrinter = await createRow(request, headers, "/api/v1/printers", {
      name: `Caja terraza ${Date.now()}`,
      host: "127.0.0.1",
      port: printer.port,
      main_tpv: terrace!.id,
    });
    cashier = await createRow(request, headers, "/api/v1/cashiers", {
      name: "Cajón terraza",
      printer: drawerPrinter,
    });
    const before = await noSaleOpenings(request, headers);

    await openDrawer.click();
    await expect(page.getByText("Cajón abierto", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // ESC p, pin 2, 200 ms on and off (the drawer's defaults).
    await expect.poll(() => printer.received).toContainEqual([0x1b, 0x70, 0x00, 0x64, 0x64]);

    await page.goto("/printers/box_report");
    await expect(page.getByRole("heading", { level: 1, name: "Cierre de caja" })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole("region", { name: "Turno en curso" })).toContainText(
      `Aperturas de cajón sin venta: ${before + 1}`,
    );
  } finally {
    // Later flows pay at that till: its drawer must not kick a printer that is gone.
    if (cashier !== undefined) await request.delete(`/api/v1/cashiers/${cashier}`, { headers });
    if (drawerPrinter !== undefined)
      await request.post("/api/v1/printers/delete", { headers, data: { id: drawerPrinter } });
    await printer.close();
  }
});
