import { createServer } from "node:net";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, MANAGER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };
/** The worker polls every second and the queue screen reads itself again every 5 s. */
const QUEUE_MOVES = { timeout: 30_000 };

test.describe.configure({ timeout: 180_000 });

/** A loopback port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A kitchen printer that is off (a closed port) taking a category of its own, a virtual
 * screen to send its tickets to, and an order of a product of that category: its kitchen
 * ticket fails on the printer.
 */
async function orderOnDeadPrinter(request: APIRequestContext, suffix: string) {
  const headers = await apiHeaders(request, MANAGER);
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Cola ${suffix}` });
  const product = `Pulpo ${suffix}`;
  const productId = await createRow(request, headers, "/api/v1/products", {
    name: product,
    price: 14,
    category,
  });
  const dead = `Cocina apagada ${suffix}`;
  await createRow(request, headers, "/api/v1/printers", {
    name: dead,
    host: "127.0.0.1",
    port: await closedPort(),
    category: [category],
  });
  const screen = `Pantalla ${suffix}`;
  await createRow(request, headers, "/api/v1/printers", { name: screen, connection: "virtual" });
  const zone = await createRow(request, headers, "/api/v2/zones", { name: `Zona cola ${suffix}` });
  const table = await createRow(request, headers, "/api/v2/tables", {
    name: `C${suffix.slice(-4)}`,
    zone_id: zone,
  });
  await createRow(request, headers, "/api/v1/commands", { table, products: [{ id: productId, qty: 1 }] });
  return { dead, screen, product };
}

async function sendFailedTicketToScreen(page: Page, dead: string, screen: string, product: string) {
  const failedRow = page.getByRole("row").filter({ hasText: dead }).filter({ hasText: "Fallido" }).first();
  await expect(failedRow).toBeVisible(QUEUE_MOVES);
  await expect(failedRow).toContainText("conexión rechazada");
  await expectNoSeriousA11yViolations(page);

  await failedRow.getByRole("button", { name: "Enviar a otra impresora" }).click();
  const dialog = page.getByRole("dialog", { name: /Enviar el ticket \d+ a otra impresora/ });
  await expect(dialog).toContainText(`No ha salido por ${dead}`);
  await dialog.getByRole("combobox", { name: "Impresora" }).click();
  await page.getByRole("option", { name: screen, exact: true }).click();
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  // A ticket the worker is trying once more at that moment is moved once that attempt fails:
  // the server may wait up to 5 s for it (print-queue.service.ts, MOVE_WAIT_MS).
  await expect(dialog).toBeHidden(QUEUE_MOVES);
  await expect(page.getByText(`Enviado a ${screen}`)).toBeVisible();

  const doneRow = page.getByRole("row").filter({ hasText: screen }).filter({ hasText: "Impreso" }).first();
  await expect(doneRow).toBeVisible(QUEUE_MOVES);
  await expectNoSeriousA11yViolations(page);
  await doneRow.getByRole("button", { name: "Ver" }).click();
  // The ticket's own HTML, in a sandboxed frame (left out of the scan: axe cannot run inside it).
  const preview = page.getByRole("dialog", { name: /Ticket \d+/ });
  await expect(preview.frameLocator("iframe").getByText(product)).toBeVisible();
  await preview.getByRole("button", { name: "Cerrar" }).click();
  await expect(preview).toBeHidden();
}

test("a ticket that fails on a printer that is off is seen from the till and sent to another printer", async ({
  page,
  request,
}) => {
  const { dead, screen, product } = await orderOnDeadPrinter(request, `${Date.now()}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, MANAGER);
  // The tables screen warns that tickets are not coming out, and leads to the queue.
  const warning = page.getByRole("alert").filter({ hasText: "Problema de impresión" });
  await expect(warning).toContainText(dead, QUEUE_MOVES);
  await warning.getByRole("link", { name: "Ver la cola de impresión" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cola de impresión" })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole("group", { name: dead })).toContainText("Sin conexión", QUEUE_MOVES);
  await sendFailedTicketToScreen(page, dead, screen, product);
});

test("on a phone the queue's failed ticket can be sent to another printer too", async ({ page, request }) => {
  const { dead, screen, product } = await orderOnDeadPrinter(request, `${Date.now()}p`);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, MANAGER);
  await page.goto("/printers/queue");
  await expect(page.getByRole("heading", { level: 1, name: "Cola de impresión" })).toBeVisible(FIRST_PAINT);
  await sendFailedTicketToScreen(page, dead, screen, product);
});
