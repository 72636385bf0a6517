import { globalTexts } from "./globals";
import { keyboardTexts } from "./keyboard";
import { listTexts } from "./list";
import { loginTexts } from "./login";
import { staticTexts } from "./static-pages";

/** The texts of the screens used without a session (login, static pages) and of the states every screen shows; loaded first. */
export const start = {
  app: { name: "Comanda" },
  common: { close: "Cerrar" },
  errors: {
    server: "Error en el servidor, pruebe mas tarde",
    network: "No se puede conectar con el servidor. Comprueba la red y vuelve a intentarlo.",
    retry: "Reintentar",
    chunkTitle: "No se ha podido cargar la pantalla",
    chunkText: "Puede que la red se haya cortado o que haya una versión nueva. Recarga para seguir.",
    reload: "Recargar",
  },
  static: staticTexts,
  login: loginTexts,
  globals: globalTexts,
  keyboard: keyboardTexts,
  list: listTexts,
  languages: { es: "Español", en: "English", ch: "中文" },
};
