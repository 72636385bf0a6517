import { createServer, type Server } from "node:net";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const MANAGER = "encargado@demo.local";
/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
const ts = Date.now();

function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ hasText: name });
}

async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A fake network printer on loopback that keeps every byte it receives. */
async function fakePrinter(): Promise<{ server: Server; port: number; received: () => Buffer }> {
  const chunks: Buffer[] = [];
  const server = createServer((socket) => socket.on("data", (chunk) => chunks.push(chunk)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { server, port: address.port, received: () => Buffer.concat(chunks) };
}

/** A loopback port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const { server, port } = await fakePrinter();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test("the manager configures a printer and a cash drawer, checks the printer and opens the drawer", async ({
  page,
}) => {
  const printer = `Ticket ${ts}`;
  const drawer = `Cajón ${ts}`;
  const fake = await fakePrinter();
  const nobody = await closedPort();
  try {
    await loginAs(page, MANAGER);
    await page.goto("/printers/list");
    await expect(page.getByRole("heading", { level: 1, name: "Impresoras" })).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Nueva impresora" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva impresora" });
    await dialog.getByRole("textbox", { name: "Nombre", exact: true }).fill(printer);
    await expect(dialog.getByRole("textbox", { name: "Puerto" })).toHaveValue("9100");
    await dialog.getByRole("textbox", { name: "Dirección" }).fill("http://impresora");
    await dialog.getByRole("textbox", { name: "Puerto" }).fill("70000");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Escribe una IP o un nombre de equipo")).toBeVisible();
    await expect(dialog.getByText("Un número entero de 1 a 65535.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Dirección" }).fill("127.0.0.1");
    await dialog.getByRole("textbox", { name: "Puerto" }).fill(String(nobody));
    await pick(dialog, page, "Papel", "58 mm · 32 columnas");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, printer)).toContainText(`127.0.0.1:${nobody}`);
    await expect(row(page, printer)).toContainText("58 mm · 32 columnas");

    await row(page, printer)
      .getByRole("button", { name: `Comprobar ${printer}` })
      .click();
    await expect(row(page, printer).getByRole("status")).toContainText("No responde: conexión rechazada");

    await row(page, printer)
      .getByRole("button", { name: `Editar ${printer}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Editar ${printer}` });
    await edit.getByRole("textbox", { name: "Puerto" }).fill(String(fake.port));
    // This listener takes the bytes but never answers status: marked so, the check only connects.
    const statusCheck = edit.getByRole("switch", { name: "Confirma cada ticket" });
    await expect(statusCheck).toBeChecked();
    await expect(edit).toContainText("Desactívalo solo si la impresora nunca responde");
    await statusCheck.uncheck();
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit).toBeHidden();
    await row(page, printer)
      .getByRole("button", { name: `Comprobar ${printer}` })
      .click();
    await expect(row(page, printer).getByRole("status")).toContainText("Responde");

    await page.goto("/cashiers/list");
    await expect(page.getByRole("heading", { level: 1, name: "Cajones" })).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Nuevo cajón" }).click();
    const form = page.getByRole("dialog", { name: "Nuevo cajón portamonedas" });
    await form.getByRole("textbox", { name: "Nombre", exact: true }).fill(drawer);
    await pick(form, page, "Impresora", printer);
    await expect(form.getByRole("textbox", { name: "Pulso (ms)" })).toHaveValue("200");
    await form.getByRole("textbox", { name: "Pulso (ms)" }).fill("511");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByText("El pulso es un número par de 2 a 510 ms.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("textbox", { name: "Pulso (ms)" }).fill("200");
    await form.getByText("Pin 5", { exact: true }).click();
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form).toBeHidden();
    await expect(row(page, drawer)).toContainText("200 ms");
    await expect(row(page, drawer)).toContainText("Pin 5");

    await row(page, drawer)
      .getByRole("button", { name: `Abrir el cajón ${drawer}` })
      .click();
    await expect(page.getByText(`${drawer}: cajón abierto`)).toBeVisible();
    // ESC p, pin 5, 100 units of 2 ms on and off.
    await expect.poll(() => [...fake.received()]).toEqual([0x1b, 0x70, 1, 100, 100]);

    // With the printer gone, the drawer does not open and the manager is told why.
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    await row(page, drawer)
      .getByRole("button", { name: `Abrir el cajón ${drawer}` })
      .click();
    await expect(page.getByText(`${drawer}: la impresora del cajón no responde`)).toBeVisible();
  } finally {
    fake.server.close();
  }
});
