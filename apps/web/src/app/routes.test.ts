import { DEFAULT_ROLES, FULL_PERMISSION, LOCK_MODULES, MODULES, type PermissionMap } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  guardHome,
  guardRoute,
  landingRoute,
  menuSections,
  parseModules,
  SECTION_ROUTES,
  sectionById,
  sectionForPath,
} from "./routes";

const everything = parseModules([...MODULES, ...LOCK_MODULES].join(","));
const allowed: PermissionMap = Object.fromEntries(MODULES.map((module) => [module, FULL_PERMISSION]));
const waiter = DEFAULT_ROLES.find((role) => role.name === "Camarero")!.permissions;

describe("the route table", () => {
  it("has every route of spec §2 once", () => {
    const paths = SECTION_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/requests/tables_requests/");
    expect(paths).toContain("/distribution/");
    // Spec §2's 30, the print queue (issue 8) and the invoices (issue 25).
    expect(paths).toHaveLength(32);
  });

  it("finds a section by URL with or without the trailing slash", () => {
    expect(sectionForPath("/requests/tables_requests")?.id).toBe("tables_requests");
    expect(sectionForPath("/distribution")?.id).toBe("distribution");
    expect(sectionForPath("/products/list/")?.id).toBe("products");
    expect(sectionForPath("/nope")).toBeUndefined();
  });

  it("gives bookings and stock their lock modules and the requests children their layouts", () => {
    expect(sectionById("bookings").lockModule).toBe("reservas");
    expect(sectionById("stock").lockModule).toBe("stock");
    expect(sectionById("tables_requests").layout).toBe("request-tables");
    expect(sectionById("delivery").layout).toBe("requests");
    expect(sectionById("products").layout).toBe("default");
  });
});

describe("parseModules", () => {
  it("splits the comma string and drops blanks", () => {
    expect([...parseModules(" orders, stk,,reservas ")]).toEqual(["orders", "stk", "reservas"]);
    expect(parseModules(undefined).size).toBe(0);
  });
});

describe("guardRoute, in the spec's order", () => {
  const bookings = sectionById("bookings");
  const products = sectionById("products");

  it("sends a route whose lock module is not bought to not-bought, before anything else", () => {
    const contracted = parseModules("reservations,products");
    expect(guardRoute(bookings, { contracted, hasToken: false, permissions: undefined })).toBe("not-bought");
  });

  it("answers 404 when none of the route's modules is contracted, even without a token", () => {
    const contracted = parseModules("orders");
    expect(guardRoute(products, { contracted, hasToken: false, permissions: undefined })).toBe("not-found");
  });

  it("sends a visitor without a token to the login", () => {
    expect(guardRoute(products, { contracted: everything, hasToken: false, permissions: undefined })).toBe(
      "login",
    );
  });

  it("asks for the permissions when a token is present and they are not loaded", () => {
    expect(guardRoute(products, { contracted: everything, hasToken: true, permissions: undefined })).toBe(
      "load-permissions",
    );
  });

  it("treats an empty permission result as not bought", () => {
    expect(guardRoute(products, { contracted: everything, hasToken: true, permissions: {} })).toBe(
      "not-bought",
    );
  });

  it("needs a view flag on at least one of the route's modules", () => {
    const context = { contracted: everything, hasToken: true, permissions: waiter };
    expect(guardRoute(sectionById("employees"), context)).toBe("insufficient-permissions");
    expect(guardRoute(sectionById("reports"), context)).toBe("insufficient-permissions");
    expect(guardRoute(sectionById("invoices"), context)).toBe("insufficient-permissions");
    expect(guardRoute(products, context)).toBe("allow");
    expect(guardRoute(sectionById("distribution"), context)).toBe("allow");
  });

  it("lets any session into a route without modules", () => {
    const context = { contracted: everything, hasToken: true, permissions: waiter };
    expect(guardRoute(sectionById("home"), context)).toBe("allow");
  });
});

describe("menuSections", () => {
  const ids = (sections: ReturnType<typeof menuSections>) =>
    sections.flatMap((section) => section.routes.map((route) => route.id));

  it("lists every grouped route for a SuperAdmin of a local with everything", () => {
    const grouped = SECTION_ROUTES.filter((route) => route.group).map((route) => route.id);
    expect(ids(menuSections(everything, allowed))).toEqual(grouped);
  });

  it("shows the waiter only viewable modules, plus reports, cashiers and modifiers", () => {
    const shown = ids(menuSections(everything, waiter));
    expect(shown).toEqual([
      "tables_requests",
      "request_cards",
      "delivery",
      "new_request",
      "new_bar_request",
      "products",
      "categories",
      "modifiers",
      "options",
      "recipes",
      "tables",
      "zones",
      "distribution",
      "clients",
      "print_queue",
      "cashiers",
      "reports",
    ]);
  });

  it("hides modules and lock modules the local has not contracted, keeping the always-shown ones", () => {
    const contracted = parseModules("orders,requests_tables,reservations");
    const shown = ids(menuSections(contracted, allowed));
    expect(shown).not.toContain("bookings");
    expect(shown).not.toContain("products");
    expect(shown).toContain("modifiers");
    expect(shown).toContain("cashiers");
    expect(shown).toContain("reports");
    expect(menuSections(contracted, allowed).map((section) => section.group)).toEqual([
      "requests",
      "card",
      "printers",
      "reports",
    ]);
  });
});

describe("landingRoute", () => {
  it("sends the kitchen to the first menu entry its role may view", () => {
    const kitchen = DEFAULT_ROLES.find((role) => role.name === "Cocina")!.permissions;
    const landing = landingRoute({ contracted: everything, permissions: kitchen });
    expect(landing).toBeDefined();
    expect(guardRoute(landing!, { contracted: everything, hasToken: true, permissions: kitchen })).toBe(
      "allow",
    );
    expect(landing!.path.includes(":")).toBe(false);
  });

  it("skips what the local has not contracted", () => {
    const contracted = parseModules("products");
    expect(landingRoute({ contracted, permissions: allowed })?.id).toBe("products");
  });

  it("finds nothing for a session that may view no module", () => {
    expect(landingRoute({ contracted: parseModules("products,orders"), permissions: {} })).toBeUndefined();
  });
});

describe("guardHome", () => {
  const withoutTables = parseModules("products,categories");

  it("lets the admin of a full local in", () => {
    expect(guardHome({ contracted: everything, hasToken: true, permissions: allowed })).toBe("allow");
  });

  it("asks a visitor without a token to log in even where the tables are not contracted", () => {
    expect(guardHome({ contracted: withoutTables, hasToken: false, permissions: undefined })).toBe("login");
  });

  it("waits for the permissions before choosing where to land", () => {
    expect(guardHome({ contracted: withoutTables, hasToken: true, permissions: undefined })).toBe(
      "load-permissions",
    );
  });

  it("lands on the first entry the session may use when the tables are not for it", () => {
    const landing = guardHome({ contracted: withoutTables, hasToken: true, permissions: allowed });
    expect(typeof landing === "object" && landing.id).toBe("products");
  });

  it("keeps the guard's answer when nothing is open to the session", () => {
    const none = { orders: { ...FULL_PERMISSION, view: false } };
    expect(guardHome({ contracted: everything, hasToken: true, permissions: none })).toBe(
      "insufficient-permissions",
    );
  });
});
