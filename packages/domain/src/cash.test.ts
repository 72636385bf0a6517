import { describe, expect, it } from "vitest";
import { type BoxOrder, boxFigures, boxListBodySchema, unbalanceCents } from "./cash";

const order = (partial: Partial<BoxOrder>): BoxOrder => ({
  kind: "barra",
  grossCents: 1000,
  totalCents: 1000,
  tipCents: 0,
  tipMethod: "cash",
  payments: [{ amountCents: 1000, method: "cash" }],
  lines: [{ ivaPercent: 10, totalCents: 1000 }],
  ...partial,
});

describe("boxFigures", () => {
  it("counts a partly paid order closed without payment by what was paid, shared over its VAT rates", () => {
    const figures = boxFigures({
      orders: [
        order({
          totalCents: 1000,
          payments: [{ amountCents: 333, method: "credit_card" }],
          lines: [
            { ivaPercent: 10, totalCents: 500 },
            { ivaPercent: 21, totalCents: 500 },
          ],
        }),
      ],
      expenses: [],
      subscriptions: [],
      initialImportCents: 0,
    });
    expect(figures.totalGeneralCents).toBe(333);
    expect(figures.vat.map((rate) => rate.totalCents)).toEqual([167, 166]);
    expect(figures.baseCents + figures.taxCents).toBe(333);
    expect(figures.cardByChannel.barra).toBe(333);
  });

  it("puts cash tips, cash takings and paid cash expenses in the expected cash, card ones in the terminal's total", () => {
    const figures = boxFigures({
      orders: [
        order({ kind: "local", tipCents: 150, tipMethod: "cash", grossCents: 1200 }),
        order({
          kind: "domicilio",
          tipCents: 200,
          tipMethod: "credit_card",
          payments: [{ amountCents: 1000, method: "credit_card" }],
        }),
        order({
          kind: "recoger",
          tipCents: 75,
          tipMethod: "transfer",
          payments: [{ amountCents: 1000, method: "transfer" }],
        }),
      ],
      expenses: [
        { amountCents: 450, method: "cash" },
        { amountCents: 900, method: "credit_card" },
      ],
      subscriptions: [
        { amountCents: 2000, method: "cash" },
        { amountCents: 500, method: "credit_card" },
      ],
      initialImportCents: 10_000,
    });
    expect(figures.expectedCashCents).toBe(10_000 + 1000 + 150 + 2000 - 450);
    expect(figures.cardBankCents).toBe(1000 + 200 + 500);
    expect(figures.tipsCents).toBe(425);
    expect(figures.discountedCents).toBe(200);
    expect(figures.expensesCents).toBe(1350);
    expect(figures.transferCents).toBe(1000);
  });

  it("has no unbalance without a count, and counted minus expected with one", () => {
    expect(unbalanceCents(null, 500)).toBeNull();
    expect(unbalanceCents(450, 500)).toBe(-50);
  });
});

describe("boxListBodySchema", () => {
  it("refuses a start after the end and more than three months", () => {
    expect(boxListBodySchema.safeParse({ date_from: "2026-03-02", date_to: "2026-03-01" }).success).toBe(
      false,
    );
    expect(boxListBodySchema.safeParse({ date_from: "2026-01-01", date_to: "2026-05-01" }).success).toBe(
      false,
    );
    expect(boxListBodySchema.safeParse({ date_from: "2026-01-01", date_to: "2026-03-31" }).success).toBe(
      true,
    );
  });
});
