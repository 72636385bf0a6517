import type { AppLanguage } from "@comanda/domain";
import { appLanguageOf, languageRequestOf } from "../../lib/preferences";
import { type CartaKey, type CartaTexts, cartaEs } from "../../locales/es/carta";

/** The guest's choice, kept apart from the staff app's so a shared tablet keeps both. */
const STORAGE_KEY = "comanda.carta.language";

/** Spanish ships with the page; English and Chinese load when chosen. */
const LOADERS: Record<AppLanguage, () => Promise<CartaTexts>> = {
  es: () => Promise.resolve(cartaEs),
  en: () => import("../../locales/en/carta").then((module) => module.cartaEn),
  ch: () => import("../../locales/ch/carta").then((module) => module.cartaCh),
};

export function loadTexts(language: AppLanguage): Promise<CartaTexts> {
  return LOADERS[language]();
}

/** `?lang=` from the QR or a link, else the guest's last choice, else the browser's, else Spanish. */
export function initialLanguage(
  search: string,
  stored: string | null,
  browser: readonly string[],
): AppLanguage {
  const asked = languageRequestOf(search);
  if (asked.kind === "supported") return asked.language;
  const remembered = stored ? appLanguageOf(stored) : undefined;
  if (remembered) return remembered;
  for (const tag of browser) {
    const language = appLanguageOf(tag);
    if (language) return language;
  }
  return "es";
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(language: AppLanguage) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

export type Translate = (key: CartaKey, values?: Record<string, string | number>) => string;

/** A text with its {{placeholders}} filled in. */
export function translator(texts: CartaTexts): Translate {
  return (key, values = {}) =>
    texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
