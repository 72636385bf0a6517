import { expectNoSeriousA11yViolations } from "./a11y";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });
const newLines = (page: Page) => page.getByRole("group", { name: "Por enviar" }).getByRole("listitem");
const sentLines = (page: Page) => page.getByRole("group", { name: "En cocina" }).getByRole("listitem");

async function addProduct(page: Page, search: string, name: string) {
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(search);
  await tile(page, name).click();
}

test("a waiter gives a line a note, a course and a discount before sending, changes the guests, then changes a sent line, discounts the order by an amount, takes a line off and makes the discount a percent", async ({
  page,
}) => {
  // A whole service's worth of taps: longer than the default on a busy machine.
  test.setTimeout(90_000);
  await loginAs(page, "admin@demo.local");
  await table(page, "S3").click();
  await page
    .getByRole("dialog", { name: "Comensales · mesa S3" })
    .getByRole("button", { name: "2", exact: true })
    .click();

  await addProduct(page, "croquetas", "Croquetas de jamón");
  await addProduct(page, "croquetas", "Croquetas de jamón");
  // The product's own course heads its lines.
  await expect(
    page.getByRole("group", { name: "Por enviar" }).getByRole("list", { name: "Entrantes" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Cambiar Croquetas de jamón" }).click();
  const line = page.getByRole("dialog", { name: "Croquetas de jamón" });
  await line.getByLabel("Nota para cocina").fill("bien hechas");
  await line.getByRole("button", { name: "Primer plato" }).click();
  await line.getByLabel("Descuento (%)").fill("150");
  await line.getByRole("button", { name: "Guardar" }).click();
  await expect(line.getByText("El porcentaje debe estar entre 0 y 100")).toBeVisible();
  await line.getByRole("button", { name: "10 %" }).click();
  await expectNoSeriousA11yViolations(page);
  await line.getByRole("button", { name: "Guardar" }).click();
  await expect(line).toBeHidden();
  await expect(
    page.getByRole("group", { name: "Por enviar" }).getByRole("list", { name: "Primer plato" }),
  ).toBeVisible();
  await expect(newLines(page).first()).toContainText("bien hechas");
  await expect(newLines(page).first()).toContainText("Descuento 10 %");
  // 2 × 8,50 less 10 %.
  await expect(page.getByTestId("ticket-total")).toHaveText("15,30 €");

  // The guests of a table not opened yet.
  await page.getByRole("button", { name: "Cambiar comensales · mesa S3" }).click();
  await page
    .getByRole("dialog", { name: "Comensales · mesa S3" })
    .getByRole("button", { name: "3", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Mesa S3 · 3 comensales" })).toBeVisible();
  await expect(newLines(page)).toHaveCount(1);

  await addProduct(page, "tarta", "Tarta de queso");
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("Comanda de la mesa S3 enviada a cocina.")).toBeVisible();

  await table(page, "S3").click();
  await expect(page.getByRole("heading", { name: "Mesa S3 · 3 comensales" })).toBeVisible();
  await expect(sentLines(page)).toHaveCount(2);
  await expect(
    page.getByRole("group", { name: "En cocina" }).getByRole("list", { name: "Primer plato" }),
  ).toContainText("Croquetas de jamón");
  await expect(page.getByTestId("ticket-total")).toHaveText("20,80 €");

  // A sent line: one more unit.
  await page.getByRole("button", { name: "Cambiar Croquetas de jamón" }).click();
  await line.getByRole("button", { name: "Uno más de Croquetas de jamón" }).click();
  await line.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Comanda de la mesa S3 actualizada.")).toBeVisible();
  await expect(sentLines(page).first()).toContainText("3 × Croquetas de jamón");
  // 3 × 8,50 − 10 % = 22,95, and 5,50 of cake.
  await expect(page.getByTestId("ticket-total")).toHaveText("28,45 €");

  // The order's discount: an amount over the total is refused, 5 € is taken off.
  await page.getByRole("button", { name: "Descuento" }).click();
  const discount = page.getByRole("dialog", { name: "Descuento del pedido" });
  await discount.getByText("Importe", { exact: true }).click();
  await discount.getByLabel("Descuento (€)").fill("40");
  await discount.getByRole("button", { name: "Aplicar" }).click();
  await expect(discount.getByText("El descuento supera el total del pedido")).toBeVisible();
  await discount.getByLabel("Descuento (€)").fill("5");
  await discount.getByRole("button", { name: "Aplicar" }).click();
  await expect(discount).toBeHidden();
  await expect(page.getByTestId("ticket-discount")).toHaveText("−5,00 €");
  await expect(page.getByTestId("ticket-total")).toHaveText("23,45 €");

  // The cake goes: the kitchen gets a cancellation, the total follows.
  await page.getByRole("button", { name: "Cambiar Tarta de queso" }).click();
  await page.getByRole("dialog", { name: "Tarta de queso" }).getByRole("button", { name: "Quitar" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Quitar Tarta de queso?" });
  await expect(confirm).toContainText("se imprimirá la anulación");
  await confirm.getByRole("button", { name: "Quitar" }).click();
  await expect(page.getByText("Tarta de queso quitado de la comanda.")).toBeVisible();
  await expect(sentLines(page)).toHaveCount(1);
  await expect(page.getByTestId("ticket-total")).toHaveText("17,95 €");

  // The order's discount becomes a percent: over 100 is refused, 20 % of 22,95 is taken off.
  await page.getByRole("button", { name: "Descuento" }).click();
  await discount.getByText("Porcentaje", { exact: true }).click();
  await discount.getByLabel("Descuento (%)").fill("120");
  await discount.getByRole("button", { name: "Aplicar" }).click();
  await expect(discount.getByText("El porcentaje debe estar entre 0 y 100")).toBeVisible();
  await discount.getByLabel("Descuento (%)").fill("20");
  await discount.getByRole("button", { name: "Aplicar" }).click();
  await expect(discount).toBeHidden();
  await expect(page.getByText("Descuento 20 %")).toBeVisible();
  await expect(page.getByTestId("ticket-discount")).toHaveText("−4,59 €");
  await expect(page.getByTestId("ticket-total")).toHaveText("18,36 €");

  // The guests of the open command are changed on the server.
  await page.getByRole("button", { name: "Cambiar comensales · mesa S3" }).click();
  await page
    .getByRole("dialog", { name: "Comensales · mesa S3" })
    .getByRole("button", { name: "4", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Mesa S3 · 4 comensales" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter notes a line not sent yet and takes another off", async ({ page }) => {
    await loginAs(page, "camarero@demo.local");
    await table(page, "S4").click();
    await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
    await addProduct(page, "croquetas", "Croquetas de jamón");
    await addProduct(page, "tarta", "Tarta de queso");
    await expect(newLines(page)).toHaveCount(2);

    await page.getByRole("button", { name: "Cambiar Tarta de queso" }).click();
    await page
      .getByRole("dialog", { name: "Tarta de queso" })
      .getByRole("button", { name: "Quitar" })
      .click();
    await expect(newLines(page)).toHaveCount(1);

    await page.getByRole("button", { name: "Cambiar Croquetas de jamón" }).click();
    const line = page.getByRole("dialog", { name: "Croquetas de jamón" });
    await line.getByLabel("Nota para cocina").fill("para compartir");
    await expectNoSeriousA11yViolations(page);
    await line.getByRole("button", { name: "Guardar" }).click();
    await expect(newLines(page).first()).toContainText("para compartir");
    await page.getByRole("button", { name: "Enviar a cocina" }).click();
    await expect(page.getByText("Comanda de la mesa S4 enviada a cocina.")).toBeVisible();
    await table(page, "S4").click();
    await expect(sentLines(page).first()).toContainText("para compartir");
  });
});

test("the waiter marches the second course and the kitchen's card calls for it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  await loginAs(kitchen, "cocina@demo.local", "", "Comandas");

  await loginAs(page, "camarero@demo.local");
  await table(page, "S6").click();
  await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
  await addProduct(page, "croquetas", "Croquetas de jamón");
  await addProduct(page, "tarta", "Tarta de queso");
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText("Comanda de la mesa S6 enviada a cocina.")).toBeVisible();

  const card = kitchen.getByRole("article", { name: "Mesa S6" });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText("¡Marchar!");

  await table(page, "S6").click();
  await page.getByRole("button", { name: "Marchar Postres" }).click();
  await expect(page.getByText("Postres: marchado a cocina.")).toBeVisible();
  await expect(page.getByRole("group", { name: "En cocina" })).toContainText("Marchado");
  await expect(card).toContainText("¡Marchar!");
  await expectNoSeriousA11yViolations(kitchen);
  await kitchenContext.close();
});
