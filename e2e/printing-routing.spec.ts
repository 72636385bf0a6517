import { apiHeaders, createRow, MANAGER } from "./api";
import { expect, test } from "./fixtures";
import { loginAs } from "./login-as";

/** A first visit loads the section's chunks; on a busy machine that takes longer than expect's 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

/**
 * Issue 24: the printers screen shows where each category prints in each zone, and warns of a
 * category no printer takes (it would print on the fallback printer) until one is set up.
 */
test("the printers screen shows where a category prints per zone and warns about a gap", async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const category = `Cócteles ${Date.now()}`;
  const categoryId = await createRow(request, headers, "/api/v1/categories", { name: category });
  let printerId: number | undefined;
  try {
    await loginAs(page, MANAGER);
    await page.goto("/printers/list");
    const table = page.getByRole("table", { name: "Dónde se imprime cada categoría" });
    await expect(table).toBeVisible(FIRST_PAINT);
    const salonColumn = await table.getByRole("columnheader").allTextContents();
    const salon = salonColumn.indexOf("Salón");
    expect(salon).toBeGreaterThan(0);
    // The demo's drinks print at the bar in the Salón (issue 24's finding).
    const drinks = table.getByRole("row", { name: /^Bebidas\b/ }).first();
    await expect(drinks.getByRole("cell").nth(salon - 1)).toHaveText("Barra");

    const gap = page.getByRole("alert").filter({ hasText: "sin impresora" });
    await expect(gap).toContainText(`Sin impresora para ${category} en Salón: saldrá por Tickets`);
    await expect(table.getByRole("row", { name: new RegExp(category) })).toContainText(
      "Sin impresora → Tickets",
    );

    printerId = await createRow(request, headers, "/api/v1/printers", {
      name: `Coctelera ${Date.now()}`,
      connection: "virtual",
      category: [categoryId],
    });
    await page.reload();
    await expect(table.getByRole("row", { name: new RegExp(category) })).toContainText(
      "Coctelera",
      FIRST_PAINT,
    );
    await expect(page.getByText(`Sin impresora para ${category}`)).toHaveCount(0);
  } finally {
    if (printerId !== undefined) await request.delete(`/api/v1/printers/${printerId}`, { headers });
    await request.delete(`/api/v1/categories/${categoryId}`, { headers });
  }
});
