import { describe, expect, it } from "vitest";
import { readDiscount } from "./discount-input";

describe("a typed discount", () => {
  it("takes a percent from 0 to 100 with at most 2 decimals", () => {
    expect(readDiscount("percent", "0")).toEqual({ ok: true, value: 0 });
    expect(readDiscount("percent", "12.5")).toEqual({ ok: true, value: 12.5 });
    expect(readDiscount("percent", "100")).toEqual({ ok: true, value: 100 });
    expect(readDiscount("percent", "100.01")).toEqual({
      ok: false,
      message: "requests.discount.errors.percentRange",
    });
    expect(readDiscount("percent", "-5")).toEqual({
      ok: false,
      message: "requests.discount.errors.percentRange",
    });
    expect(readDiscount("percent", "10.005")).toEqual({
      ok: false,
      message: "requests.discount.errors.decimals",
    });
  });

  it("takes an amount above 0 and no larger than what it discounts", () => {
    expect(readDiscount("amount", "5.5", 1000)).toEqual({ ok: true, value: 5.5 });
    expect(readDiscount("amount", "10", 1000)).toEqual({ ok: true, value: 10 });
    expect(readDiscount("amount", "10.01", 1000)).toEqual({
      ok: false,
      message: "requests.discount.errors.overTotal",
    });
    expect(readDiscount("amount", "0", 1000)).toEqual({
      ok: false,
      message: "requests.discount.errors.amountPositive",
    });
  });

  it("asks for a number when there is none", () => {
    expect(readDiscount("percent", "")).toEqual({ ok: false, message: "requests.discount.errors.required" });
    expect(readDiscount("amount", "-")).toEqual({ ok: false, message: "requests.discount.errors.required" });
  });
});
