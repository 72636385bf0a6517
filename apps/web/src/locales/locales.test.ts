import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/** Every `.ts`/`.tsx` file of the web's source outside the catalogues. */
function sourceFiles(): string[] {
  const root = fileURLToPath(new URL("..", import.meta.url));
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("locales"))
    .map((file) => join(root, file));
}

describe("the code's literal keys", () => {
  it("all exist in the Spanish catalogue, so no screen shows a bare key", () => {
    const missing: string[] = [];
    for (const file of sourceFiles()) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([A-Za-z0-9_.]+)"/g)) {
        const key = match[1] ?? "";
        // A counted text is written as its plural forms (`key_one`, `key_other`), as i18next reads them.
        const isPlural = spanish.has(`${key}_other`);
        if (
          !spanish.has(key) &&
          !isPlural &&
          ![...spanish.keys()].some((leaf) => leaf.startsWith(`${key}.`))
        ) {
          missing.push(`${file}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
