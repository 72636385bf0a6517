import { describe, expect, it } from "vitest";
import { isAllowedAreaText, isAllowedFieldText, NOT_UTF8_ENCODED, textArea, textField } from "./text";

describe("text-encoding rule", () => {
  it.each([
    "Paella valenciana",
    "Crème brûlée",
    "Año nuevo",
    "¿Qué tal? ¡Bien!",
    "Menú 12,50 €",
    "Œuf",
    "Çà",
  ])("accepts %s", (value) => {
    expect(isAllowedFieldText(value)).toBe(true);
    expect(isAllowedAreaText(value)).toBe(true);
  });

  it.each(["🍕 pizza", "宫保鸡丁", "Привет", "zero\u200bwidth", "bell\u0007"])("rejects %s", (value) => {
    expect(isAllowedFieldText(value)).toBe(false);
    expect(isAllowedAreaText(value)).toBe(false);
  });

  it("allows the field-only symbols in single-line fields only", () => {
    expect(isAllowedFieldText("Calle Mayor 3º 2ª")).toBe(true);
    expect(isAllowedAreaText("Calle Mayor 3º 2ª")).toBe(false);
  });

  it("keeps line breaks in text areas", () => {
    expect(textArea().parse("línea 1\nlínea 2")).toBe("línea 1\nlínea 2");
  });

  it("reports the spec's message key", () => {
    const result = textField().safeParse("🍺");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NOT_UTF8_ENCODED);
  });

  it("trims and limits single-line fields", () => {
    expect(textField(5).parse("  hola ")).toBe("hola");
    expect(textField(5).safeParse("demasiado").success).toBe(false);
  });
});
