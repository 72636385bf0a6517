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
  common: { close: "关闭" },
  errors: {
    server: "服务器错误，请稍后再试",
    network: "无法连接服务器。请检查网络后重试。",
    retry: "重试",
    chunkTitle: "无法加载此页面",
    chunkText: "可能是网络中断，或有新版本。请重新加载以继续。",
    reload: "重新加载",
  },
  static: staticTexts,
  login: loginTexts,
  globals: globalTexts,
  keyboard: keyboardTexts,
  list: listTexts,
  languages: { es: "Español", en: "English", ch: "中文" },
};
