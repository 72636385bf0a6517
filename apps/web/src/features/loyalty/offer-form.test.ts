import { describe, expect, it } from "vitest";
import { offerErrors, offerFormValues, offerPayload } from "./offer-form";

const valid = {
  ...offerFormValues(),
  name: "Semana del café",
  code: "cafe10",
  price: "10",
  start_date: "2026-11-23",
  end_date: "2026-11-29",
};

describe("the offer form", () => {
  it("starts as a percent discount with no limits", () => {
    expect(offerFormValues()).toMatchObject({
      discount_type: "percent",
      limit_uses: "",
      limit_uses_client: "",
    });
  });

  it("sends numbers, null for empty optional fields, and passes the rules", () => {
    expect(offerErrors(valid)).toEqual({});
    expect(offerPayload({ ...valid, limit_uses_client: "1", description: "  " })).toMatchObject({
      price: 10,
      limit_uses: null,
      limit_uses_client: 1,
      description: null,
      qr: null,
    });
  });

  it("says each rule of the spec on its field", () => {
    expect(offerErrors({ ...valid, name: "" })).toEqual({ name: "form.required" });
    expect(offerErrors({ ...valid, start_date: "" }).start_date).toBe("form.required");
    expect(offerErrors({ ...valid, end_date: "2026-11-22" })).toEqual({
      end_date: "loyalty.offers.rules.endBeforeStart",
    });
    expect(offerErrors({ ...valid, code: "a b" })).toEqual({ code: "loyalty.offers.rules.code" });
    expect(offerErrors({ ...valid, price: "120" })).toEqual({ price: "loyalty.offers.rules.percentOver100" });
    expect(offerErrors({ ...valid, price: "120", discount_type: "amount" })).toEqual({});
    expect(offerErrors({ ...valid, price: "0" }).price).toBeDefined();
    expect(offerErrors({ ...valid, limit_uses: "0" })).toEqual({ limit_uses: "loyalty.offers.rules.limit" });
    expect(offerErrors({ ...valid, limit_uses_client: "1.5" })).toEqual({
      limit_uses_client: "loyalty.offers.rules.limit",
    });
  });

  it("asks a fixed price for a product, below the product's price, and sends the product only then", () => {
    const fixed = { ...valid, discount_type: "fixed_price" as const, price: "2" };
    expect(offerErrors(fixed)).toEqual({ product: "loyalty.offers.rules.product" });
    const priceOf = (id: number) => (id === 7 ? 3 : undefined);
    expect(offerErrors({ ...fixed, product: "7" }, priceOf)).toEqual({});
    expect(offerErrors({ ...fixed, product: "7", price: "0" }, priceOf)).toEqual({});
    expect(offerErrors({ ...fixed, product: "7", price: "3" }, priceOf)).toEqual({
      price: "loyalty.offers.rules.fixedNotBelow",
    });
    expect(offerPayload({ ...fixed, product: "7" })).toMatchObject({ product: 7, price: 2 });
    expect(offerPayload({ ...valid, product: "7" }).product).toBeNull();
  });
});
