/** The menu, the layouts' controls and the breadcrumbs. */
export const navigationTexts = {
  menu: "Menú",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  mainMenu: "Menú principal",
  breadcrumbs: "Ruta de navegación",
  backToTables: "Volver a las mesas",
  requestsViews: "Vistas de comandas",
  loadingAccess: "Comprobando el acceso…",
  groups: {
    requests: "Sala",
    card: "Carta",
    distribution: "Distribución",
    loyalty: "Fidelización",
    users: "Personal",
    printers: "Impresión y caja",
    bookings: "Reservas",
    reports: "Informes",
    settings: "Configuración",
    stock: "Stock",
  },
};
