import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, createRow, WAITER } from "./api";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });
const newLines = (page: Page) => page.getByRole("group", { name: "Por enviar" }).getByRole("listitem");

interface SentItem {
  id: number;
  name: string;
  qty: number;
  modifier_id: number;
  parent: number | null;
}

test("a waiter takes a product whose side asks for a sauce and whose extra is counted with the stepper, and sends it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ts = Date.now();
  const headers = await apiHeaders(request);
  const category = await createRow(request, headers, "/api/v1/categories", { name: `Burgers ${ts}` });
  const sauce = `Salsa ${ts}`;
  const sauceId = await createRow(request, headers, "/api/v1/modifiers", {
    name: sauce,
    min_value: 1,
    max_value: 1,
    options: [{ name: "Alioli" }, { name: "Barbacoa" }],
  });
  // Choosing the wedges asks for their sauce: a group nested under the option.
  const side = `Guarnición ${ts}`;
  const sideId = await createRow(request, headers, "/api/v1/modifiers", {
    name: side,
    min_value: 1,
    max_value: 1,
    options: [{ name: "Patatas gajo", modifiers: [sauceId] }, { name: "Ensalada verde" }],
  });
  // An option taken up to twice: the dialog counts it with a stepper.
  const extras = `Extras ${ts}`;
  const extrasId = await createRow(request, headers, "/api/v1/modifiers", {
    name: extras,
    min_value: 0,
    max_value: 3,
    options: [{ name: "Loncha de queso", price: 1.5, max_value: 2 }],
  });
  // Two toppings at most, ticked: once two are, the third cannot be.
  const toppings = `Toppings ${ts}`;
  const toppingsId = await createRow(request, headers, "/api/v1/modifiers", {
    name: toppings,
    min_value: 0,
    max_value: 2,
    options: [{ name: "Pepinillos" }, { name: "Cebolla" }, { name: "Tomate" }],
  });
  const product = `Hamburguesa ${ts}`;
  await createRow(request, headers, "/api/v1/products", {
    name: product,
    price: 12,
    iva: 10,
    category,
    modifiers: [sideId, extrasId, toppingsId],
  });
  const zone = `Zona opciones ${ts}`;
  const zoneId = await createRow(request, headers, "/api/v2/zones", { name: zone });
  const tableName = `H${String(ts).slice(-4)}`;
  const tableId = await createRow(request, headers, "/api/v2/tables", { name: tableName, zone_id: zoneId });

  await loginAs(page, WAITER);
  await page.locator("label").filter({ hasText: zone }).click();
  await table(page, tableName).click();
  await page
    .getByRole("dialog", { name: `Comensales · mesa ${tableName}` })
    .getByRole("button", { name: "2", exact: true })
    .click();
  await page.getByRole("textbox", { name: "Buscar producto" }).fill(product);
  await tile(page, product).click();
  const choices = page.getByRole("dialog", { name: product });
  const add = choices.getByRole("button", { name: /^Añadir/ });

  // The side is required; choosing the wedges opens their sauce, required too.
  await expect(choices.getByRole("radiogroup", { name: sauce })).toHaveCount(0);
  await add.click();
  await expect(choices.getByRole("alert")).toContainText(`«${side}»: elige al menos 1.`);
  await choices.getByRole("radio", { name: "Patatas gajo" }).check();
  const sauces = choices.getByRole("radiogroup", { name: sauce });
  await expect(sauces).toBeVisible();
  await expect(choices.getByRole("alert")).toContainText(`«${sauce}»: elige al menos 1.`);
  await add.click();
  await expect(choices).toBeVisible();
  await sauces.getByRole("radio", { name: "Alioli" }).check();
  await expect(choices.getByRole("alert")).toBeHidden();

  // Two slices at most: the stepper stops there, and one less takes it back.
  const more = choices.getByRole("button", { name: "Una Loncha de queso más" });
  const stepper = more.locator("..");
  await more.click();
  await more.click();
  await expect(stepper).toHaveText("2");
  await expect(more).toBeDisabled();
  await choices.getByRole("button", { name: "Una Loncha de queso menos" }).click();
  await expect(stepper).toHaveText("1");
  await more.click();
  await expect(stepper).toHaveText("2");
  await expect(choices.getByRole("alert")).toBeHidden();

  const topping = (name: string) =>
    choices.getByRole("group", { name: toppings }).getByRole("checkbox", { name });
  await topping("Pepinillos").check();
  await topping("Cebolla").check();
  await expect(topping("Tomate")).toBeDisabled();
  await topping("Cebolla").uncheck();
  await expect(topping("Tomate")).toBeEnabled();
  await topping("Pepinillos").uncheck();
  await expectNoSeriousA11yViolations(page);
  // 12,00 and two slices at 1,50.
  await choices.getByRole("button", { name: "Añadir · 15,00 €" }).click();
  await expect(choices).toBeHidden();

  await expect(newLines(page)).toHaveCount(1);
  await expect(newLines(page).first()).toContainText("Patatas gajo, Alioli, 2 × Loncha de queso");
  await expect(page.getByTestId("ticket-total")).toHaveText("15,00 €");
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
  // Back on the tables: the table's command shows the sent line with its choices.
  await page.locator("label").filter({ hasText: zone }).click();
  await table(page, tableName).click();
  const sentLine = page.getByRole("group", { name: "En cocina" }).getByRole("listitem");
  for (const choice of ["Patatas gajo", "Alioli", "2 × Loncha de queso"])
    await expect(sentLine).toContainText(choice);

  // The kitchen's line carries the side, its nested sauce and both slices.
  const command = await request.get("/api/v1/commands/get_command", {
    headers,
    params: { table: tableId },
  });
  expect(command.ok(), await command.text()).toBe(true);
  const sent = ((await command.json()) as { data: { products: Array<{ name: string; items: SentItem[] }> } })
    .data.products;
  expect(sent.map((line) => line.name)).toEqual([product]);
  const items = sent[0]!.items;
  const wedges = items.find((item) => item.name === "Patatas gajo");
  expect(items.map(({ name, qty, modifier_id }) => ({ name, qty, modifier_id }))).toEqual(
    expect.arrayContaining([
      { name: "Patatas gajo", qty: 1, modifier_id: sideId },
      { name: "Alioli", qty: 1, modifier_id: sauceId },
      { name: "Loncha de queso", qty: 2, modifier_id: extrasId },
    ]),
  );
  expect(items).toHaveLength(3);
  // The sauce hangs from the wedges it was asked for.
  expect(items.find((item) => item.name === "Alioli")?.parent).toBe(wedges?.id);
  expect(wedges?.parent).toBeNull();
});
