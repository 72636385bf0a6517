import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

interface Margin {
  name: string;
  price: number;
  price_net: number;
  cost: number;
  food_cost: number | null;
  markup: number | null;
  below_recommended: boolean;
}

describe.each(DATABASES)("cost margins on %s", (kind) => {
  let w: OrdersWorld;
  let beef: number;

  beforeAll(async () => {
    w = await createOrdersWorld(kind);
    beef = (await w.create("v1/ingredients", { name: "Ternera", price: 10, unit: "kg" })).id;
    const bread = (await w.create("v1/ingredients", { name: "Pan", price: 0.5, unit: "ud" })).id;
    // 11.00 with 10 % VAT is 10.00 net; 250 g at 10 €/kg cost 2.50: 25 % food cost, markup 300 %.
    await w.create("v1/products", {
      name: "Filete",
      price: 11,
      iva: 10,
      category: w.menu.category,
      ingredients: [{ id: beef, qty: 250, unit: "g" }],
    });
    // 5.50 is 5.00 net; 150 g of beef and one bread cost 2.00: 40 % food cost, markup 150 %.
    await w.create("v1/products", {
      name: "Bocadillo",
      price: 5.5,
      iva: 10,
      category: w.menu.category,
      ingredients: [
        { id: beef, qty: 0.15, unit: "kg" },
        { id: bread, qty: 1, unit: "ud" },
      ],
    });
  }, 120_000);
  afterAll(() => w?.t.close());

  const report = async (query = "") => {
    const response = await w.call("GET", `v1/stock/cost_margins${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data.results as Margin[];
    return new Map(rows.map((row) => [row.name, row]));
  };

  it("gives each product its theoretical food cost and its markup against the 300 %", async () => {
    const rows = await report();
    expect(rows.get("Filete")).toEqual(
      expect.objectContaining({
        price: 11,
        price_net: 10,
        cost: 2.5,
        food_cost: 25,
        markup: 300,
        below_recommended: false,
      }),
    );
    expect(rows.get("Bocadillo")).toEqual(
      expect.objectContaining({ price_net: 5, cost: 2, food_cost: 40, markup: 150, below_recommended: true }),
    );
    const below = await report("?below=true");
    expect(below.has("Bocadillo")).toBe(true);
    expect(below.has("Filete")).toBe(false);
    expect([...(await report("?search=filet")).keys()]).toEqual(["Filete"]);
  });

  it("follows the ingredients' current prices", async () => {
    const response = await w.call("PUT", `v1/ingredients/${beef}`, { price: 12 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await report()).get("Filete")).toEqual(
      expect.objectContaining({ cost: 3, food_cost: 30, markup: 233.33, below_recommended: true }),
    );
    await w.okData(await w.call("PUT", `v1/ingredients/${beef}`, { price: 10 }));
  });

  it("downloads the report as XLSX and CSV", async () => {
    const xlsx = await w.call("GET", "v1/bars_stocks/cost_margins/download?format=xlsx");
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Nombre",
      "PVP",
      "PVP sin IVA",
      "Coste de la receta",
      "Food cost %",
      "Markup %",
      "Por debajo del 300 %",
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 2) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(["Bocadillo", 5.5, 5, 2, 40, 150, "Sí"]);

    const csv = await w.call("GET", "v1/bars_stocks/cost_margins/download?format=csv&below=true");
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Nombre,PVP,PVP sin IVA,Coste de la receta,Food cost %,Markup %,Por debajo del 300 %",
      "Bocadillo,5.50,5.00,2.00,40,150,Sí",
    ]);
  });

  it("refuses a bad filter or format without answering a report", async () => {
    for (const url of [
      "v1/stock/cost_margins?below=maybe",
      "v1/bars_stocks/cost_margins/download?format=pdf",
      `v1/stock/cost_margins?search=${"x".repeat(121)}`,
    ]) {
      const response = await w.call("GET", url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
  });
});
