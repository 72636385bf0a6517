import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, menuProductId, WAITER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const created: number[] = [];

// The bar orders leave the kitchen's board as they came: other flows read the same board.
test.afterAll(async ({ request }) => {
  const headers = await apiHeaders(request, "admin@demo.local");
  for (const id of created.splice(0)) {
    const invalidated = await request.post("/api/v1/requests/invalidate", {
      headers,
      data: { id, reason: "Fin de la prueba" },
    });
    expect(invalidated.ok(), await invalidated.text()).toBe(true);
  }
});

/**
 * A bar order taken by the waiter, so the order cards show one to work on. The waiter's role
 * lacks orders.process_status (moving a dish on is the kitchen's), the action the test asks a
 * manager to authorise. Answers the order's id.
 */
async function barOrder(request: APIRequestContext, product: string): Promise<number> {
  const headers = await apiHeaders(request, WAITER);
  const productId = await menuProductId(request, headers, product);
  const response = await request.post("/api/v1/requests/barra", {
    headers,
    data: { products: [{ id: productId, qty: 2 }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const id = ((await response.json()) as { data: { id: number } }).data.id;
  created.push(id);
  return id;
}

async function openCards(page: Page) {
  await loginAs(page, WAITER);
  await page.goto("/requests/request_cards");
  await expect(page.getByRole("heading", { level: 1, name: "Comandas" })).toBeVisible();
}

const lineOf = (page: Page, orderId: number, product: string) =>
  page
    .getByRole("article", { name: `Barra · pedido ${orderId}` })
    .getByRole("button", { name: new RegExp(`× ${product},`) });

const overrideDialog = (page: Page) => page.getByRole("dialog", { name: "Autorización de un responsable" });

async function authorise(page: Page, email: string, password: string) {
  const dialog = overrideDialog(page);
  await dialog.getByLabel("Correo del responsable").fill(email);
  await dialog.getByLabel("Contraseña del responsable").fill(password);
  await dialog.getByRole("button", { name: "Autorizar" }).click();
}

test("a waiter's refused action asks a manager: a wrong password and a user without the permission are said in the dialog, the manager's authorisation runs it once", async ({
  page,
  request,
}) => {
  const orderId = await barOrder(request, "Croquetas de jamón");
  await openCards(page);
  const line = lineOf(page, orderId, "Croquetas de jamón");
  await expect(line).toHaveAttribute("data-status", "solicited");

  await line.click();
  const dialog = overrideDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("No tienes permisos para realizar esta acción");
  await expect(dialog).toContainText("Permiso que falta: Cambiar el estado en cocina");
  await expectNoSeriousA11yViolations(page);

  // Nothing typed: the login's own messages, and nothing is sent.
  await dialog.getByRole("button", { name: "Autorizar" }).click();
  await expect(dialog).toContainText("Correo Requerido");
  await expect(dialog).toContainText("Contraseña Requerida");

  await authorise(page, "admin@demo.local", "no-es-esta");
  await expect(dialog.getByRole("alert")).toHaveText("Correo o contraseña incorrectos");
  await expect(dialog.getByLabel("Contraseña del responsable")).toHaveValue("");

  // A colleague with the same role cannot lend what they do not have.
  await authorise(page, WAITER, "demo1234");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Ese usuario no tiene permiso para autorizar esta acción",
  );
  await expect(line).toHaveAttribute("data-status", "solicited");

  const takenBack = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/auth/remove_user_auth") && response.ok(),
  );
  await authorise(page, "admin@demo.local", "demo1234");
  await expect(dialog).toBeHidden();
  await expect(line).toHaveAttribute("data-status", "inProcess");
  await takenBack;

  // The authorisation covered that one action: the next one asks again, and cancelling
  // leaves the line as it was with the usual message.
  await line.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No tienes permisos para realizar esta acción")).toBeVisible();
  await expect(line).toHaveAttribute("data-status", "inProcess");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a manager authorises a waiter's refused action", async ({ page, request }) => {
    const orderId = await barOrder(request, "Café cortado");
    await openCards(page);
    const line = lineOf(page, orderId, "Café cortado");
    await line.click();
    const dialog = overrideDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await authorise(page, "encargado@demo.local", "demo1234");
    await expect(dialog).toBeHidden();
    await expect(line).toHaveAttribute("data-status", "inProcess");
  });
});
