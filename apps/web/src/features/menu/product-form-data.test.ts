import type { Product } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  emptyProductForm,
  type ProductFormValues,
  productEntries,
  productFieldErrors,
  productFormData,
  productFormFromProduct,
} from "./product-form-data";

const IMAGE_URL = "/api/v1/files/0b6f3c1e-1d2a-4c3b-9a8e-2f4d5e6a7b8c";

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...emptyProductForm(), name: "Croquetas", category: "3", price: "8.5", iva: "10", ...overrides };
}

const stored: Product = {
  id: 7,
  name: "Croquetas",
  name_es: "Croquetas",
  name_en: "Croquettes",
  price: 8.5,
  purchase_price: 2,
  category: 3,
  allergens: [1, 7],
  ingredients: [{ id: 4, qty: 120, unit: "g" }],
  description: "Caseras",
  description_es: "Caseras",
  description_en: "Home-made",
  modifiers: [2],
  image: IMAGE_URL,
  serial: "CRQ",
  is_active: true,
  qty: 1,
  qty_existence: 0,
  unit: "ud",
  unit_value: 1,
  min_stock: 5,
  order_number: 2,
  order: "incoming",
  zones: [{ zone: 2, price: 9 }],
  units_list: [],
  iva: 10,
  stk_uuid: "f0e1d2c3-b4a5-4678-9abc-def012345678",
};

function asObject(entries: Array<[string, string | File]>): Record<string, string | File> {
  return Object.fromEntries(entries);
}

describe("productEntries", () => {
  it("sends text as typed and numbers, flags and lists as JSON", () => {
    const sent = asObject(
      productEntries(filled({ modifiers: ["2", "5"], allergens: ["1"], is_active: false }), {
        language: "es",
      }),
    );
    expect(sent.name).toBe("Croquetas");
    expect(sent.order).toBe("no_group");
    expect(sent.unit).toBe("ud");
    expect(sent.category).toBe("3");
    expect(sent.price).toBe("8.5");
    expect(sent.is_active).toBe("false");
    expect(sent.modifiers).toBe("[2,5]");
    expect(sent.allergens).toBe("[1]");
  });

  it("drops empty values of a new product", () => {
    const sent = asObject(productEntries(filled(), { language: "es" }));
    expect(sent).not.toHaveProperty("purchase_price");
    expect(sent).not.toHaveProperty("serial");
    expect(sent).not.toHaveProperty("description");
    expect(sent).not.toHaveProperty("min_stock");
    expect(sent).not.toHaveProperty("image");
  });

  it("leaves out the suffixed fields of the screen's language", () => {
    const values = filled({
      name_es: "Croquetas",
      name_en: "Croquettes",
      description_es: "Caseras",
      description_en: "Home-made",
    });
    const spanish = asObject(productEntries(values, { language: "es" }));
    expect(spanish).not.toHaveProperty("name_es");
    expect(spanish).not.toHaveProperty("description_es");
    expect(spanish.name_en).toBe("Croquettes");
    expect(spanish.description_en).toBe("Home-made");
    const english = asObject(productEntries(values, { language: "en" }));
    expect(english).not.toHaveProperty("name_en");
    expect(english).not.toHaveProperty("description_en");
    expect(english.name_es).toBe("Croquetas");
  });

  it("never sends stk_uuid, even when editing a product that has one", () => {
    const initial = productFormFromProduct(stored);
    const sent = asObject(productEntries(initial, { language: "es", initial }));
    expect(sent).not.toHaveProperty("stk_uuid");
  });

  it("drops zone lines without both a zone and a price", () => {
    const values = filled({
      zones: [
        { key: "a", zone: "2", price: "9.5" },
        { key: "b", zone: null, price: "4" },
        { key: "c", zone: "3", price: "" },
      ],
    });
    expect(asObject(productEntries(values, { language: "es" })).zones).toBe('[{"zone":2,"price":9.5}]');
  });

  it("sends recipe lines with numbers and their unit", () => {
    const values = filled({
      ingredients: [
        { key: "a", id: "4", qty: "0.25", unit: "kg" },
        { key: "b", id: null, qty: "", unit: "ud" },
      ],
    });
    expect(asObject(productEntries(values, { language: "es" })).ingredients).toBe(
      '[{"id":4,"qty":0.25,"unit":"kg"}]',
    );
  });

  it("sends the image only when a new file was chosen", () => {
    const initial = productFormFromProduct(stored);
    expect(asObject(productEntries(initial, { language: "es", initial }))).not.toHaveProperty("image");
    const file = new File(["png"], "photo.png", { type: "image/png" });
    const withFile = asObject(productEntries({ ...initial, imageFile: file }, { language: "es", initial }));
    expect(withFile.image).toBe(file);
  });

  it("sends an empty image when the stored one was removed", () => {
    const initial = productFormFromProduct(stored);
    const sent = asObject(productEntries({ ...initial, image: null }, { language: "es", initial }));
    expect(sent.image).toBe("");
  });

  it("sends a cleared clearable field empty, and drops one that was empty already", () => {
    const initial = productFormFromProduct(stored);
    const sent = asObject(
      productEntries({ ...initial, description: "", serial: "", name_en: "" }, { language: "es", initial }),
    );
    expect(sent.description).toBe("");
    expect(sent.serial).toBe("");
    expect(sent.name_en).toBe("");
    const neverSet = asObject(productEntries(filled(), { language: "es", initial: filled() }));
    expect(neverSet).not.toHaveProperty("description");
  });

  it("drops a cleared field the server cannot clear (purchase price)", () => {
    const initial = productFormFromProduct(stored);
    const sent = asObject(productEntries({ ...initial, purchase_price: "" }, { language: "es", initial }));
    expect(sent).not.toHaveProperty("purchase_price");
  });

  it("builds a FormData with the same parts", () => {
    const data = productFormData(filled(), { language: "es" });
    expect(data.get("name")).toBe("Croquetas");
    expect(data.get("price")).toBe("8.5");
  });
});

describe("productFieldErrors", () => {
  it("accepts a product with a name and a category", () => {
    expect(productFieldErrors(filled())).toEqual({});
  });

  it("asks for the name and the category", () => {
    expect(productFieldErrors(filled({ name: "", category: null }))).toEqual({
      name: "menu.products.errors.required",
      category: "menu.products.errors.required",
    });
  });

  it("refuses a negative price and more than 2 decimals", () => {
    expect(productFieldErrors(filled({ price: "-1" })).price).toBe("globals.onlyPositive");
    expect(productFieldErrors(filled({ price: "1.234" })).price).toBe("menu.products.errors.decimals");
  });

  it("refuses a recipe line without a quantity above 0", () => {
    const values = filled({ ingredients: [{ key: "a", id: "4", qty: "0", unit: "g" }] });
    expect(productFieldErrors(values).ingredients).toBe("globals.onlyGreaterThanZero");
  });

  it("refuses text outside the encoding rule", () => {
    expect(productFieldErrors(filled({ name: "Sushi 寿司" })).name).toBe("globals.notUTF8Encoded");
  });
});
