import { dateTexts } from "./dates";
import type { Widen } from "./define-texts";
import { globalTexts } from "./globals";
import { keyboardTexts } from "./keyboard";
import { listTexts } from "./list";
import { loginTexts } from "./login";
import { navigationTexts } from "./navigation";
import { realtimeTexts } from "./realtime";
import { sectionsTexts } from "./sections";
import { staticTexts } from "./static-pages";
/** Spanish: the default language and the fallback. Every visible string of the app is a key here. */
export const es = {
  app: { name: "Comanda" },
  common: { close: "Cerrar" },
  layout: { logout: "Cerrar sesión", language: "Idioma", user: "Usuario" },
  requests: { empty: "Todavía no hay mesas con comandas." },
  errors: {
    server: "Error en el servidor, pruebe mas tarde",
    network: "No se puede conectar con el servidor. Comprueba la red y vuelve a intentarlo.",
    retry: "Reintentar",
  },
  static: staticTexts.es,
  login: loginTexts.es,
  realtime: realtimeTexts.es,
  globals: globalTexts.es,
  keyboard: keyboardTexts.es,
  dates: dateTexts.es,
  navigation: navigationTexts.es,
  sections: sectionsTexts.es,
  list: listTexts.es,
  languages: { es: "Español", en: "English", ch: "中文" },
} as const;

export type Catalogue = Widen<typeof es>;
