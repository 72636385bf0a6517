import type { ComponentType, LazyExoticComponent } from "react";
import { lazyChunk } from "../lib/lazy-chunk";
import type { SectionId } from "./routes";

/** One lazily loaded chunk per section page, so a till downloads only the screens it opens. */
export const SECTION_PAGES: Record<SectionId, LazyExoticComponent<ComponentType>> = {
  tables_requests: lazyChunk(() => import("../features/requests/pages/TablesRequestsPage")),
  request_cards: lazyChunk(() => import("../features/requests/pages/RequestCardsPage")),
  delivery: lazyChunk(() => import("../features/requests/pages/DeliveryPage")),
  new_request: lazyChunk(() => import("../features/requests/pages/NewRequestPage")),
  new_bar_request: lazyChunk(() => import("../features/requests/pages/NewBarRequestPage")),
  home: lazyChunk(() => import("../features/home/pages/HomePage")),
  products: lazyChunk(() => import("../features/menu/pages/ProductsPage")),
  categories: lazyChunk(() => import("../features/menu/pages/CategoriesPage")),
  modifiers: lazyChunk(() => import("../features/menu/pages/ModifiersPage")),
  options: lazyChunk(() => import("../features/menu/pages/OptionsPage")),
  recipes: lazyChunk(() => import("../features/menu/pages/RecipesPage")),
  categories_families: lazyChunk(() => import("../features/menu/pages/FamiliesPage")),
  tables: lazyChunk(() => import("../features/floor/pages/TablesPage")),
  zones: lazyChunk(() => import("../features/floor/pages/ZonesPage")),
  distribution: lazyChunk(() => import("../features/floor/pages/DistributionPage")),
  screens: lazyChunk(() => import("../features/floor/pages/ScreensPage")),
  awards: lazyChunk(() => import("../features/loyalty/pages/AwardsPage")),
  offers: lazyChunk(() => import("../features/loyalty/pages/OffersPage")),
  clients: lazyChunk(() => import("../features/people/pages/ClientsPage")),
  employees: lazyChunk(() => import("../features/people/pages/EmployeesPage")),
  time_tracking: lazyChunk(() => import("../features/people/pages/TimeTrackingPage")),
  printers: lazyChunk(() => import("../features/printing/pages/PrintersPage")),
  print_queue: lazyChunk(() => import("../features/printing/pages/PrintQueuePage")),
  box_report: lazyChunk(() => import("../features/cash/pages/BoxReportPage")),
  cashiers: lazyChunk(() => import("../features/printing/pages/CashiersPage")),
  bookings: lazyChunk(() => import("../features/bookings/pages/BookingsPage")),
  shifts: lazyChunk(() => import("../features/bookings/pages/ShiftsPage")),
  bookings_options: lazyChunk(() => import("../features/bookings/pages/BookingsOptionsPage")),
  reports: lazyChunk(() => import("../features/reports/pages/ReportsPage")),
  invoices: lazyChunk(() => import("../features/fiscal/pages/InvoicesPage")),
  settings: lazyChunk(() => import("../features/settings/pages/SettingsPage")),
  stock: lazyChunk(() => import("../features/stock/pages/StockPage")),
};
