import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  areCompatible,
  convertQuantity,
  DEFAULT_UNIT_TYPE,
  MEASURE_TYPE,
  MEASURES,
  type Measure,
  measureSchema,
  roundDecimals,
  roundTypedDecimal,
  UNIT_TYPES,
  UnitConversionError,
  unitTypeSchema,
} from "./menu-units";

function measuresOf(type: (typeof UNIT_TYPES)[number]): Measure[] {
  return MEASURES.filter((measure) => MEASURE_TYPE[measure] === type);
}

const SAME_TYPE_PAIRS = UNIT_TYPES.flatMap((type) =>
  measuresOf(type).flatMap((from) => measuresOf(type).map((to): [Measure, Measure] => [from, to])),
);

const CROSS_TYPE_PAIRS = MEASURES.flatMap((from) =>
  MEASURES.filter((to) => !areCompatible(from, to)).map((to): [Measure, Measure] => [from, to]),
);

describe("units and measures", () => {
  it("follows the spec's enumerations and default", () => {
    expect(UNIT_TYPES).toEqual(["quantity", "volume", "weight"]);
    expect(MEASURES).toEqual(["ml", "cl", "dl", "L", "g", "kg", "oz", "lb", "ud"]);
    expect(DEFAULT_UNIT_TYPE).toBe("quantity");
    expect(unitTypeSchema.parse("volume")).toBe("volume");
    expect(measureSchema.safeParse("l").success).toBe(false);
  });

  it("types every measure", () => {
    expect(measuresOf("volume")).toEqual(["ml", "cl", "dl", "L"]);
    expect(measuresOf("weight")).toEqual(["g", "kg", "oz", "lb"]);
    expect(measuresOf("quantity")).toEqual(["ud"]);
  });
});

describe("convertQuantity", () => {
  // The quantity is 3 of the larger measure, so it is exact in both and nothing is lost on the way.
  it.each(SAME_TYPE_PAIRS)("%s → %s → back round-trips", (from, to) => {
    const larger = convertQuantity(1, from, to) >= 1 ? from : to;
    const qty = convertQuantity(3, larger, from);
    expect(convertQuantity(convertQuantity(qty, from, to), to, from)).toBe(qty);
  });

  it.each(SAME_TYPE_PAIRS)("%s → %s keeps a quantity within 6 decimals of the true value", (from, to) => {
    const qty = 1234.567891;
    const back = convertQuantity(convertQuantity(qty, from, to), to, from);
    // One rounding to 6 decimals in `to`, grown by the size of `to` in `from`, then one more.
    const tolerance = 0.5e-6 * Math.max(1, convertQuantity(1, to, from)) + 0.5e-6;
    expect(Math.abs(back - qty)).toBeLessThanOrEqual(tolerance);
  });

  it("relates the volumes", () => {
    expect(convertQuantity(1, "L", "ml")).toBe(1000);
    expect(convertQuantity(1, "L", "cl")).toBe(100);
    expect(convertQuantity(1, "L", "dl")).toBe(10);
    expect(convertQuantity(33, "cl", "L")).toBe(0.33);
    expect(convertQuantity(2.01, "L", "ml")).toBe(2010);
  });

  it("relates the metric weights", () => {
    expect(convertQuantity(1, "kg", "g")).toBe(1000);
    expect(convertQuantity(250, "g", "kg")).toBe(0.25);
  });

  it("uses the exact avoirdupois ounce and pound", () => {
    expect(convertQuantity(1, "lb", "oz")).toBe(16);
    expect(convertQuantity(16, "oz", "lb")).toBe(1);
    expect(convertQuantity(1, "oz", "g")).toBe(28.349523);
    expect(convertQuantity(1, "lb", "g")).toBe(453.59237);
    expect(convertQuantity(1, "lb", "kg")).toBe(0.453592);
  });

  it("rounds to the nearest 6th decimal rather than truncating", () => {
    expect(convertQuantity(1, "g", "lb")).toBe(0.002205);
    expect(convertQuantity(1, "g", "oz")).toBe(0.035274);
  });

  it("leaves units as they are", () => {
    expect(convertQuantity(3, "ud", "ud")).toBe(3);
    expect(convertQuantity(0, "ud", "ud")).toBe(0);
  });

  it("converts negative quantities symmetrically", () => {
    expect(convertQuantity(-1, "g", "lb")).toBe(-0.002205);
  });

  it.each(CROSS_TYPE_PAIRS)("refuses %s → %s", (from, to) => {
    expect(() => convertQuantity(1, from, to)).toThrow(UnitConversionError);
  });

  it("names the code and both measures", () => {
    const error = (() => {
      try {
        convertQuantity(100, "ml", "g");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnitConversionError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: "units.incompatible",
      from: "ml",
      to: "g",
      name: "UnitConversionError",
    });
  });

  it("refuses units as kilograms", () => {
    expect(() => convertQuantity(1, "ud", "kg")).toThrow(UnitConversionError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses qty %d", (qty) => {
    expect(() => convertQuantity(qty, "g", "kg")).toThrow(RangeError);
    expect(() => convertQuantity(qty, "ud", "ud")).toThrow(RangeError);
  });
});

describe("areCompatible", () => {
  it("matches measures of one type only", () => {
    expect(areCompatible("ml", "L")).toBe(true);
    expect(areCompatible("oz", "kg")).toBe(true);
    expect(areCompatible("ud", "ud")).toBe(true);
    expect(areCompatible("ml", "g")).toBe(false);
    expect(areCompatible("ud", "kg")).toBe(false);
  });
});

describe("roundDecimals", () => {
  it.each([
    [1.005, 2, 1.01],
    [0.125, 2, 0.13],
    [-0.125, 2, -0.13],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [28.349523125, 6, 28.349523],
  ])("rounds %d to %d decimals as %d", (value, decimals, rounded) => {
    expect(roundDecimals(value, decimals)).toBe(rounded);
  });

  it("never answers -0", () => {
    expect(Object.is(roundDecimals(-0.0000001, 6), 0)).toBe(true);
  });

  it("refuses non-finite values", () => {
    expect(() => roundDecimals(Number.NaN, 2)).toThrow(RangeError);
  });
});

describe("roundTypedDecimal", () => {
  it.each([
    [1.005, 1.01],
    [1.015, 1.02],
    [1.255, 1.26],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0.004, 0],
    [1e-7, 0],
    [1e21, 1e21],
  ])("rounds %d to 2 decimals as typed: %d", (value, rounded) => {
    expect(roundTypedDecimal(value, 2)).toBe(rounded);
  });

  it("rounds the decimal as written, halves away from zero, as a decimal library does", () => {
    const decimalText = fc
      .tuple(
        fc.boolean(),
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 6 }),
      )
      .map(
        ([negative, whole, fraction]) => `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`,
      );
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, decimals) => {
        const expected = new Decimal(text).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();
        expect(roundTypedDecimal(JSON.parse(text) as number, decimals)).toBe(expected || 0);
      }),
      { numRuns: 5_000 },
    );
  });
});
