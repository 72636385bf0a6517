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

export const ch: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "关闭" },
  layout: { logout: "退出登录", language: "语言", user: "用户" },
  requests: { empty: "目前还没有餐桌下单。" },
  errors: {
    server: "服务器错误，请稍后再试",
    network: "无法连接服务器。请检查网络后重试。",
    retry: "重试",
  },
  static: staticTexts.ch,
  login: loginTexts.ch,
  realtime: realtimeTexts.ch,
  globals: globalTexts.ch,
  keyboard: keyboardTexts.ch,
  dates: dateTexts.ch,
  navigation: navigationTexts.ch,
  sections: sectionsTexts.ch,
  list: listTexts.ch,
  languages: { es: "Español", en: "English", ch: "中文" },
};
