import type { Catalogue } from "../es";
import { globalTexts } from "./globals";
import { keyboardTexts } from "./keyboard";
import { listTexts } from "./list";
import { loginTexts } from "./login";
import { staticTexts } from "./static-pages";

export const start: Pick<
  Catalogue,
  "app" | "common" | "errors" | "static" | "login" | "globals" | "keyboard" | "list" | "languages"
> = {
  app: { name: "Comanda" },
  common: { close: "Close" },
  errors: {
    server: "Server error, please try again later",
    network: "The server cannot be reached. Check the network and try again.",
    retry: "Retry",
    chunkTitle: "This screen could not be loaded",
    chunkText: "The network may have dropped, or there is a new version. Reload to go on.",
    reload: "Reload",
  },
  static: staticTexts,
  login: loginTexts,
  globals: globalTexts,
  keyboard: keyboardTexts,
  list: listTexts,
  languages: { es: "Español", en: "English", ch: "中文" },
};
