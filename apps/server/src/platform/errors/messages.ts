/**
 * Server-side messages: Spanish first (the product's default), English and Chinese.
 * Keys are the error codes and the validation message keys of packages/domain.
 * `{name}` placeholders are filled from the error's params.
 */
import { ch } from "./messages-ch";
import { en } from "./messages-en";
import { es } from "./messages-es";

export const LANGUAGES = ["es", "en", "ch"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Catalogue = Record<string, string>;

/** Exported so the tests can compare the catalogues key by key. */
export const catalogues: Readonly<Record<Language, Catalogue>> = { es, en, ch };

/** A language that documents drawn with Latin-only glyphs can show. */
export type DocumentLanguage = Exclude<Language, "ch">;

/**
 * Printers take a single-byte code page and the PDFs use pdfkit's built-in Helvetica, both
 * with Latin letters only (and an order line's stored name is printed on both), so Chinese readers get those documents in English, which they
 * are likelier to read than Spanish.
 */
export function documentLanguage(language: Language): DocumentLanguage {
  return language === "ch" ? "en" : language;
}

/** A catalogue's own entry: a key such as `constructor` must not reach Object.prototype. */
function own(catalogue: Catalogue, key: string): string | undefined {
  return Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
}

export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  // Chinese readers are likelier to know English than Spanish.
  const fallback = language === "ch" ? own(catalogues.en, key) : undefined;
  const template = own(catalogues[language], key) ?? fallback ?? own(catalogues.es, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/**
 * Picks es, en or ch (any zh tag) from an Accept-Language header, first listed first;
 * anything else falls back to es.
 */
export function languageFrom(header: string | undefined): Language {
  if (!header) return "es";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === "es" || tag === "en") return tag;
    if (tag === "zh") return "ch";
  }
  return "es";
}
