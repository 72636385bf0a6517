import { defineTexts } from "./define-texts";

export const realtimeTexts = defineTexts({
  es: {
    maintenanceAlert: "Aviso de mantenimiento",
    closeAlert: "Cerrar aviso",
    reloadTitle: "Hay que recargar la aplicación",
    reloadText: "Se ha publicado un cambio que necesita recargar esta pantalla.",
    reload: "Recargar",
    fiscalOff: "Servicio fiscal desactivado: {{message}}",
    fiscalOffNoReason: "Servicio fiscal desactivado por un error",
  },
  en: {
    maintenanceAlert: "Maintenance notice",
    closeAlert: "Close notice",
    reloadTitle: "The app needs to be reloaded",
    reloadText: "A change has been published that needs this screen to be reloaded.",
    reload: "Reload",
    fiscalOff: "Fiscal service turned off: {{message}}",
    fiscalOffNoReason: "Fiscal service turned off after an error",
  },
  ch: {
    maintenanceAlert: "维护通知",
    closeAlert: "关闭通知",
    reloadTitle: "需要重新加载应用",
    reloadText: "已发布更新，需要重新加载此页面。",
    reload: "重新加载",
    fiscalOff: "税务服务已关闭：{{message}}",
    fiscalOffNoReason: "税务服务因错误已关闭",
  },
});
