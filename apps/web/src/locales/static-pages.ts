import { defineTexts } from "./define-texts";

export const staticTexts = defineTexts({
  es: {
    home: "Volver al inicio",
    retry: "Reintentar",
    notBought: {
      title: "Módulo no contratado",
      text: "Este módulo no está contratado. Para contratarlo, contacte con <mail>{{email}}</mail>.",
    },
    insufficientPermissions: {
      title: "Permisos insuficientes",
      text: "No tiene permisos suficientes para ver esta página. Pida acceso a un administrador.",
    },
    langNotSupported: {
      title: "Idioma no soportado",
      text: "Error 406: el idioma solicitado no está disponible.",
      action: "Continuar en español",
    },
    notFound: { title: "Página no encontrada", text: "Error 404: la página que busca no existe." },
    subdomainNotFound: {
      title: "Subdominio no encontrado",
      text: "No existe ningún local en esta dirección. Compruebe la dirección del navegador.",
    },
    localDisabled: { title: "Local deshabilitado", text: "Local deshabilitado, contacte con soporte" },
    maintenance: { title: "Mantenimiento", text: "Sistema en mantenimiento, puede tardar unos minutos" },
  },
  en: {
    home: "Back to the start",
    retry: "Try again",
    notBought: {
      title: "Module not contracted",
      text: "This module is not contracted. To contract it, contact <mail>{{email}}</mail>.",
    },
    insufficientPermissions: {
      title: "Insufficient permissions",
      text: "You do not have enough permissions to see this page. Ask an administrator for access.",
    },
    langNotSupported: {
      title: "Language not supported",
      text: "Error 406: the requested language is not available.",
      action: "Continue in Spanish",
    },
    notFound: { title: "Page not found", text: "Error 404: the page you are looking for does not exist." },
    subdomainNotFound: {
      title: "Subdomain not found",
      text: "There is no venue at this address. Check the address in the browser.",
    },
    localDisabled: { title: "Venue disabled", text: "Venue disabled, contact support" },
    maintenance: { title: "Maintenance", text: "System under maintenance, it may take a few minutes" },
  },
  ch: {
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
});
