import type { Catalogue } from "../es";

export const realtimeTexts: Catalogue["realtime"] = {
  maintenanceAlert: "维护通知",
  closeAlert: "关闭通知",
  reloadTitle: "需要重新加载应用",
  reloadText: "已发布更新，需要重新加载此页面。",
  reload: "重新加载",
  fiscalOff: "税务服务已关闭：{{message}}",
  fiscalOffNoReason: "税务服务因错误已关闭",
  fiscalOn: "VERI*FACTU 税务开票已开启",
  offlineQueued: "网络已断开。网络恢复后将自动发送。",
  /** A guest called from the table's QR (issue 34). */
  callWaiter: {
    waiter: "{{table}} 号桌呼叫服务员",
    bill: "{{table}} 号桌要求结账",
  },
  unrouted: {
    lines: "{{zone}} 的 {{category}} 没有打印机",
    ticket: "{{zone}} 没有小票打印机",
    noCategory: "无分类的菜品",
    noZone: "无区域",
    notice: "{{gaps}}：已在 {{printer}} 打印。请检查打印机设置。",
  },
};
