import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders } from "./api";
import { expect, type Locator, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

// Tables of this spec: T1–T4 (Terraza), S11 and S12 (Salón). Every test leaves them free, apart
// from the command it moves to T2 and the one T4's joins on T3.

// Each flow is long (a command opened, an action, the floor read again) and runs with axe scans.
test.describe.configure({ timeout: 90_000 });

const table = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });
const money = /\d+,\d{2}\s€/;

async function showZone(page: Page, zone: string) {
  await page.locator("label", { hasText: zone }).click();
}

/** Opens a table for two with `count` of a product, and answers the command's id once its order screen is back. */
async function openTable(
  page: Page,
  zone: string,
  name: string,
  product: string,
  count = 1,
): Promise<number> {
  await showZone(page, zone);
  await table(page, name).click();
  await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(product.split(" ")[0]!.toLowerCase());
  for (let i = 0; i < count; i++) await tile(page, product).click();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText(`Comanda de la mesa ${name} enviada a cocina.`)).toBeVisible();
  await showZone(page, zone);
  await table(page, name).click();
  await expect(page.getByRole("button", { name: "Acciones de mesa" })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get("command"));
}

async function tableAction(page: Page, action: string) {
  await page.getByRole("button", { name: "Acciones de mesa" }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function amountUnder(page: Page, name: string): Promise<string> {
  // Line by line: the whole label's text runs the table's name into the amount under it.
  const lines = await page.locator(`[data-table-name="${name}"] tspan`).allTextContents();
  return lines.find((line) => money.test(line))?.match(money)?.[0] ?? "";
}

test("a waiter moves a command to a free table, and is told the same table cannot be picked", async ({
  page,
}) => {
  await loginAs(page, "camarero@demo.local");
  await openTable(page, "Terraza", "T1", "Croquetas de jamón", 2);
  await page.getByRole("button", { name: "Mesas", exact: true }).click();
  await showZone(page, "Terraza");
  await expect.poll(() => amountUnder(page, "T1")).toMatch(money);
  const amount = await amountUnder(page, "T1");
  await table(page, "T1").click();

  await page.getByRole("button", { name: "Acciones de mesa" }).click();
  await expect(page.getByRole("menuitem", { name: "Anular comanda" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("menuitem", { name: "Cambiar mesa" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambiar mesa · mesa T1" });
  await table(dialog, "T1").click();
  await expect(dialog.getByRole("alert")).toHaveText("Elige otra mesa: es la misma");
  await expect(dialog.getByRole("button", { name: "Toca una mesa" })).toBeDisabled();
  await table(dialog, "T2").click();
  await expect(dialog.getByRole("alert")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Mover a la mesa T2" }).click();
  await expect(page.getByText("Comanda movida a la mesa T2.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Mesa T2 · 2 comensales" })).toBeVisible();
  await expect(page.getByText("Croquetas de jamón").first()).toBeVisible();

  await page.getByRole("button", { name: "Mesas", exact: true }).click();
  await showZone(page, "Terraza");
  await expect(table(page, "T1")).toHaveAttribute("data-status", "available");
  await expect(table(page, "T2")).toHaveAttribute("data-status", "busy");
  // The busy colour may come before the amount under the name: wait for the amount itself.
  await expect.poll(() => amountUnder(page, "T2")).toBe(amount);
});

test("a waiter joins two tables after reading that their discounts and partial payments are lost", async ({
  page,
  request,
}) => {
  await loginAs(page, "camarero@demo.local");
  const joining = await openTable(page, "Terraza", "T4", "Café cortado");
  // Someone at T4 already paid 1 € of theirs.
  const paid = await request.post("/api/v1/payments/by_price", {
    headers: await apiHeaders(request),
    data: { command: joining, price: 1, credit_card: false },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.getByRole("button", { name: "Mesas", exact: true }).click();
  await openTable(page, "Terraza", "T3", "Croquetas de jamón");

  await tableAction(page, "Juntar mesas");
  const dialog = page.getByRole("dialog", { name: "Juntar mesas · mesa T3" });
  await table(dialog, "T1").click();
  await expect(dialog.getByRole("alert")).toHaveText("La mesa T1 no tiene comanda abierta");
  await table(dialog, "T4").click();
  await dialog.getByRole("button", { name: "Juntar con la mesa T4" }).click();
  const warning = dialog.getByRole("alert");
  await expect(warning).toContainText("La mesa T4 se junta con la mesa T3");
  await expect(warning).toContainText(
    "Al juntar las mesas se pierden los descuentos y los pagos parciales de ambas.",
  );
  await expect(warning).toContainText("Se deshacen pagos por 1,00 €: vuelven a quedar por cobrar.");
  // The warning is the dialog's to show, not an error toast.
  await expect(page.getByText("Confirma para continuar")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Nothing has changed while the warning is read.
  await dialog.getByRole("button", { name: "Volver" }).click();
  await dialog.getByRole("button", { name: "Juntar con la mesa T4" }).click();
  await dialog.getByRole("button", { name: "Juntar mesas" }).click();
  await expect(page.getByText("Mesa T4 junta con la mesa T3.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Mesa T3 · 4 comensales" })).toBeVisible();
  await expect(page.getByText("Café cortado").first()).toBeVisible();
  await expect(page.getByText("Croquetas de jamón").first()).toBeVisible();

  await page.getByRole("button", { name: "Mesas", exact: true }).click();
  await showZone(page, "Terraza");
  await expect(table(page, "T4")).toHaveAttribute("data-status", "available");
  await expect(table(page, "T3")).toHaveAttribute("data-status", "busy");
});

test("a manager invalidates a command with a reason, blocks a free table that every till sees blocked, and frees it", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const waiter = await other.newPage();
  await loginAs(waiter, "camarero@demo.local");
  await loginAs(page, "admin@demo.local");

  await openTable(page, "Salón", "S11", "Croquetas de jamón");
  await tableAction(page, "Anular comanda");
  const dialog = page.getByRole("dialog", { name: "Anular comanda · mesa S11" });
  await dialog.getByRole("button", { name: "Anular comanda" }).click();
  await expect(dialog.getByText("Indica el motivo")).toBeVisible();
  await dialog.getByRole("button", { name: "El cliente se ha ido" }).click();
  await expect(dialog.getByLabel("Motivo")).toHaveValue("El cliente se ha ido");
  await dialog.getByLabel("Motivo").fill("Se fueron sin pedir más");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Anular comanda" }).click();
  await expect(page.getByText("Comanda de la mesa S11 anulada.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
  await expect(table(page, "S11")).toHaveAttribute("data-status", "available");

  await page.getByRole("button", { name: "Bloquear mesas" }).click();
  await expect(
    page.getByText("Toca una mesa libre para bloquearla o una bloqueada para desbloquearla."),
  ).toBeVisible();
  await table(page, "S12").click();
  await expect(page.getByText("Mesa S12 bloqueada.")).toBeVisible();
  await expect(table(page, "S12")).toHaveAttribute("data-status", "blocked");
  await expect(table(waiter, "S12")).toHaveAttribute("data-status", "blocked", { timeout: 5_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Terminar" }).click();

  // A blocked table does not open; the waiter's till says so too.
  await table(page, "S12").click();
  await expect(page.getByText("La mesa S12 está bloqueada.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await table(waiter, "S12").click();
  await expect(waiter.getByText("La mesa S12 está bloqueada.")).toBeVisible();

  await page.getByRole("button", { name: "Bloquear mesas" }).click();
  await table(page, "S12").click();
  await expect(page.getByText("Mesa S12 desbloqueada.")).toBeVisible();
  await expect(table(page, "S12")).toHaveAttribute("data-status", "available");
  await expect(table(waiter, "S12")).toHaveAttribute("data-status", "available", { timeout: 5_000 });
  await other.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter moves a command, joins it after reading the warning, has a manager authorise its invalidation, and blocks and frees a table", async ({
    page,
  }) => {
    await loginAs(page, "camarero@demo.local");
    await openTable(page, "Terraza", "T1", "Café cortado");

    await tableAction(page, "Cambiar mesa");
    const move = page.getByRole("dialog", { name: "Cambiar mesa · mesa T1" });
    await table(move, "T1").click();
    await expect(move.getByRole("alert")).toHaveText("Elige otra mesa: es la misma");
    await table(move, "T4").click();
    await expectNoSeriousA11yViolations(page);
    await move.getByRole("button", { name: "Mover a la mesa T4" }).click();
    await expect(page.getByText("Comanda movida a la mesa T4.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mesa T4 · 2 comensales" })).toBeVisible();

    // New guests at T1 join T4's: the warning about discounts and partial payments comes first.
    await page.getByRole("button", { name: "Mesas", exact: true }).click();
    await openTable(page, "Terraza", "T1", "Croquetas de jamón");
    await tableAction(page, "Juntar mesas");
    const join = page.getByRole("dialog", { name: "Juntar mesas · mesa T1" });
    await table(join, "T4").click();
    await join.getByRole("button", { name: "Juntar con la mesa T4" }).click();
    const warning = join.getByRole("alert");
    await expect(warning).toContainText("La mesa T4 se junta con la mesa T1");
    await expect(warning).toContainText(
      "Al juntar las mesas se pierden los descuentos y los pagos parciales de ambas.",
    );
    await expect(warning).not.toContainText("Se deshacen pagos");
    await expectNoSeriousA11yViolations(page);
    await join.getByRole("button", { name: "Juntar mesas" }).click();
    await expect(page.getByText("Mesa T4 junta con la mesa T1.")).toBeVisible();
    await expect(join).toBeHidden();
    await expect(page.getByRole("heading", { name: "Mesa T1 · 4 comensales" })).toBeVisible();
    await expect(page.getByText("Café cortado").first()).toBeVisible();

    // A waiter cannot invalidate alone: the app asks for a manager's e-mail and password.
    await tableAction(page, "Anular comanda");
    const cancel = page.getByRole("dialog", { name: "Anular comanda · mesa T1" });
    await cancel.getByRole("button", { name: "Comanda duplicada" }).click();
    await cancel.getByRole("button", { name: "Anular comanda" }).click();
    const manager = page.getByRole("dialog", { name: "Autorización de un responsable" });
    await manager.getByLabel("Correo del responsable").fill("encargado@demo.local");
    await manager.getByLabel("Contraseña del responsable").fill("mala-clave");
    await manager.getByRole("button", { name: "Autorizar" }).click();
    await expect(manager.getByRole("alert")).toHaveText("Correo o contraseña incorrectos");
    await manager.getByLabel("Contraseña del responsable").fill("demo1234");
    await expectNoSeriousA11yViolations(page);
    await manager.getByRole("button", { name: "Autorizar" }).click();
    await expect(page.getByText("Comanda de la mesa T1 anulada.")).toBeVisible();
    await showZone(page, "Terraza");
    await expect(table(page, "T4")).toHaveAttribute("data-status", "available");
    await expect(table(page, "T1")).toHaveAttribute("data-status", "available");

    await page.getByRole("button", { name: "Bloquear mesas" }).click();
    await table(page, "T1").click();
    await expect(page.getByText("Mesa T1 bloqueada.")).toBeVisible();
    await expect(table(page, "T1")).toHaveAttribute("data-status", "blocked");
    await table(page, "T1").click();
    await expect(page.getByText("Mesa T1 desbloqueada.")).toBeVisible();
    await expect(table(page, "T1")).toHaveAttribute("data-status", "available");
    await page.getByRole("button", { name: "Terminar" }).click();
    await expect(page.getByRole("button", { name: "Bloquear mesas" })).toBeVisible();
  });
});
