import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * Money is written by one formatter (money-format.ts) in the local's currency (spec §9): a
 * symbol typed anywhere else would show euros to a local that charges in dollars. This scans
 * the code's strings, templates, JSX texts and regexes (esbuild drops the comments) of every
 * source file outside tests.
 */
const ROOT = join(import.meta.dirname, "../../../..");
const SCANNED = ["apps/web/src", "apps/server/src", "packages/domain/src"];
const FORMATTER = "packages/domain/src/money-format.ts";

/**
 * "€" or "£" anywhere; "$" only next to an amount or a placeholder, where it means money
 * (not SQL's "$1" nor a template's "${").
 */
const SYMBOL = /[€£]|\$\s?(\d+[.,]\d|\{\{)|\d\s?\$(?!\{)|[A-Z]\$(?!\{)/g;

/**
 * Symbols that are not an amount in the local's currency, each exactly where it may be:
 * - the Spanish simplified-invoice limit (RD 1619/2012 art. 4) is fixed by law in euros,
 *   whatever currency the local shows, so its message names euros;
 * - the characters a text field accepts (AEAT's allowed set) include the euro sign.
 */
const FIXED_LIMIT = ["3.000 €", "3,000 €", "3000 €"];
const ALLOWED: Record<string, readonly string[]> = {
  "apps/web/src/locales/es/fiscal.ts": FIXED_LIMIT,
  "apps/web/src/locales/en/fiscal.ts": FIXED_LIMIT,
  "apps/web/src/locales/ch/fiscal.ts": FIXED_LIMIT,
  "apps/server/src/platform/errors/messages-es.ts": FIXED_LIMIT,
  "apps/server/src/platform/errors/messages-en.ts": FIXED_LIMIT,
  "apps/server/src/platform/errors/messages-ch.ts": FIXED_LIMIT,
  "packages/domain/src/text-rules.ts": ["¡¿€"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The currency symbols a file's code writes, its comments and the allowed texts left out. */
function symbolsIn(code: string, allowed: readonly string[] = [], loader: "ts" | "tsx" = "tsx"): string[] {
  // esbuild keeps doc comments where a declaration has them; those are dropped here.
  let stripped = transformSync(code, { loader, charset: "utf8", legalComments: "none" }).code.replace(
    /\/\*[\s\S]*?\*\//g,
    "",
  );
  for (const text of allowed) stripped = stripped.replaceAll(text, "");
  return stripped.split("\n").flatMap((line) => (line.match(SYMBOL) ? [line.trim()] : []));
}

describe("currency symbols", () => {
  it("finds a symbol in a string, a template and JSX, not in a comment", () => {
    expect(symbolsIn('const a = "1,50 €"; // 2 €')).toEqual(['const a = "1,50 \u20AC";']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code scanned holds a template.
    expect(symbolsIn("const b = `${price} €`;")).toHaveLength(1);
    expect(symbolsIn("const c = <span>{total} £</span>;")).toHaveLength(1);
    expect(symbolsIn('const d = "$12.50"; const e = "RD$";')).toHaveLength(2);
    expect(symbolsIn('const i = "select lock($1)"; const j = { /** "1,50 €" */ k: 1 };')).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code scanned holds a template.
    expect(symbolsIn('/** 3 € */ const f = `${a}${b}`; const g = s.split("$");')).toEqual([]);
    expect(symbolsIn('const h = "over 3.000 € and 5 €";', FIXED_LIMIT)).toHaveLength(1);
  });

  it("is written by the money formatter only", () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== FORMATTER)
      .flatMap((path) =>
        symbolsIn(
          readFileSync(join(ROOT, path), "utf8"),
          ALLOWED[path],
          path.endsWith("x") ? "tsx" : "ts",
        ).map((line) => `${path}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
