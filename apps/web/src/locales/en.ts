import { dateTexts } from "./dates";
import type { Catalogue } from "./es";
import { globalTexts } from "./globals";
import { keyboardTexts } from "./keyboard";
import { listTexts } from "./list";
import { loginTexts } from "./login";
import { navigationTexts } from "./navigation";
import { realtimeTexts } from "./realtime";
import { sectionsTexts } from "./sections";
import { staticTexts } from "./static-pages";

export const en: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "Close" },
  layout: { logout: "Log out", language: "Language", user: "User" },
  requests: { empty: "No table has an order yet." },
  errors: {
    server: "Server error, please try again later",
    network: "The server cannot be reached. Check the network and try again.",
    retry: "Retry",
  },
  static: staticTexts.en,
  login: loginTexts.en,
  realtime: realtimeTexts.en,
  globals: globalTexts.en,
  keyboard: keyboardTexts.en,
  dates: dateTexts.en,
  navigation: navigationTexts.en,
  sections: sectionsTexts.en,
  list: listTexts.en,
  languages: { es: "Español", en: "English", ch: "中文" },
};
