import { describe, expect, it } from "vitest";
import {
  effectiveDiscounts,
  formatOrderSerial,
  lineQtyField,
  loyaltyPointsFor,
  orderDiscountSchema,
  orderLineInputSchema,
  orderSeries,
} from "./orders";

const lines = [
  { discount_percent: 0, is_discounted: false },
  { discount_percent: 5, is_discounted: true },
];

describe("effectiveDiscounts", () => {
  it("leaves the lines' own discounts when the order has none", () => {
    expect(effectiveDiscounts({ discount: null, all_discounted: true }, lines)).toEqual({
      ok: true,
      orderDiscount: null,
      linePercents: [0, 5],
    });
  });

  it("spreads an order discount over every line, an amount in cents", () => {
    expect(
      effectiveDiscounts({ discount: { type: "amount", value: 2.5 }, all_discounted: true }, lines),
    ).toEqual({
      ok: true,
      orderDiscount: { type: "amount", value: 250 },
      linePercents: [0, 5],
    });
  });

  it("gives the marked lines the percent as their own when not every line is discounted", () => {
    expect(
      effectiveDiscounts({ discount: { type: "percent", value: 20 }, all_discounted: false }, lines),
    ).toEqual({
      ok: true,
      orderDiscount: null,
      linePercents: [0, 20],
    });
  });

  it("refuses an amount on single lines", () => {
    expect(
      effectiveDiscounts({ discount: { type: "amount", value: 1 }, all_discounted: false }, lines),
    ).toEqual({
      ok: false,
      code: "orders.amount_discount_on_lines",
    });
  });
});

describe("order fields", () => {
  it("rounds a line's quantity to 2 decimals and refuses what rounds to 0", () => {
    // Halves away from zero on the decimal as typed, not on its binary neighbour.
    expect([1.005, 1.015, 1.255, 2.675].map((qty) => lineQtyField.parse(qty))).toEqual([
      1.01, 1.02, 1.26, 2.68,
    ]);
    expect(lineQtyField.parse(0.336)).toBe(0.34);
    expect(lineQtyField.safeParse(0.004).success).toBe(false);
    expect(lineQtyField.safeParse(-1).success).toBe(false);
  });

  it("needs a product or an existing line", () => {
    expect(orderLineInputSchema.safeParse({ qty: 1 }).success).toBe(false);
    expect(orderLineInputSchema.safeParse({ id: 3 }).success).toBe(true);
    expect(orderLineInputSchema.safeParse({ request_item: 3, qty: 2 }).success).toBe(true);
  });

  it("keeps a percent discount within 100", () => {
    expect(orderDiscountSchema.safeParse({ type: "percent", value: 100 }).success).toBe(true);
    expect(orderDiscountSchema.safeParse({ type: "percent", value: 100.01 }).success).toBe(false);
    expect(orderDiscountSchema.safeParse({ type: "amount", value: 150 }).success).toBe(true);
  });
});

describe("loyalty and serials", () => {
  it("gives 2 points per euro, whole points", () => {
    expect(loyaltyPointsFor(999)).toBe(19);
    expect(loyaltyPointsFor(1000)).toBe(20);
    expect(loyaltyPointsFor(49)).toBe(0);
    expect(loyaltyPointsFor(-500)).toBe(0);
  });

  it("numbers tickets per year series with six digits", () => {
    expect(formatOrderSerial(orderSeries(2026), 123)).toBe("T2026-000123");
    expect(formatOrderSerial("T2027", 1_234_567)).toBe("T2027-1234567");
  });
});
