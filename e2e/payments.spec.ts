import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders } from "./api";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A busy machine runs several e2e suites at once: the charging flows take many steps. */
test.describe.configure({ timeout: 90_000 });

const table = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Mesa ${name},`) });
const tile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

async function openTableWithOrder(page: Page, tableName: string) {
  await table(page, tableName).click();
  await page.getByRole("dialog").getByRole("button", { name: "2", exact: true }).click();
  const search = page.getByRole("textbox", { name: "Buscar producto" });
  await search.fill("croquetas");
  await tile(page, "Croquetas de jamón").click();
  await tile(page, "Croquetas de jamón").click();
  await search.fill("entrecot");
  await tile(page, "Entrecot de ternera").click();
  const choices = page.getByRole("dialog", { name: "Entrecot de ternera" });
  await choices.getByRole("radio", { name: "Hecho", exact: true }).check();
  await choices.getByRole("radio", { name: "Verduras a la plancha" }).check();
  await choices.getByRole("button", { name: /^Añadir/ }).click();
  await page.getByRole("button", { name: "Enviar a cocina" }).click();
  await expect(page.getByText(`Comanda de la mesa ${tableName} enviada a cocina.`)).toBeVisible();
}

test("a table prints its bill, pays two lines by product by card, part by amount in cash with change, and closes with a 2 € tip", async ({
  page,
  request,
}) => {
  await loginAs(page, "camarero@demo.local");
  await openTableWithOrder(page, "S9");

  await table(page, "S9").click();
  await page.getByRole("button", { name: "Cuenta" }).click();
  await expect(page.getByText("Cuenta de la mesa S9 enviada a imprimir.")).toBeVisible();

  await page.getByRole("button", { name: "Cobrar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cobrar · mesa S9" });
  await expect(dialog.getByTestId("payment-pending")).toHaveText("39,00 €");

  // By products: one croqueta and the steak, by card.
  await dialog.locator("label", { hasText: "Por productos" }).click();
  await dialog.getByRole("button", { name: "Uno más de Croquetas de jamón" }).click();
  await dialog.getByRole("button", { name: "Uno más de Entrecot de ternera" }).click();
  await expect(dialog.getByRole("button", { name: "Uno más de Entrecot de ternera" })).toBeDisabled();
  await dialog.locator("label", { hasText: "Tarjeta" }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cobrar 30,50 €" }).click();
  await expect(dialog.getByTestId("payment-pending")).toHaveText("8,50 €");

  // By amount: 0 € is refused with the spec's message; 5 € in cash from a 10 € note.
  await dialog.locator("label", { hasText: "Importe" }).first().click();
  await dialog.locator("label", { hasText: "Efectivo" }).click();
  await dialog.getByLabel("Importe a cobrar").fill("0");
  await dialog.getByRole("button", { name: /^Cobrar/ }).click();
  await expect(dialog.getByRole("alert")).toHaveText("El importe a pagar debe ser mayor que 0");
  await dialog.getByLabel("Importe a cobrar").fill("9");
  await dialog.getByRole("button", { name: /^Cobrar/ }).click();
  await expect(dialog.getByRole("alert")).toHaveText("El importe supera lo que queda por pagar");
  await expect(dialog.getByLabel("Importe a cobrar")).toHaveValue("9");
  await dialog.getByLabel("Importe a cobrar").fill("5");
  await dialog.getByLabel("Entregado").fill("10");
  await expect(dialog.getByTestId("payment-change")).toHaveText("5,00 €");
  await dialog.getByRole("button", { name: "Cobrar 5,00 €" }).click();
  await expect(dialog.getByTestId("payment-pending")).toHaveText("3,50 €");

  // The rest with a 2 € tip, in cash, and the table is free again.
  await dialog.locator("label", { hasText: "Todo" }).click();
  await dialog.getByRole("button", { name: "2,00 €" }).click();
  await dialog.getByLabel("Entregado").fill("10");
  await expect(dialog.getByTestId("payment-change")).toHaveText("4,50 €");
  await dialog.getByRole("button", { name: "Cobrar 5,50 € y cerrar" }).click();
  await expect(page.getByText("Mesa S9 cobrada y libre.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible();
  await expect(table(page, "S9")).toHaveAttribute("data-status", "available");

  // The final ticket (queued on closing, planned by the print worker a moment later) shows each
  // cash payment's money handed over and change. Other flows' tickets share the queue.
  const headers = await apiHeaders(request);
  const finalTicketText = async () => {
    const queue = await request.get("/api/v1/print_queue?page_size=50", { headers });
    const deliveries = ((await queue.json()) as { data: { results: Array<{ id: number; kind: string }> } })
      .data.results;
    for (const delivery of deliveries.filter((candidate) => candidate.kind === "ticket")) {
      const preview = await request.get(`/api/v1/print_queue/${delivery.id}`, { headers });
      const html = ((await preview.json()) as { data: { html: string } }).data.html;
      if (html.includes("Mesa S9")) return html.replace(/<[^>]+>/g, "\n");
    }
    return "";
  };
  // The 5 € paid on account, each cash payment with its own money handed over and change under
  // it; then the 3,50 € rest, whose handed over and change come after the 2 € tip.
  await expect
    .poll(finalTicketText, { timeout: 15_000 })
    .toMatch(
      /Efectivo\s+5,00 €\s+Entregado\s+10,00 €\s+Cambio\s+5,00 €\s+Efectivo\s+3,50 €\s+Propina\s+2,00 €\s+Entregado\s+10,00 €\s+Cambio\s+4,50 €/,
    );

  // Back to the closed command's screen (an old link, or another till closed it): nothing to charge.
  await page.goBack();
  await expect(page.getByText("La comanda de la mesa S9 ya está cerrada.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cobrar", exact: true })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a waiter charges a whole table by card in equal shares, the last one with a tip of another amount", async ({
    page,
    request,
  }) => {
    await loginAs(page, "camarero@demo.local");
    await openTableWithOrder(page, "S10");
    await table(page, "S10").click();
    await expect(page.getByRole("button", { name: "Cobrar", exact: true })).toBeVisible();
    const command = Number(new URL(page.url()).searchParams.get("command"));
    await page.getByRole("button", { name: "Cobrar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cobrar · mesa S10" });
    await dialog.locator("label", { hasText: "Tarjeta" }).click();
    await dialog.locator("label", { hasText: "A partes iguales" }).click();
    await dialog.getByRole("button", { name: "Una parte más" }).click();
    await dialog.getByRole("button", { name: "Cobrar 13,00 €" }).click();
    await expect(dialog.getByTestId("payment-pending")).toHaveText("26,00 €");
    // The next payer starts afresh: by card again, the whole rest.
    await expect(dialog.getByRole("radio", { name: "Efectivo" })).toBeChecked();
    await dialog.locator("label", { hasText: "Tarjeta" }).click();
    await dialog.locator("label", { hasText: "Todo" }).click();
    await expect(dialog.getByRole("button", { name: "Sin propina" })).toHaveAttribute("aria-pressed", "true");

    // None of the preset tips: "Otra" and the amount typed, added to what is charged.
    await dialog.getByRole("button", { name: "Otra" }).click();
    await expect(dialog.getByRole("button", { name: "Otra" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByLabel("Importe de la propina").fill("3,5");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cobrar 29,50 € y cerrar" }).click();
    await expect(page.getByText("Mesa S10 cobrada y libre.")).toBeVisible();
    await expect(table(page, "S10")).toHaveAttribute("data-status", "available");

    // Kept as the order's tip, an amount of its own; the bill stays 39 €, and the card took the rest.
    const headers = await apiHeaders(request);
    const closed = await request.get(`/api/v1/commands/${command}`, { headers });
    expect(closed.ok(), await closed.text()).toBe(true);
    expect((await closed.json()).data).toMatchObject({
      status: "payed",
      tip_amount: 3.5,
      tip_option: "other",
      price: 39,
      total: 42.5,
      paid: 39,
    });
    const payments = await request.get(`/api/v1/payments/get_by_command?command=${command}`, { headers });
    const taken = (
      (await payments.json()) as {
        data: { results: Array<{ payment_type: string; credit_card: boolean; price: number }> };
      }
    ).data.results;
    expect(taken.map(({ payment_type, credit_card, price }) => [payment_type, credit_card, price])).toEqual([
      ["split_price", true, 13],
      ["credit_card", true, 26],
    ]);
  });
});
