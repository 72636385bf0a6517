import { describe, expect, it } from "vitest";
import { bodyWithImage, formValue } from "./form-body";

describe("formValue", () => {
  it("keeps text as typed and writes every other value as JSON", () => {
    expect(formValue("12")).toBe("12");
    expect(formValue(12)).toBe("12");
    expect(formValue(true)).toBe("true");
    expect(formValue([{ zone: 1, price: 2.5 }])).toBe('[{"zone":1,"price":2.5}]');
  });
});

describe("bodyWithImage", () => {
  const payload = { name: "Tomate", price: 1.2, is_active: true, sku: undefined };

  it("sends JSON without the image when it did not change", () => {
    expect(bodyWithImage(payload, { file: null, isCleared: false })).toEqual(payload);
  });

  it("sends an empty image when the stored one was removed", () => {
    expect(bodyWithImage(payload, { file: null, isCleared: true })).toEqual({ ...payload, image: "" });
  });

  it("sends form data with the file, numbers and flags as JSON text, and leaves out what is undefined", () => {
    const file = new File(["png"], "tomate.png", { type: "image/png" });
    const body = bodyWithImage(payload, { file, isCleared: false });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get("name")).toBe("Tomate");
    expect(form.get("price")).toBe("1.2");
    expect(form.get("is_active")).toBe("true");
    expect(form.has("sku")).toBe(false);
    expect((form.get("image") as File).name).toBe("tomate.png");
  });
});
