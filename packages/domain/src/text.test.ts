import { describe, expect, it } from "vitest";
import { z } from "zod";
import { textArea, textField } from "./text";
import { EMAIL_PATTERN, isAllowedAreaText, isAllowedFieldText, NOT_UTF8_ENCODED } from "./text-rules";

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

describe("EMAIL_PATTERN", () => {
  it("is zod's own e-mail rule, so the browser and the server agree", () => {
    const samples = [
      "a@b.co",
      "a-b@c-d.es",
      "a.-b@c.es",
      "-a@b.es",
      "a'b@c.es",
      "a@-b.es",
      "a@b.c",
      "a..b@c.es",
    ];
    for (const sample of samples)
      expect(EMAIL_PATTERN.test(sample), sample).toBe(z.regexes.email.test(sample));
  });

  it("accepts plain addresses and refuses broken ones", () => {
    expect(EMAIL_PATTERN.test("pepe.garcia+bar@demo.local")).toBe(true);
    expect(EMAIL_PATTERN.test("pepe@")).toBe(false);
    expect(EMAIL_PATTERN.test("pepe@demo")).toBe(false);
    expect(EMAIL_PATTERN.test(".pepe@demo.local")).toBe(false);
  });
});
