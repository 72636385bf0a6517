import type { Catalogue } from "./es";

export const ch: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "关闭" },
  login: {
    title: "登录",
    email: "电子邮箱",
    password: "密码",
    tpv: "收银台",
    submit: "登录",
    forgot: "忘记密码？",
    emailRequired: "请输入电子邮箱",
    emailInvalid: "请输入有效的电子邮箱",
    passwordRequired: "请输入密码",
    passwordShort: "密码长度必须超过 2 个字符",
    tpvRequired: "请选择收银台",
    mustLogin: "请先登录",
  },
  layout: { logout: "退出登录", language: "语言", user: "用户" },
  requests: { tablesTitle: "餐桌", empty: "目前还没有餐桌下单。" },
  errors: {
    server: "服务器错误，请稍后再试",
    network: "无法连接服务器。请检查网络后重试。",
  },
  languages: { es: "Español", en: "English", ch: "中文" },
};
