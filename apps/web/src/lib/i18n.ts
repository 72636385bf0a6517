import { APP_LANGUAGES, type AppLanguage } from "@comanda/domain";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { ch } from "../locales/ch";
import { en } from "../locales/en";
import { es } from "../locales/es";
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

export function changeLanguage(language: AppLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  setDocumentLanguage(language);
  return i18n.changeLanguage(language);
}

/**
 * Applies `?lang=xx` before the app renders: a supported language is switched to and
 * remembered; any other sends the user to the 406 page, whose way out is Spanish.
 * The parameter is taken off the address so a reload or a bookmark does not repeat it.
 */
export function applyLanguageFromUrl() {
  const request = languageRequestOf(window.location.search);
  if (request.kind === "none") return;
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  if (request.kind === "supported") {
    void changeLanguage(request.language);
    window.history.replaceState(window.history.state, "", url);
    return;
  }
  window.history.replaceState(null, "", "/lang-not-supported");
}

/** The time zone dates are shown in: the one stored on this terminal, else Europe/Madrid (spec §9). */
export function appTimeZone(): string {
  return timeZoneOrDefault(localStorage.getItem(TIME_ZONE_KEY));
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en }, ch: { translation: ch } },
  lng: initialLanguage(),
  fallbackLng: "es",
  interpolation: { escapeValue: false },
});
setDocumentLanguage(i18n.language);

export { i18n };
