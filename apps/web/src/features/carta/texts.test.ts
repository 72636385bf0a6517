import { describe, expect, it } from "vitest";
import { cartaCh } from "../../locales/ch/carta";
import { cartaEn } from "../../locales/en/carta";
import { cartaEs } from "../../locales/es/carta";
import { initialLanguage, translator } from "./texts";

describe("the menu's texts", () => {
  it.each([
    ["en", cartaEn],
    ["ch", cartaCh],
  ])("%s keeps every key and {{placeholder}} of the Spanish", (_language, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(cartaEs).sort());
    for (const [key, spanish] of Object.entries(cartaEs)) {
      const translated = texts[key as keyof typeof cartaEs];
      expect(translated.trim(), key).not.toBe("");
      for (const name of spanish.match(/\{\{\w+\}\}/g) ?? []) expect(translated, key).toContain(name);
    }
  });

  it("are written in Chinese characters in Chinese", () => {
    const chinese = Object.values(cartaCh).filter((text) => /[\u4e00-\u9fff]/u.test(text));
    expect(chinese.length / Object.keys(cartaCh).length).toBeGreaterThan(0.9);
  });

  it("fill their placeholders", () => {
    expect(translator(cartaEs)("table", { name: "S3" })).toBe("Mesa S3");
  });

  it("follow ?lang=, then the guest's choice, then the browser, then Spanish", () => {
    expect(initialLanguage("?lang=en", "ch", ["es-ES"])).toBe("en");
    expect(initialLanguage("?mesa=x", "ch", ["en-GB"])).toBe("ch");
    expect(initialLanguage("", null, ["fr-FR", "zh-CN"])).toBe("ch");
    expect(initialLanguage("", null, ["fr-FR"])).toBe("es");
  });
});
