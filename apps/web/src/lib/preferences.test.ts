import { describe, expect, it } from "vitest";
import { appLanguageOf, languageRequestOf, timeZoneOrDefault } from "./preferences";

describe("appLanguageOf", () => {
  it.each([
    ["es", "es"],
    ["EN-us", "en"],
    ["zh-CN", "ch"],
    ["zh_TW", "ch"],
    ["ch", "ch"],
    ["fr", undefined],
    ["", undefined],
  ])("%s → %s", (tag, language) => {
    expect(appLanguageOf(tag)).toBe(language);
  });
});

describe("languageRequestOf", () => {
  it("asks for nothing without a lang parameter or with an empty one", () => {
    expect(languageRequestOf("")).toEqual({ kind: "none" });
    expect(languageRequestOf("?e=x&lang=")).toEqual({ kind: "none" });
  });

  it("reads a supported language", () => {
    expect(languageRequestOf("?lang=en")).toEqual({ kind: "supported", language: "en" });
    expect(languageRequestOf("?x=1&lang=zh")).toEqual({ kind: "supported", language: "ch" });
  });

  it("says which unsupported language was asked for", () => {
    expect(languageRequestOf("?lang=fr")).toEqual({ kind: "unsupported", asked: "fr" });
  });
});

describe("timeZoneOrDefault", () => {
  it("keeps a stored time zone the browser knows", () => {
    expect(timeZoneOrDefault("America/Santo_Domingo")).toBe("America/Santo_Domingo");
  });

  it.each([null, "", "Mars/Olympus"])("falls back to Europe/Madrid for %j", (stored) => {
    expect(timeZoneOrDefault(stored)).toBe("Europe/Madrid");
  });
});
