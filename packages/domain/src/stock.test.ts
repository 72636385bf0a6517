import { describe, expect, it } from "vitest";
import { UnitConversionError } from "./menu-units";
import {
  canChangePurchaseStatus,
  consumptionDelta,
  consumptionOf,
  formatSerial,
  purchaseLineSchema,
  purchaseTotals,
  unitPriceIn,
} from "./stock";

describe("purchase lines and totals", () => {
  it("rounds a line's quantity to 2 decimals and refuses one that rounds to 0", () => {
    expect(purchaseLineSchema.parse({ ingredient: 1, qty: 1.005, unit: "kg", price: 2 }).qty).toBe(1.01);
    expect(purchaseLineSchema.safeParse({ ingredient: 1, qty: 0.004, unit: "kg", price: 2 }).success).toBe(
      false,
    );
  });

  it("wants an ingredient or a product, not both nor neither", () => {
    expect(purchaseLineSchema.safeParse({ qty: 1, unit: "kg", price: 2 }).success).toBe(false);
    expect(
      purchaseLineSchema.safeParse({ ingredient: 1, product: 2, qty: 1, unit: "kg", price: 2 }).success,
    ).toBe(false);
  });

  it("rounds each line to the cent and VAT once per rate", () => {
    const totals = purchaseTotals([
      { qty: 3, price: 0.333, iva: 10 },
      { qty: 1, price: 0.05, iva: 10 },
      { qty: 2, price: 1.25, iva: 21 },
    ]);
    expect(totals.lines).toEqual([100, 5, 250]);
    // 1.05 at 10 % = 0.105 → 0.11; 2.50 at 21 % = 0.525 → 0.53
    expect(totals).toMatchObject({ base_cents: 355, iva_cents: 64, total_cents: 419 });
  });

  it("prices one unit of the item's own measure", () => {
    expect(unitPriceIn("kg", { qty: 500, unit: "g", price: 0.004 })).toBe(4);
    expect(unitPriceIn("L", { qty: 6, unit: "cl", price: 0.2 })).toBe(20);
  });
});

describe("purchase status", () => {
  it("goes pending → bought → paid, one step at a time", () => {
    expect(canChangePurchaseStatus("pending", "bought")).toBe(true);
    expect(canChangePurchaseStatus("bought", "paid")).toBe(true);
    expect(canChangePurchaseStatus("pending", "paid")).toBe(false);
    expect(canChangePurchaseStatus("paid", "pending")).toBe(false);
    expect(canChangePurchaseStatus("bought", "bought")).toBe(false);
  });

  it("numbers serials per series", () => {
    expect(formatSerial("providers", 7)).toBe("PRV-0007");
    expect(formatSerial("stock_orders", 12345)).toBe("P-12345");
  });
});

describe("recipe consumption", () => {
  const units = new Map([
    [1, "kg" as const],
    [2, "L" as const],
  ]);

  it("adds recipes and options per unit sold, converted to each ingredient's measure", () => {
    const used = consumptionOf(
      [
        {
          qty: 2,
          recipe: [{ id: 1, qty: 250, unit: "g" }],
          options: [{ qty: 3, recipe: [{ id: 2, qty: 5, unit: "cl" }] }],
        },
        { qty: 1, recipe: [{ id: 1, qty: 0.1, unit: "kg" }], options: [] },
      ],
      (id) => units.get(id),
    );
    expect(used).toEqual(
      new Map([
        [1, 0.6],
        [2, 0.3],
      ]),
    );
  });

  it("refuses a recipe line of another kind of measure", () => {
    expect(() =>
      consumptionOf([{ qty: 1, recipe: [{ id: 1, qty: 1, unit: "L" }], options: [] }], (id) => units.get(id)),
    ).toThrow(UnitConversionError);
  });

  it("moves only the difference from what was already taken", () => {
    const wanted = new Map([
      [1, 0.6],
      [2, 0.3],
    ]);
    const taken = new Map([
      [1, 0.6],
      [3, 1],
    ]);
    expect(consumptionDelta(wanted, taken)).toEqual(
      new Map([
        [2, -0.3],
        [3, 1],
      ]),
    );
  });
});
