import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { loginAs } from "./login-as";

// Two sessions, two logins and a card walked step by step: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

async function sendToKitchen(page: Page, tableName: string, guests: string) {
  await table(page, tableName).click();
  await page.getByRole("dialog").getByRole("button", { name: guests, exact: true }).click();
  const search = page.getByRole("textbox", { name: "Buscar producto" });
  await search.fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await search.fill("entrecot");
  await tile(page, "Entrecot de ternera").click();
  const choices = page.getByRole("dialog", { name: "Entrecot de ternera" });
  await choices.getByRole("radio", { name: "Al punto" }).check();
  await choices.getByRole("radio", { name: "Ensalada" }).check();
  await choices.getByLabel("Nota para cocina").fill("alergia al sésamo");
  await choices.getByRole("button", { name: /^Añadir/ }).click();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
}

test("a table's order reaches the kitchen's cards live; the cook moves lines and the whole card on, and the waiter sees it", async ({
  page,
  browser,
}) => {
  const kitchenContext = await browser.newContext();
  const kitchen = await kitchenContext.newPage();
  // Counts the chimes the board plays (the local's new_request_sound is on in the demo).
  await kitchen.addInitScript(() => {
    const counted = window as unknown as { chimes: number; AudioContext: typeof AudioContext };
    const Original = counted.AudioContext;
    counted.chimes = 0;
    counted.AudioContext = class extends Original {
      constructor() {
        super();
        counted.chimes += 1;
      }
    };
  });
  await loginAs(kitchen, "cocina@demo.local", "", "Comandas");
  await expect(kitchen.getByRole("heading", { level: 1, name: "Comandas" })).toBeVisible();
  expect(await kitchen.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(0);

  await loginAs(page, "camarero@demo.local");
  await sendToKitchen(page, "S7", "3");

  // The card appears on the kitchen's screen without a reload.
  const card = kitchen.getByRole("article", { name: "Mesa S7" });
  await expect(card).toBeVisible({ timeout: 3_000 });
  await expect
    .poll(() => kitchen.evaluate(() => (window as unknown as { chimes: number }).chimes))
    .toBeGreaterThan(0);
  await expect(card).toContainText("Entrantes");
  await expect(card).toContainText("Segundo plato");
  await expect(card.getByRole("button", { name: "Opción Al punto, Pedido" })).toBeVisible();
  await expect(card).toContainText("alergia al sésamo");
  await expectNoSeriousA11yViolations(kitchen);

  // The salad is made apart from the steak: its tap moves that choice alone, one step at a time.
  await card.getByRole("button", { name: "Opción Ensalada, Pedido" }).click();
  await expect(card.getByRole("button", { name: "Opción Ensalada, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Opción Ensalada, En preparación" }).click();
  await expect(card.getByRole("button", { name: "Opción Ensalada, Para servir" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Opción Al punto, Pedido" })).toBeVisible();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, Pedido" })).toBeVisible();

  // One line first, then the header moves the rest up to it, then the whole card on.
  await card.getByRole("button", { name: "1 × Croquetas de jamón, Pedido" }).click();
  await expect(card.getByRole("button", { name: "1 × Croquetas de jamón, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Mesa S7: pasar todo a En preparación" }).click();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, En preparación" })).toBeVisible();
  await card.getByRole("button", { name: "Mesa S7: pasar todo a Para servir" }).click();
  await expect(card.getByRole("button", { name: "1 × Croquetas de jamón, Para servir" })).toBeVisible();
  await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, Para servir" })).toBeVisible();

  // The waiter's ticket shows where each dish is.
  await table(page, "S7").click();
  const sent = page.getByRole("group", { name: "En cocina" }).getByRole("listitem");
  await expect(sent).toHaveCount(2);
  await expect(sent.first()).toContainText("Para servir");

  // Served: the card leaves the board.
  await card.getByRole("button", { name: "Mesa S7: pasar todo a Servido" }).click();
  await expect(kitchen.getByRole("article", { name: "Mesa S7" })).toBeHidden();
  await kitchenContext.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cook reads a card and marks a line and one of its choices", async ({ page, browser }) => {
    const waiterContext = await browser.newContext();
    const waiter = await waiterContext.newPage();
    await loginAs(waiter, "camarero@demo.local");
    await sendToKitchen(waiter, "S8", "2");
    await waiterContext.close();

    await loginAs(page, "cocina@demo.local", "", "Comandas");
    const card = page.getByRole("article", { name: "Mesa S8" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "1 × Entrecot de ternera, Pedido" }).click();
    await expect(card.getByRole("button", { name: "1 × Entrecot de ternera, En preparación" })).toBeVisible();
    await card.getByRole("button", { name: "Opción Al punto, Pedido" }).click();
    await expect(card.getByRole("button", { name: "Opción Al punto, En preparación" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
