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
  static: {
    home: "返回首页",
    retry: "重试",
    notBought: {
      title: "模块未购买",
      text: "此模块尚未购买。如需开通，请联系 <mail>{{email}}</mail>。",
    },
    insufficientPermissions: {
      title: "权限不足",
      text: "您没有足够的权限查看此页面。请向管理员申请访问权限。",
    },
    langNotSupported: {
      title: "不支持该语言",
      text: "错误 406：所请求的语言不可用。",
      action: "以西班牙语继续",
    },
    notFound: { title: "页面未找到", text: "错误 404：您要查找的页面不存在。" },
    subdomainNotFound: {
      title: "未找到子域名",
      text: "此地址下没有任何门店。请检查浏览器中的地址。",
    },
    localDisabled: { title: "门店已停用", text: "门店已停用，请联系技术支持" },
    maintenance: { title: "系统维护", text: "系统维护中，可能需要几分钟" },
  },
  languages: { es: "Español", en: "English", ch: "中文" },
};
