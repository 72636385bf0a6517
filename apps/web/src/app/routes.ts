import type { LockModule, Module, PermissionMap } from "@comanda/domain";

/** The four layouts of spec §2: "none" is used by login and the static pages, outside this table. */
export type LayoutName = "default" | "request-tables" | "requests";

/**
 * Menu groups: the spec's six plus reports, settings and stock as single entries; "requests"
 * holds the POS screens so the menu can always lead back to the tables.
 */
export const MENU_GROUPS = [
  "requests",
  "card",
  "distribution",
  "loyalty",
  "users",
  "printers",
  "bookings",
  "reports",
  "settings",
  "stock",
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const SECTION_IDS = [
  "tables_requests",
  "request_cards",
  "delivery",
  "new_request",
  "new_bar_request",
  "home",
  "products",
  "categories",
  "modifiers",
  "options",
  "recipes",
  "categories_families",
  "tables",
  "zones",
  "distribution",
  "screens",
  "awards",
  "offers",
  "clients",
  "employees",
  "time_tracking",
  "printers",
  "print_queue",
  "box_report",
  "cashiers",
  "bookings",
  "shifts",
  "bookings_options",
  "reports",
  "invoices",
  "settings",
  "stock",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface SectionRoute {
  id: SectionId;
  path: string;
  /** The route is usable when at least one of these is contracted and viewable; empty: any session. */
  modules: readonly Module[];
  lockModule?: LockModule;
  layout: LayoutName;
  /** Absent: reachable by URL but not listed in the menu. */
  group?: MenuGroup;
  /** Listed even when the module is missing (spec §6: reports, cashiers, modifiers). */
  alwaysInMenu?: boolean;
}

/** Every guarded route of spec §2, in menu order. */
export const SECTION_ROUTES: readonly SectionRoute[] = [
  {
    id: "tables_requests",
    path: "/requests/tables_requests/",
    modules: ["requests_tables"],
    layout: "request-tables",
    group: "requests",
  },
  {
    id: "request_cards",
    path: "/requests/request_cards",
    modules: ["orders"],
    layout: "requests",
    group: "requests",
  },
  { id: "delivery", path: "/requests/delivery", modules: ["orders"], layout: "requests", group: "requests" },
  { id: "new_request", path: "/requests/new", modules: ["orders"], layout: "requests", group: "requests" },
  {
    id: "new_bar_request",
    path: "/requests/new-bar-request",
    modules: ["orders"],
    layout: "requests",
    group: "requests",
  },
  { id: "home", path: "/home", modules: [], layout: "default" },
  { id: "products", path: "/products/list", modules: ["products"], layout: "default", group: "card" },
  { id: "categories", path: "/categories/list", modules: ["categories"], layout: "default", group: "card" },
  {
    id: "modifiers",
    path: "/modifiers/list",
    modules: ["products"],
    layout: "default",
    group: "card",
    alwaysInMenu: true,
  },
  { id: "options", path: "/options/list", modules: ["products"], layout: "default", group: "card" },
  { id: "recipes", path: "/recipes/list", modules: ["products"], layout: "default", group: "card" },
  {
    id: "categories_families",
    path: "/categories_families/list",
    modules: ["families"],
    layout: "default",
    group: "card",
  },
  { id: "tables", path: "/tables/list", modules: ["tables"], layout: "default", group: "distribution" },
  { id: "zones", path: "/zones/list", modules: ["zones"], layout: "default", group: "distribution" },
  {
    id: "distribution",
    path: "/distribution/",
    modules: ["zones", "tables"],
    layout: "default",
    group: "distribution",
  },
  { id: "screens", path: "/screens/list", modules: ["screens"], layout: "default", group: "distribution" },
  { id: "awards", path: "/awards/list", modules: ["awards"], layout: "default", group: "loyalty" },
  { id: "offers", path: "/offers/list", modules: ["offers"], layout: "default", group: "loyalty" },
  { id: "clients", path: "/clients/list", modules: ["clients"], layout: "default", group: "loyalty" },
  { id: "employees", path: "/employees/list", modules: ["auth_system"], layout: "default", group: "users" },
  {
    id: "time_tracking",
    path: "/employees/time-tracking",
    modules: ["auth_system"],
    layout: "default",
    group: "users",
  },
  { id: "printers", path: "/printers/list", modules: ["printers"], layout: "default", group: "printers" },
  // Whoever takes orders sees what their tickets became (orders.view, as the queue's calls ask).
  {
    id: "print_queue",
    path: "/printers/queue",
    modules: ["orders"],
    layout: "default",
    group: "printers",
  },
  {
    id: "box_report",
    path: "/printers/box_report",
    modules: ["reports"],
    layout: "default",
    group: "printers",
  },
  {
    id: "cashiers",
    path: "/cashiers/list",
    modules: ["cashiers"],
    layout: "default",
    group: "printers",
    alwaysInMenu: true,
  },
  {
    id: "bookings",
    path: "/bookings",
    modules: ["reservations"],
    lockModule: "reservas",
    layout: "default",
    group: "bookings",
  },
  { id: "shifts", path: "/shifts/list", modules: ["shifts"], layout: "default", group: "bookings" },
  {
    id: "bookings_options",
    path: "/bookings_options",
    modules: ["reservations"],
    lockModule: "reservas",
    layout: "default",
    group: "bookings",
  },
  {
    id: "reports",
    path: "/reports",
    modules: ["reports"],
    layout: "default",
    group: "reports",
    alwaysInMenu: true,
  },
  // The VERI*FACTU records (issue 25): whoever may see reports sees what the agency made of them.
  { id: "invoices", path: "/invoices", modules: ["reports"], layout: "default", group: "reports" },
  { id: "settings", path: "/settings", modules: ["settings"], layout: "default", group: "settings" },
  { id: "stock", path: "/stock", modules: ["stk"], lockModule: "stock", layout: "default", group: "stock" },
];

/** The landing route after login and for `/` → `/requests`. */
export const HOME_PATH = "/requests/tables_requests/";

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The section a URL belongs to; trailing slashes do not matter, as in the router. */
export function sectionForPath(pathname: string): SectionRoute | undefined {
  const wanted = withoutTrailingSlash(pathname);
  return SECTION_ROUTES.find((route) => withoutTrailingSlash(route.path) === wanted);
}

export function sectionById(id: SectionId): SectionRoute {
  const route = SECTION_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown section ${id}`);
  return route;
}

/** The local's modules as `locals/get` and `get_permission` send them: one comma string, lock modules included. */
export function parseModules(modules: string | undefined): ReadonlySet<string> {
  return new Set(
    (modules ?? "")
      .split(",")
      .map((module) => module.trim())
      .filter(Boolean),
  );
}

export type GuardOutcome =
  | "allow"
  | "not-bought"
  | "not-found"
  | "login"
  | "insufficient-permissions"
  /** Token present, permissions not loaded yet. */
  | "load-permissions";

/** The route guard of spec §2, in its order; language loading needs no decision (bundled). */
export function guardRoute(
  route: SectionRoute,
  context: { contracted: ReadonlySet<string>; hasToken: boolean; permissions: PermissionMap | undefined },
): GuardOutcome {
  if (route.lockModule && !context.contracted.has(route.lockModule)) return "not-bought";
  if (route.modules.length > 0 && !route.modules.some((module) => context.contracted.has(module))) {
    return "not-found";
  }
  if (!context.hasToken) return "login";
  const { permissions } = context;
  if (!permissions) return "load-permissions";
  if (Object.keys(permissions).length === 0) return "not-bought";
  if (route.modules.length > 0 && !route.modules.some((module) => permissions[module]?.view === true)) {
    return "insufficient-permissions";
  }
  return "allow";
}

/**
 * Where a session lands when the home screen (the tables) is not for it, e.g. the kitchen role
 * or a local without table orders: the first menu entry the guard lets it into. Undefined
 * when there is none; the guard's own answer for the home screen then stands.
 */
export function landingRoute(context: {
  contracted: ReadonlySet<string>;
  permissions: PermissionMap;
}): SectionRoute | undefined {
  return SECTION_ROUTES.find(
    (route) =>
      route.group !== undefined &&
      !route.path.includes(":") &&
      guardRoute(route, { ...context, hasToken: true }) === "allow",
  );
}

/**
 * The guard for the home screen, where every login lands: a session the tables are not for
 * goes on to its landing route instead of a 404 or a permissions page.
 */
export function guardHome(context: {
  contracted: ReadonlySet<string>;
  hasToken: boolean;
  permissions: PermissionMap | undefined;
}): GuardOutcome | SectionRoute {
  const outcome = guardRoute(sectionById("tables_requests"), context);
  if (outcome !== "not-found" && outcome !== "insufficient-permissions") return outcome;
  if (!context.hasToken) return "login";
  const { permissions } = context;
  if (!permissions) return "load-permissions";
  if (Object.keys(permissions).length === 0) return "not-bought";
  return landingRoute({ contracted: context.contracted, permissions }) ?? outcome;
}

export interface MenuSection {
  group: MenuGroup;
  routes: SectionRoute[];
}

/**
 * Menu entries: contracted (lock module too) and viewable, or always shown; in group order,
 * empty groups left out.
 */
export function menuSections(contracted: ReadonlySet<string>, permissions: PermissionMap): MenuSection[] {
  const shown = SECTION_ROUTES.filter((route) => {
    if (!route.group) return false;
    if (route.alwaysInMenu) return true;
    if (route.lockModule && !contracted.has(route.lockModule)) return false;
    return route.modules.some((module) => contracted.has(module) && permissions[module]?.view === true);
  });
  return MENU_GROUPS.map((group) => ({
    group,
    routes: shown.filter((route) => route.group === group),
  })).filter((section) => section.routes.length > 0);
}
