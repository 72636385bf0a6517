import type { Catalogue } from "../es";

export const navigationTexts: Catalogue["navigation"] = {
  menu: "Menu",
  openMenu: "Open the menu",
  closeMenu: "Close the menu",
  mainMenu: "Main menu",
  breadcrumbs: "Breadcrumbs",
  backToTables: "Back to the tables",
  requestsViews: "Order views",
  loadingAccess: "Checking access…",
  groups: {
    requests: "Floor",
    card: "Menu card",
    distribution: "Layout",
    loyalty: "Loyalty",
    users: "Staff",
    printers: "Printing and till",
    bookings: "Bookings",
    reports: "Reports",
    settings: "Settings",
    stock: "Stock",
  },
};
