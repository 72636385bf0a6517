import type { Widen } from "./define-texts";
import { loginTexts } from "./login";
import { staticTexts } from "./static-pages";
/** Spanish: the default language and the fallback. Every visible string of the app is a key here. */
export const es = {
  app: { name: "Comanda" },
  common: { close: "Cerrar" },
  layout: { logout: "Cerrar sesión", language: "Idioma", user: "Usuario" },
  requests: { tablesTitle: "Mesas", empty: "Todavía no hay mesas con comandas." },
  errors: {
    server: "Error en el servidor, pruebe mas tarde",
    network: "No se puede conectar con el servidor. Comprueba la red y vuelve a intentarlo.",
  },
  static: staticTexts.es,
  login: loginTexts.es,
  languages: { es: "Español", en: "English", ch: "中文" },
} as const;

export type Catalogue = Widen<typeof es>;
