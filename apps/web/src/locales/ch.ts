import type { Catalogue } from "./es";
import { loginTexts } from "./login";
import { staticTexts } from "./static-pages";

export const ch: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "关闭" },
  layout: { logout: "退出登录", language: "语言", user: "用户" },
  requests: { tablesTitle: "餐桌", empty: "目前还没有餐桌下单。" },
  errors: {
    server: "服务器错误，请稍后再试",
    network: "无法连接服务器。请检查网络后重试。",
  },
  static: staticTexts.ch,
  login: loginTexts.ch,
  languages: { es: "Español", en: "English", ch: "中文" },
};
