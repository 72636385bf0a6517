import { describe, expect, it } from "vitest";
import { awardErrors, awardFormValues, awardPayload } from "./award-form";

const coffee = { ...awardFormValues(), name: "Café gratis", points: "10", product: "7" };

describe("the award form", () => {
  it("starts as an active product gift, always valid", () => {
    expect(awardFormValues()).toMatchObject({
      gives: "product",
      is_active: true,
      start_date: "",
      end_date: "",
      image: null,
      imageFile: null,
    });
  });

  it("keeps the stored image apart from the JSON it sends (the file goes as form data)", () => {
    const image = "/api/v1/files/0b8f3c1e-2a4d-4c6b-9f1a-3e5d7c9b1a2f";
    const values = awardFormValues({
      id: 1,
      name: "Café",
      points: 10,
      gives: "product",
      product: 7,
      discount_type: "percent",
      price: null,
      is_active: true,
      start_date: null,
      end_date: null,
      image,
    });
    expect(values.image).toBe(image);
    expect(awardPayload(values)).not.toHaveProperty("image");
  });

  it("sends what the chosen gift needs", () => {
    expect(awardErrors(coffee)).toEqual({});
    expect(awardPayload({ ...coffee, price: "5" })).toMatchObject({
      points: 10,
      product: 7,
      price: null,
      start_date: null,
    });
    expect(awardPayload({ ...coffee, gives: "discount", price: "5" })).toMatchObject({
      product: null,
      price: 5,
    });
  });

  it("says each rule on its field", () => {
    expect(awardErrors({ ...coffee, product: null })).toEqual({ product: "loyalty.awards.rules.product" });
    expect(awardErrors({ ...coffee, gives: "discount" })).toEqual({ price: "form.required" });
    expect(awardErrors({ ...coffee, gives: "discount", price: "120" })).toEqual({
      price: "loyalty.offers.rules.percentOver100",
    });
    expect(awardErrors({ ...coffee, points: "0" })).toEqual({ points: "loyalty.offers.rules.limit" });
    expect(awardErrors({ ...coffee, points: "" })).toEqual({ points: "form.required" });
    expect(awardErrors({ ...coffee, start_date: "2026-06-10", end_date: "2026-06-01" })).toEqual({
      end_date: "loyalty.offers.rules.endBeforeStart",
    });
  });
});
