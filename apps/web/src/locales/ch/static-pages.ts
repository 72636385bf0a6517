import type { Catalogue } from "../es";

export const staticTexts: Catalogue["static"] = {
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
};
