import { describe, expect, it } from "vitest";
import { ch } from "./ch";
import { en } from "./en";
import { es } from "./es";

/** Every leaf of a catalogue as "path.to.key" → text. */
function leaves(tree: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") {
      for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
    } else out.set(path, value);
  }
  return out;
}

const spanish = leaves(es);

describe.each([
  ["en", en],
  ["ch", ch],
])("the %s catalogue", (_language, catalogue) => {
  const translated = leaves(catalogue);

  it("has every key of the Spanish one and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it("has a non-empty text for every key", () => {
    for (const [key, text] of translated)
      expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
  });

  it("keeps every {{placeholder}} of the Spanish text", () => {
    for (const [key, text] of spanish) {
      const names = String(text).match(/\{\{\w+\}\}/g) ?? [];
      for (const name of names) expect(String(translated.get(key)), key).toContain(name);
    }
  });
});

describe("the Chinese catalogue", () => {
  it("is a real translation: most texts are written in Chinese characters", () => {
    const texts = [...leaves(ch).values()].map(String);
    const chinese = texts.filter((text) => /[\u4e00-\u9fff]/u.test(text));
    expect(chinese.length / texts.length).toBeGreaterThan(0.8);
  });
});
