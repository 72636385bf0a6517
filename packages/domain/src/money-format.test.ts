import { describe, expect, it } from "vitest";
import {
  centsFromAmount,
  formatAmount,
  formatMoney,
  formatQuantity,
  moneyLocale,
  spreadsheetMoneyFormat,
  truncateDecimals,
} from "./money-format";

// Intl separates the number from the symbol with a no-break space.
const nbsp = "\u00a0";

describe("centsFromAmount", () => {
  it.each([
    [19.999, 1999],
    [0.005, 0],
    [0.29, 29],
    [1.005, 100],
    [0.1 + 0.2, 30],
    [1e6, 100_000_000],
    [-19.999, -1999],
    [-0.005, 0],
    [0, 0],
  ])("truncates %d to %d cents", (amount, cents) => {
    expect(centsFromAmount(amount)).toBe(cents);
  });

  it("never answers -0", () => {
    expect(Object.is(centsFromAmount(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (amount) => {
    expect(() => centsFromAmount(amount)).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it("shows euros by default in Spanish", () => {
    expect(formatMoney(1999)).toBe(`19,99${nbsp}€`);
    expect(formatMoney(0)).toBe(`0,00${nbsp}€`);
  });

  it("shows a negative amount with its sign", () => {
    expect(formatMoney(-1999)).toBe(`-19,99${nbsp}€`);
  });

  it("groups a million", () => {
    expect(formatMoney(100_000_000)).toBe(`1.000.000,00${nbsp}€`);
  });

  it("formats DOP as in the Dominican Republic and USD as in the United States, whatever the language", () => {
    expect(formatMoney(123_450, { currency: "DOP", language: "en" })).toBe("RD$1,234.50");
    expect(formatMoney(123_450, { currency: "USD", language: "es" })).toBe("$1,234.50");
  });

  it("formats other currencies in the app language", () => {
    expect(formatMoney(123_450, { currency: "EUR", language: "en" })).toBe("€1,234.50");
    expect(formatMoney(123_450, { currency: "GBP", language: "en" })).toBe("£1,234.50");
    expect(formatMoney(123_450, { currency: "MXN", language: "ch" })).toBe("MX$1,234.50");
  });

  it("shows the codes that are not ISO currencies (YPJ, BLR) by their code, with 2 decimals", () => {
    expect(formatMoney(1999, { currency: "YPJ" })).toBe(`19,99${nbsp}YPJ`);
    expect(formatMoney(1999, { currency: "BLR", language: "en" })).toBe(`BLR${nbsp}19.99`);
  });

  it.each([19.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %d cents", (cents) => {
    expect(() => formatMoney(cents)).toThrow(RangeError);
  });
});

describe("formatAmount", () => {
  it("truncates an API amount to the cent instead of rounding it", () => {
    expect(formatAmount(19.999)).toBe(`19,99${nbsp}€`);
    expect(formatAmount(0.005)).toBe(`0,00${nbsp}€`);
    expect(formatAmount(-0.005)).toBe(`0,00${nbsp}€`);
    expect(formatAmount(-2.999, { currency: "USD" })).toBe("-$2.99");
  });
});

describe("formatQuantity", () => {
  it("keeps up to 6 decimals, truncated, without trailing zeros", () => {
    expect(formatQuantity(1.2345679)).toBe("1,234567");
    expect(formatQuantity(2.5)).toBe("2,5");
    expect(formatQuantity(3)).toBe("3");
    expect(formatQuantity(0.0000009)).toBe("0");
    expect(formatQuantity(-0.0000009)).toBe("0");
    expect(formatQuantity(-1.9999999, "en")).toBe("-1.999999");
  });
});

describe("truncateDecimals", () => {
  it("cuts towards zero", () => {
    expect(truncateDecimals(19.999, 2)).toBe(19.99);
    expect(truncateDecimals(-19.999, 2)).toBe(-19.99);
    expect(truncateDecimals(1e6, 6)).toBe(1e6);
  });
});

describe("moneyLocale", () => {
  it("prefers the currency's own locale, else the language's", () => {
    expect(moneyLocale("DOP", "ch")).toBe("es-DO");
    expect(moneyLocale("EUR", "ch")).toBe("zh-CN");
  });
});

describe("spreadsheetMoneyFormat", () => {
  it("writes the currency where the formatter does, as a literal", () => {
    expect(spreadsheetMoneyFormat()).toBe('#,##0.00 "€"');
    expect(spreadsheetMoneyFormat({ currency: "USD", language: "es" })).toBe('"$"#,##0.00');
    expect(spreadsheetMoneyFormat({ currency: "DOP" })).toBe('"RD$"#,##0.00');
    expect(spreadsheetMoneyFormat({ currency: "GBP", language: "en" })).toBe('"£"#,##0.00');
    expect(spreadsheetMoneyFormat({ currency: "YPJ" })).toBe('#,##0.00 "YPJ"');
  });
});
