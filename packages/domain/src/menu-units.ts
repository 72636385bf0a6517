import { z } from "zod";
import { QUANTITY_DECIMALS } from "./money-format";

/** Units of products and ingredients (spec §3 "Unit", "Enumerations"). */
export const UNIT_TYPES = ["quantity", "volume", "weight"] as const;
export const unitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof unitTypeSchema>;
export const DEFAULT_UNIT_TYPE: UnitType = "quantity";

export const MEASURES = ["ml", "cl", "dl", "L", "g", "kg", "oz", "lb", "ud"] as const;
export const measureSchema = z.enum(MEASURES);
export type Measure = z.infer<typeof measureSchema>;

/** `oz` is the avoirdupois ounce, a mass: the menu weighs ingredients, it never pours fluid ounces. */
export const MEASURE_TYPE: Record<Measure, UnitType> = {
  ml: "volume",
  cl: "volume",
  dl: "volume",
  L: "volume",
  g: "weight",
  kg: "weight",
  oz: "weight",
  lb: "weight",
  ud: "quantity",
};

/**
 * Each measure as a whole number of its type's smallest step: millilitres, nanograms, units.
 * Nanograms make the ounce (28.349523125 g) and the pound (453.59237 g), both exact by
 * definition, whole numbers, so their ratio is exactly 16 and no factor carries its own error.
 */
const STEPS: Record<Measure, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  L: 1000,
  g: 1_000_000_000,
  kg: 1_000_000_000_000,
  oz: 28_349_523_125,
  lb: 453_592_370_000,
  ud: 1,
};

export const UNIT_ERRORS = { incompatible: "units.incompatible" } as const;

/** Raised when a quantity is asked in a measure of another type, e.g. millilitres as grams. */
export class UnitConversionError extends Error {
  readonly code = UNIT_ERRORS.incompatible;

  constructor(
    readonly from: Measure,
    readonly to: Measure,
  ) {
    super(`cannot convert ${from} (${MEASURE_TYPE[from]}) to ${to} (${MEASURE_TYPE[to]})`);
    this.name = "UnitConversionError";
  }
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/**
 * A number written in decimal (as `String` and `toPrecision` write one) rounded to `decimals`
 * decimals, halves away from zero, on its digits: no binary arithmetic touches the digits, so
 * "1.005" is a half and gives 1.01, as written.
 */
function roundDecimalText(text: string, decimals: number): number {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`not a decimal number: ${text}`);
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  // |value| × 10^decimals = digits × 10^shift
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + decimals;
  let units: bigint;
  if (shift >= 0) units = digits * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    units = (digits * 2n + divisor) / (divisor * 2n);
  }
  // Read back from decimal text, the nearest double to the rounded decimal; `|| 0` turns -0 into 0.
  return Number(`${sign}${units}e-${decimals}`) || 0;
}

function assertFiniteValue(value: number) {
  if (!Number.isFinite(value)) throw new RangeError(`value must be a finite number, got ${value}`);
}

/**
 * A computed `value` rounded to the nearest `decimals`, halves away from zero (so -2.5 and
 * 2.5 mirror each other). The value is first read to 15 significant digits, the precision a
 * double holds, so binary noise of a computation (0.1 * 3 = 0.30000000000000004) is not taken
 * for digits.
 */
export function roundDecimals(value: number, decimals: number): number {
  assertFiniteValue(value);
  return roundDecimalText(value.toPrecision(15), decimals);
}

/**
 * A number as it was typed (a JSON number of a request) rounded to the nearest `decimals`,
 * halves away from zero, on the decimal it was typed as: `String` gives back the shortest
 * decimal that reads as the same double, which is what was typed (up to 15 significant
 * digits), so 1.005 → 1.01, 1.255 → 1.26 and 2.675 → 2.68 alike.
 */
export function roundTypedDecimal(value: number, decimals: number): number {
  assertFiniteValue(value);
  return roundDecimalText(String(value), decimals);
}

export function areCompatible(from: Measure, to: Measure): boolean {
  return MEASURE_TYPE[from] === MEASURE_TYPE[to];
}

/**
 * `qty` of `from` expressed in `to`, rounded to the nearest 6th decimal to drop binary noise
 * (2.01 L → 2009.9999999999998 ml becomes 2010). It is rounded, not truncated like a displayed
 * quantity (§9), because a conversion should land nearest the true value: truncating would
 * bias every inexact one downwards, 1 g → 0.0022046226… lb giving 0.002204 instead of 0.002205.
 */
export function convertQuantity(qty: number, from: Measure, to: Measure): number {
  if (!Number.isFinite(qty)) throw new RangeError(`qty must be a finite number, got ${qty}`);
  if (!areCompatible(from, to)) throw new UnitConversionError(from, to);
  if (from === to) return roundDecimals(qty, QUANTITY_DECIMALS);
  return roundDecimals((qty * STEPS[from]) / STEPS[to], QUANTITY_DECIMALS);
}
