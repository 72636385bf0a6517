import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { ch } from "../locales/ch";
import { en } from "../locales/en";
import { es } from "../locales/es";

export const APP_LANGUAGES = ["es", "en", "ch"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
const STORAGE_KEY = "comanda.language";

function isAppLanguage(value: string | null | undefined): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value ?? "");
}

/** The remembered choice, else the browser's language (zh counts as ch), else Spanish. */
export function initialLanguage(): AppLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isAppLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  if (browser === "zh") return "ch";
  return isAppLanguage(browser) ? browser : "es";
}

export function changeLanguage(language: AppLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === "ch" ? "zh" : language;
  return i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en }, ch: { translation: ch } },
  lng: initialLanguage(),
  fallbackLng: "es",
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language === "ch" ? "zh" : i18n.language;

export { i18n };
