import { IconWheat } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { allergenGlyph, allergenName } from "./allergens";

const gluten = { id: 1, name: "Gluten", name_en: "Gluten", name_ch: "麸质" };
const mustard = { id: 10, name: "Mostaza", name_en: "Mustard", name_ch: "芥末" };
const own = { id: 15, name: "kiwi", name_en: null, name_ch: null };

describe("allergens", () => {
  it("names an allergen in the screen's language, in Spanish when untranslated", () => {
    expect(allergenName(mustard, "en")).toBe("Mustard");
    expect(allergenName(mustard, "ch")).toBe("芥末");
    expect(allergenName(mustard, "es")).toBe("Mostaza");
    expect(allergenName(own, "en")).toBe("kiwi");
  });

  it("draws an EU allergen's pictogram whatever the language", () => {
    expect(allergenGlyph(gluten, "ch")).toEqual({ icon: IconWheat });
  });

  it("draws the first two letters of the name when there is no pictogram", () => {
    expect(allergenGlyph(mustard, "es")).toEqual({ letters: "Mo" });
    expect(allergenGlyph(mustard, "ch")).toEqual({ letters: "芥末" });
    expect(allergenGlyph(own, "es")).toEqual({ letters: "Ki" });
    expect(allergenGlyph({ ...gluten, name: "Gluten (trigo)" }, "en")).toEqual({ letters: "Gl" });
  });
});
