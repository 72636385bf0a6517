import { formatMoney } from "@comanda/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld, type Row } from "../../../test/orders-kit";
import { pdfText as readPdf } from "../../../test/pdf-text";
import { DATABASES } from "../../../test/test-app";

const RANGE = { date_from: "2026-05-01", date_to: "2026-05-31" };
const query = new URLSearchParams(RANGE).toString();
const euros = (cents: number) => formatMoney(cents, { currency: "EUR", language: "es" });
/** pdf.js gives the no-break spaces of a formatted amount back as spaces or as themselves. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

async function pdfText(payload: Buffer): Promise<string> {
  return flat(await readPdf(new Uint8Array(payload)));
}

describe.each(DATABASES)("menu engineering and report PDFs on %s", (kind) => {
  let w: OrdersWorld;
  let now = new Date("2026-05-10T12:00:00Z");
  const ids: Record<"star" | "plowhorse" | "puzzle" | "dog", number> = {
    star: 0,
    plowhorse: 0,
    puzzle: 0,
    dog: 0,
  };
  let category = 0;

  const download = (path: string) =>
    w.t.app.inject({ method: "GET", url: `/api/v1/reports/${path}`, headers: w.admin });

  async function sell(products: Array<{ id: number; qty: number }>) {
    const order = await w.okData(await w.call("POST", "v1/requests/barra", { products }));
    await w.okData(await w.call("POST", "v1/requests/close", { id: order.id, credit_card: false }));
  }

  beforeAll(async () => {
    w = await createOrdersWorld(kind, { clock: () => now });
    category = (await w.create("v1/categories", { name: "Platos" })).id;
    const flour = (await w.create("v1/ingredients", { name: "Harina", price: 1, unit: "kg" })).id;
    // 10 % VAT: the net prices are 10.00, 5.00, 20.00 and 3.00; the recipes cost 2, 2, 4 and 1.
    const product = async (name: string, price: number, kilos: number) =>
      (
        await w.create("v1/products", {
          name,
          price,
          iva: 10,
          category,
          ingredients: [{ id: flour, qty: kilos, unit: "kg" }],
        })
      ).id;
    ids.star = await product("Estrella", 11, 2);
    ids.plowhorse = await product("Caballo", 5.5, 2);
    ids.puzzle = await product("Enigma", 22, 4);
    ids.dog = await product("Perro", 3.3, 1);
    await sell([
      { id: ids.star, qty: 6 },
      { id: ids.plowhorse, qty: 8 },
    ]);
    await sell([
      { id: ids.star, qty: 4 },
      { id: ids.puzzle, qty: 1 },
      { id: ids.dog, qty: 1 },
    ]);
    // Sold before the period: not counted.
    now = new Date("2026-04-20T12:00:00Z");
    await sell([{ id: ids.dog, qty: 5 }]);
    now = new Date("2026-06-02T12:00:00Z");
  }, 120_000);
  afterAll(() => w.t.close());

  it("places each product of a category in its quadrant with known figures", async () => {
    const report = await w.okData<{
      results: Row[];
      units: number;
      popularity_threshold: number;
      margin_threshold: number;
      total_margin: number;
    }>(await w.call("POST", "v1/reports/menu_engineering", { ...RANGE, category }));
    // 20 units; popular from 0.7 × 1/4 = 17.5 %; margins (10×8 + 8×3 + 1×16 + 1×2) / 20 = 6.10.
    expect(report).toMatchObject({
      units: 20,
      popularity_threshold: 0.175,
      margin_threshold: 6.1,
      total_margin: 122,
    });
    const byId = new Map(report.results.map((row) => [row.product_id, row]));
    expect(byId.get(ids.star)).toMatchObject({
      units: 10,
      share: 0.5,
      price_net: 10,
      cost: 2,
      margin: 8,
      total_margin: 80,
      markup: 400,
      below_recommended: false,
      quadrant: "star",
    });
    expect(byId.get(ids.plowhorse)).toMatchObject({
      units: 8,
      margin: 3,
      markup: 150,
      below_recommended: true,
      quadrant: "plowhorse",
    });
    expect(byId.get(ids.puzzle)).toMatchObject({ units: 1, margin: 16, quadrant: "puzzle" });
    expect(byId.get(ids.dog)).toMatchObject({
      units: 1,
      margin: 2,
      markup: 200,
      below_recommended: true,
      quadrant: "dog",
    });
    expect(report.results).toHaveLength(4);
  });

  it("counts the whole menu without a category, unsold products included", async () => {
    const report = await w.okData<{ results: Row[]; units: number }>(
      await w.call("POST", "v1/reports/menu_engineering", RANGE),
    );
    expect(report.units).toBe(20);
    const cana = report.results.find((row) => row.product_id === w.menu.cana);
    expect(cana).toMatchObject({ units: 0, has_recipe: false, quadrant: "dog" });
  });

  it("refuses a range over 3 months with the spec's message", async () => {
    const refused = w.refused(
      await w.call("POST", "v1/reports/menu_engineering", { date_from: "2026-01-01", date_to: "2026-05-31" }),
    );
    expect(refused.errors?.date_to).toBeDefined();
  });

  it("downloads menu engineering as XLSX with the quadrants in the local's language", async () => {
    const file = await download(`download_menu_engineering?${query}&category=${category}&format=xlsx`);
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(3) as unknown[][];
    const star = rows.find((row) => row[1] === "Estrella");
    // Columns: name, units, share %, net price, cost, margin, total margin, markup, flag, quadrant.
    expect(star?.slice(1)).toEqual(["Estrella", 10, 50, 10, 2, 8, 80, 400, undefined, "Estrella"]);
    const plowhorse = rows.find((row) => row[1] === "Caballo");
    expect(plowhorse?.[9]).toBe("Sí");
    expect(plowhorse?.[10]).toBe("Caballo de batalla");
  });

  it("downloads an informe as a PDF holding its rows and its total", async () => {
    const file = await download(`download_informations/product?${query}&format=pdf`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(file.rawPayload);
    expect(text).toContain("Ventas por producto");
    // 10 × 11 + 8 × 5.50 + 22 + 3.30 = 179.30
    expect(text).toContain(flat(`Total ${euros(17_930)}`));
    expect(text).toContain(flat(`Estrella 2 10 ${euros(11_000)}`));
  });

  it("downloads the dashboard as a PDF with the period's figures against the previous one", async () => {
    const file = await download(`download_dashboard?${query}`);
    expect(file.statusCode, file.body).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain("Panel de ventas");
    expect(text).toContain(flat(`Ventas ${euros(17_930)} ${euros(1_650)}`));
    expect(text).toContain("Pedidos 2 1");
    expect(text).toContain("Estrella 10");
  });

  it("downloads menu engineering as a PDF with its total margin", async () => {
    const file = await download(`download_menu_engineering?${query}&category=${category}&format=pdf`);
    expect(file.statusCode, file.body).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain("Ingeniería de menú");
    expect(text).toContain(flat(`Total 20 ${euros(12_200)}`));
  });
});
