import type { Catalogue } from "../es";

export const navigationTexts: Catalogue["navigation"] = {
  menu: "菜单",
  openMenu: "打开菜单",
  closeMenu: "关闭菜单",
  mainMenu: "主菜单",
  breadcrumbs: "导航路径",
  backToTables: "返回餐桌",
  requestsViews: "订单视图",
  loadingAccess: "正在检查访问权限…",
  groups: {
    requests: "大厅",
    card: "菜单管理",
    distribution: "布局",
    loyalty: "会员忠诚度",
    users: "员工",
    printers: "打印与收银",
    bookings: "预订",
    reports: "报表",
    settings: "设置",
    stock: "库存",
  },
};
