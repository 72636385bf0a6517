import type { Catalogue } from "../es";

export const realtimeTexts: Catalogue["realtime"] = {
  maintenanceAlert: "维护通知",
  closeAlert: "关闭通知",
  reloadTitle: "需要重新加载应用",
  reloadText: "已发布更新，需要重新加载此页面。",
  reload: "重新加载",
  fiscalOff: "税务服务已关闭：{{message}}",
  fiscalOffNoReason: "税务服务因错误已关闭",
};
