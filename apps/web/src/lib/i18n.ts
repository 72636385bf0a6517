import { APP_LANGUAGES, type AppLanguage } from "@comanda/domain";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { TextGroup } from "../locales/es";
import { start as spanishStart } from "../locales/es/start";
import { appLanguageOf, isAppLanguage, languageRequestOf, timeZoneOrDefault } from "./preferences";

export { APP_LANGUAGES, type AppLanguage };

const STORAGE_KEY = "comanda.language";
const TIME_ZONE_KEY = "comanda.timezone";

/** The remembered choice, else the browser's language (zh counts as ch), else Spanish. */
export function initialLanguage(): AppLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isAppLanguage(stored)) return stored;
  return appLanguageOf(navigator.language) ?? "es";
}

function setDocumentLanguage(language: string) {
  document.documentElement.lang = language === "ch" ? "zh" : language;
}

/**
 * The texts load in parts: only the Spanish of the login and static pages ships with the first
 * screen; each language's other part loads with the signed-in screens, and other languages when
 * chosen. Spanish is always loaded too, being the fallback.
 */
const TEXTS: Record<AppLanguage, Record<TextGroup, () => Promise<object>>> = {
  es: {
    start: () => Promise.resolve(spanishStart),
    screens: () => import("../locales/es/screens").then((module) => module.screens),
  },
  en: {
    start: () => import("../locales/en/start").then((module) => module.start),
    screens: () => import("../locales/en/screens").then((module) => module.screens),
  },
  ch: {
    start: () => import("../locales/ch/start").then((module) => module.start),
    screens: () => import("../locales/ch/screens").then((module) => module.screens),
  },
};

const loaded = new Set<string>(["es:start"]);
let screensWanted = false;

async function loadTexts(language: AppLanguage, group: TextGroup) {
  const key = `${language}:${group}`;
  if (loaded.has(key)) return;
  // Deep merge: both parts fill the one "translation" namespace, each with its own top-level keys.
  i18n.addResourceBundle(language, "translation", await TEXTS[language][group](), true, true);
  loaded.add(key);
}

async function loadLanguage(language: AppLanguage) {
  const groups: TextGroup[] = screensWanted ? ["start", "screens"] : ["start"];
  const languages: AppLanguage[] = language === "es" ? ["es"] : [language, "es"];
  await Promise.all(languages.flatMap((lang) => groups.map((group) => loadTexts(lang, group))));
}

/** Before the signed-in screens render: their texts, in the current language and in Spanish. */
export async function loadScreenTexts() {
  screensWanted = true;
  await loadLanguage(isAppLanguage(i18n.language) ? i18n.language : "es");
}

export async function changeLanguage(language: AppLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  await loadLanguage(language);
  setDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Applies `?lang=xx` before the app renders: a supported language is remembered (so
 * `startLanguage` switches to it); any other sends the user to the 406 page, whose way out is Spanish.
 * The parameter is taken off the address so a reload or a bookmark does not repeat it.
 */
export function applyLanguageFromUrl() {
  const request = languageRequestOf(window.location.search);
  if (request.kind === "none") return;
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  if (request.kind === "supported") {
    localStorage.setItem(STORAGE_KEY, request.language);
    window.history.replaceState(window.history.state, "", url);
    return;
  }
  window.history.replaceState(null, "", "/lang-not-supported");
}

/** The time zone dates are shown in: the one stored on this terminal, else Europe/Madrid (spec §9). */
export function appTimeZone(): string {
  return timeZoneOrDefault(localStorage.getItem(TIME_ZONE_KEY));
}

/** Remembers the local's time zone (its global settings) as this terminal's, for `appTimeZone`. */
export function storeAppTimeZone(timeZone: string) {
  localStorage.setItem(TIME_ZONE_KEY, timeZone);
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: spanishStart } },
  lng: "es",
  fallbackLng: "es",
  interpolation: { escapeValue: false },
});
setDocumentLanguage("es");

/** Before the first render: the terminal's language, its texts loaded, so no screen flashes Spanish first. */
export function startLanguage(): Promise<void> {
  return changeLanguage(initialLanguage());
}

export { i18n };
