import type { Catalogue } from "./es";
import { loginTexts } from "./login";
import { staticTexts } from "./static-pages";

export const en: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "Close" },
  layout: { logout: "Log out", language: "Language", user: "User" },
  requests: { tablesTitle: "Tables", empty: "No table has an order yet." },
  errors: {
    server: "Server error, please try again later",
    network: "The server cannot be reached. Check the network and try again.",
  },
  static: staticTexts.en,
  login: loginTexts.en,
  languages: { es: "Español", en: "English", ch: "中文" },
};
