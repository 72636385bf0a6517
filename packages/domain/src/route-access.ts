import type { CrudAction, Module, PermissionKey } from "./modules";

/**
 * Who may call a route (issue 22): nobody signed in ("public"), any staff session
 * ("signed_in"), a session holding one permission, or holding any one of several — the calls
 * that serve every kind of order, whose handler then checks the exact permission on the
 * order's own area. The server takes every route's access from here when it registers the
 * route, and refuses to start with a route missing; the route crawl test reads the same table.
 */
export type RouteAccess = "public" | "signed_in" | PermissionKey | readonly PermissionKey[];

/** The seven calls every plain entity gets (architecture "API contract"). */
export const GENERIC_OPERATIONS = [
  "list",
  "get",
  "insert",
  "update",
  "delete",
  "delete_all",
  "restore",
] as const;
export type GenericOperation = (typeof GENERIC_OPERATIONS)[number];

export const PERMISSION_OF_OPERATION: Record<GenericOperation, CrudAction> = {
  list: "view",
  get: "view",
  insert: "create",
  update: "update",
  delete: "delete",
  delete_all: "delete",
  restore: "update",
};

/** The module whose permissions guard each plain entity's generic calls. */
export const ENTITY_MODULES = {
  tpv: "settings",
  zones: "zones",
  tables: "tables",
  "tables/table_styles": "tables",
  screens: "screens",
  printers: "printers",
  cashiers: "cashiers",
  // Roles sit under `users` and employees under `auth_system`: a manager runs the staff
  // without editing roles.
  roles: "users",
  users: "auth_system",
  categories: "categories",
  products: "products",
  modifiers: "products",
  options: "products",
  ingredients: "products",
  allergens: "products",
  units: "products",
  families: "families",
  clients: "clients",
  shifts: "shifts",
  reservations_options: "reservations",
  "booking-options-answers": "reservations",
  offers: "offers",
  awards: "awards",
  expenses: "reports",
  economic_subscriptions: "reports",
  // Stock (issue 30): also behind the `stock` lock module.
  warehouses: "stk",
  providers: "stk",
  purchases: "stk",
  purchase_orders: "stk",
} as const satisfies Record<string, Module>;
export type EntityCollection = keyof typeof ENTITY_MODULES;

/** Generic calls answered without a session: the login screen lists the tills. */
const PUBLIC_ENTITY_OPERATIONS: Partial<Record<EntityCollection, readonly GenericOperation[]>> = {
  tpv: ["list"],
};

const ANY_ORDER_VIEW = ["orders.view", "requests_tables.view"] as const;
const ANY_ORDER_UPDATE = ["orders.update", "requests_tables.update"] as const;

/** Every route that is not a plain entity's generic call, by "METHOD /path" as registered. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Locals and sessions
  "POST /api/v1/locals/maintenance": "locals.maintenance",
  "POST /api/v1/locals/refresh": "locals.maintenance",
  "POST /api/v1/auth/login": "public",
  "POST /api/v1/auth/reset_password": "public",
  "POST /api/v1/auth/reset_password/confirm": "public",
  "POST /api/v1/auth/logout": "signed_in",
  "GET /api/v2/auth/get_permission": "signed_in",
  "POST /api/v1/auth/permissions": "signed_in",
  "POST /api/v1/auth/check_user_auth": "signed_in",
  "POST /api/v1/auth/remove_user_auth": "signed_in",
  "GET /api/v1/users/list_bar": "orders.view",
  "GET /api/v1/users/list_dealers": "orders.view",
  // The employee form's roles: hiring is auth_system's, the roles themselves are users'.
  "GET /api/v1/users/role_choices": ["auth_system.view", "users.view"],
  "GET /api/v1/files/:id": "public",
  // Time tracking (issue 27): any till clocks an employee in or out with the employee's own
  // credentials; the record is the staff manager's to read and correct.
  "POST /api/v1/rrhh/time_tracking/clock_in": "signed_in",
  "POST /api/v1/rrhh/time_tracking/clock_out": "signed_in",
  "GET /api/v1/rrhh/staff_schedule": "auth_system.view",
  // Each employee reads their own working-time record (ET art. 34.9), whatever their role.
  "GET /api/v1/rrhh/my_schedule": "signed_in",
  "GET /api/v1/rrhh/staff_schedule/download": "auth_system.view",
  "PUT /api/v1/rrhh/staff_schedule/:id": "auth_system.update",
  "GET /api/v1/mail_outbox": "settings.view",

  // Settings: every screen reads them; only settings.update changes them
  "GET /api/v1/settings/global/language": "public",
  "GET /api/v1/settings/global/touch_keyboard": "public",
  // The local's default; the login screen's toggle keeps its device's choice in the browser.
  "POST /api/v1/settings/update_touch_keyboard_login": "settings.update",
  "GET /api/v1/settings/global": "signed_in",
  "GET /api/v1/settings/ticket": "signed_in",
  "GET /api/v1/settings/ticket_kitchen": "signed_in",
  "GET /api/v1/settings/domicile_pickup": "signed_in",
  "GET /api/v1/settings/reservation": "signed_in",
  "GET /api/v1/settings/stock": "signed_in",
  "GET /api/v1/settings/app": "signed_in",
  "GET /api/v1/settings/digital_card": "signed_in",
  "GET /api/v1/settings/work_hours": "signed_in",
  "GET /api/v1/settings/shifts_times": "signed_in",
  "PUT /api/v1/settings/global": "settings.update",
  "PUT /api/v1/settings/ticket": "settings.update",
  "PUT /api/v1/settings/ticket_kitchen": "settings.update",
  "PUT /api/v1/settings/domicile_pickup": "settings.update",
  "PUT /api/v1/settings/reservation": "settings.update",
  "PUT /api/v1/settings/stock": "settings.update",
  "PUT /api/v1/settings/app": "settings.update",
  "PUT /api/v1/settings/digital_card": "settings.update",
  "PUT /api/v1/settings/work_hours": "settings.update",
  "PUT /api/v1/settings/global/images/logo": "settings.update",
  "DELETE /api/v1/settings/global/images/logo": "settings.update",
  "PUT /api/v1/settings/digital_card/images/header_image": "settings.update",
  "DELETE /api/v1/settings/digital_card/images/header_image": "settings.update",
  "PUT /api/v1/settings/digital_card/images/kiosk_header_image": "settings.update",
  "DELETE /api/v1/settings/digital_card/images/kiosk_header_image": "settings.update",
  // A sample ticket drawn with unsaved settings, for the ticket tabs' preview.
  "POST /api/v1/settings/ticket/preview": "settings.view",
  "POST /api/v1/settings/ticket_kitchen/preview": "settings.view",

  // Menu
  "GET /api/v1/categories/list_bar": "categories.view",
  "GET /api/v1/categories/subcategories/:id": "categories.view",
  "POST /api/v1/categories/reorder": "categories.update",
  "GET /api/v1/products/list_bar": "products.view",
  "GET /api/v1/products/get_product_order/:id": "products.view",
  "POST /api/v1/products/update_categories_all": "products.update",
  "GET /api/v1/products/scandals": "products.view",
  "POST /api/v1/products/options_modifiers": "products.update",
  "GET /api/v1/modifiers/list_in_products": "products.view",
  "GET /api/v1/modifiers/retrieve_options_level_one/:id": "products.view",
  "GET /api/v1/modifiers/list_bar": "products.view",

  // Clients, shifts, offers
  "GET /api/v1/clients/search": "clients.view",
  "GET /api/v1/clients/list_bar": "clients.view",
  "GET /api/v1/clients/download": "clients.view",
  "POST /api/v1/shifts/delete": "shifts.delete",
  "GET /api/v1/shifts/list_by_date": "shifts.view",
  // Bookings (issue 31): days closed to bookings are the shifts'; bookings need reservas too.
  "PUT /api/v1/settings/change_status": "shifts.update",
  "GET /api/v1/shifts/closed_days": "shifts.view",
  "GET /api/v1/shifts/by_date": "shifts.view",
  "GET /api/v1/shifts/get_interval": "shifts.view",
  // The spec's all-POST calls of booking-options-answers, guarded as their generic twins.
  "POST /api/v1/booking-options-answers/list": "reservations.view",
  "POST /api/v1/booking-options-answers/get": "reservations.view",
  "POST /api/v1/booking-options-answers/insert": "reservations.create",
  "POST /api/v1/booking-options-answers/update": "reservations.update",
  "POST /api/v1/booking-options-answers/delete": "reservations.delete",
  "GET /api/v2/reservations/get_by": "reservations.view",
  "POST /api/v2/reservations": "reservations.create",
  "POST /api/v2/reservations/update_many": "reservations.update",
  "GET /api/v2/reservations/:id": "reservations.view",
  "POST /api/v2/reservations/:id/seat": "reservations.update",
  // The tables screen marks the tables booked for the coming hour.
  "GET /api/v2/reservations/upcoming_tables": ["requests_tables.view", "reservations.view"],
  // The customer's booking flow: no staff session; throttled by address, answers only its own booking.
  "GET /api/v1/public/bookings/shifts": "public",
  "POST /api/v1/public/bookings": "public",
  "POST /api/v1/public/bookings/cancel": "public",
  // The customer's digital menu (issue 34): no staff session; throttled by address and by table,
  // a table's QR orders only for its table, an order's token shows only that order.
  "GET /api/v1/public/carta/menu": "public",
  "GET /api/v1/public/carta/tables/:token": "public",
  "POST /api/v1/public/carta/tables/:token/orders": "public",
  "POST /api/v1/public/carta/tables/:token/call_waiter": "public",
  "POST /api/v1/public/carta/orders": "public",
  "POST /api/v1/public/carta/kiosk/orders": "public",
  "GET /api/v1/public/carta/orders/:token": "public",
  "GET /api/v1/public/carta/slots": "public",
  "PUT /api/v2/reservations/:id": "reservations.update",
  "DELETE /api/v2/reservations/:id": "reservations.delete",
  "POST /api/v1/promotions/is_enabled": "orders.view",
  "GET /api/v1/promotions/check_code": "orders.view",
  "GET /api/v1/offers/:id/qr": "offers.view",
  "GET /api/v1/loyalty/clients/:id": ["clients.view", "orders.view", "requests_tables.view"],
  "POST /api/v1/awards/redeem": ["orders.update", "requests_tables.update"],
  "GET /api/v1/loyalty/summary": "reports.view",

  // Floor
  "GET /api/v2/zones/list_bar": "zones.view",
  "GET /api/v2/zones/:id/qr_sheet": "zones.view",
  "GET /api/v2/tables/list_bar": "tables.view",
  "GET /api/v2/tables/list_distribution": "tables.view",
  "GET /api/v2/tables/get_active_tables_by_zone": "tables.view",
  "PUT /api/v2/tables/layout": "tables.update",
  "POST /api/v2/tables/:id/regenerate_qr": "tables.update",
  "POST /api/v2/tables/:id/block": "tables.update",
  "POST /api/v2/tables/table_styles/delete_all_styles": "tables.delete",
  "GET /api/v1/screens/by_tpv/:tpv": "screens.view",

  // Orders of each kind: table orders under requests_tables, the others under orders
  "POST /api/v1/requests/local": "requests_tables.create",
  "PUT /api/v1/requests/local/:id": "requests_tables.update",
  "POST /api/v1/requests/barra": "orders.create",
  "PUT /api/v1/requests/barra/:id": "orders.update",
  "POST /api/v1/requests/recoger": "orders.create",
  "PUT /api/v1/requests/recoger/:id": "orders.update",
  "POST /api/v1/requests/domicilio": "orders.create",
  "PUT /api/v1/requests/domicilio/:id": "orders.update",
  "GET /api/v1/requests": "orders.view",
  "GET /api/v1/requests/get_by_screen": "orders.view",
  "GET /api/v1/requests/delivery": "orders.view",
  "GET /api/v1/requests/:id": ANY_ORDER_VIEW,
  "GET /api/v1/requests/retrieve_report": ANY_ORDER_VIEW,
  "GET /api/v1/requests/get_client_or_user": ANY_ORDER_VIEW,
  "GET /api/v1/requests/check_in_kitchen": ANY_ORDER_VIEW,
  // A kitchen reprints its own tickets; a client's ticket needs the update permission (checked
  // by the handler on the order's area).
  "POST /api/v1/requests/print": ANY_ORDER_VIEW,
  // Sending a client's ticket is a cashier's act, not the kitchen's (issue 22 finding 7).
  "POST /api/v1/requests/ticket_email": ANY_ORDER_UPDATE,
  "POST /api/v1/requests/domicile_pickup_ticket_email": ANY_ORDER_UPDATE,
  "POST /api/v1/requests/change_status": ANY_ORDER_UPDATE,
  "POST /api/v1/requests/close": ANY_ORDER_UPDATE,
  "POST /api/v1/requests/check": ANY_ORDER_UPDATE,
  "POST /api/v1/requests/change_process_status": "orders.process_status",
  "POST /api/v1/requests/mark": "orders.process_status",
  "POST /api/v1/requests/markOption": "orders.process_status",
  "POST /api/v1/requests/invalidate": "orders.invalidate",
  "POST /api/v1/requests/accept_invalidate": "orders.update",
  "POST /api/v1/requests/close_all_domicile_pickup": "orders.update",
  "POST /api/v1/requests/assign_dealer": "orders.update",

  // Commands: a table's order
  "POST /api/v1/commands": "requests_tables.create",
  "PUT /api/v1/commands/:id": "requests_tables.update",
  "GET /api/v1/commands/get_command": "requests_tables.view",
  "GET /api/v1/commands/:id": "requests_tables.view",
  "GET /api/v1/commands/retrieve_report": "requests_tables.view",
  "POST /api/v1/commands/change_status": ANY_ORDER_UPDATE,
  "POST /api/v1/commands/march": "requests_tables.update",
  "POST /api/v1/commands/check_command": "requests_tables.update",
  "POST /api/v1/commands/close_command": "requests_tables.update",
  "POST /api/v1/commands/close_command_without_payment": "orders.close_without_payment",
  "POST /api/v1/commands/invalidate": "orders.invalidate",
  "POST /api/v1/commands/change_table": "requests_tables.update",
  "POST /api/v1/commands/fuse": "requests_tables.update",
  "POST /api/v1/commands/restore_payment": "requests_tables.update",
  "POST /api/v1/commands/change_status_by_command": "requests_tables.update",
  "POST /api/v1/commands/print_all": "requests_tables.view",
  "POST /api/v1/commands/local_ticket_email": "requests_tables.update",
  "POST /api/v1/commands/local_ticket_email_split": ANY_ORDER_UPDATE,
  "POST /api/v1/commands/print_split": ANY_ORDER_UPDATE,
  "POST /api/v1/commands/print_split/delivery": ANY_ORDER_UPDATE,

  // Payments
  "POST /api/v1/payments/by_price": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/by_products": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/by_products/delivery": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/restore_item": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/restore_item/delivery": ANY_ORDER_UPDATE,
  "GET /api/v1/payments/get_by_command": ANY_ORDER_VIEW,
  "POST /api/v1/payments/check": ANY_ORDER_VIEW,
  "GET /api/v1/payments/getPaymentsType": "signed_in",
  "POST /api/v1/payments/restore": "orders.update",
  "POST /api/v1/payments/change_payment": "orders.update",
  // Card terminal and cash machine (issue 32): charging is updating the order, checked by the
  // handler on the order's own area; the terminal of each till is a setting.
  "POST /api/v1/payments/dojo": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/dojo/cancel": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/dojo/transaction": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/dojo/confirmation": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/cashmatic": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/cashmatic/cancel": ANY_ORDER_UPDATE,
  "POST /api/v1/payments/cashmatic/transaction": ANY_ORDER_UPDATE,
  // A charge no payment row holds is the manager's to refund or attach: money of the box.
  "GET /api/v1/payments/devices/unresolved": "cash.close_box",
  "POST /api/v1/payments/dojo/refund": "cash.close_box",
  "POST /api/v1/payments/devices/attach": "cash.close_box",
  "GET /api/v1/payments/dojo/terminals": "settings.view",
  "POST /api/v1/payments/dojo/till_terminal": "settings.update",
  // The local's own Dojo account and cash machine: settings, the secrets never shown.
  "GET /api/v1/payments/devices/credentials": "settings.view",
  "PUT /api/v1/payments/devices/credentials": "settings.update",

  // Printing and cash
  "POST /api/v1/printers/delete": "printers.delete",
  "POST /api/v1/printers/:id/check": "printers.view",
  "POST /api/v1/cashiers/:id/open_drawer": "cashiers.open_drawer",
  "POST /api/v1/cashiers/open_drawer": "cashiers.open_drawer",
  "GET /api/v1/print_queue": "orders.view",
  "GET /api/v1/print_queue/printers": "orders.view",
  "GET /api/v1/print_queue/:id": "orders.view",
  "POST /api/v1/print_queue/reprint": "orders.update",
  "POST /api/v1/print_queue/move": "orders.update",
  "POST /api/v1/box_reports/list": "reports.view",
  "POST /api/v1/box_reports/box_closures": "reports.view",
  "GET /api/v1/box_reports/box_closure": "reports.view",
  "GET /api/v1/box_reports/current": "reports.view",
  "POST /api/v1/box_reports/close_box": "cash.close_box",
  "POST /api/v1/box_reports/print": "reports.view",
  "POST /api/v1/box_reports/update_cash_register": "cash.close_box",
  "GET /api/v1/box_reports/:id": "reports.view",
  "GET /api/v1/box_reports/:id/download": "reports.view",
  // Fiscal (issue 25): the config is read by managers, changed and activated only with settings.fiscal;
  // the invoices screen is the manager's, a remedy (a corrected re-send) changes what is declared.
  "GET /api/v1/settings/fiscal": "settings.view",
  "GET /api/v1/settings/fiscal/status": "signed_in",
  "PUT /api/v1/settings/fiscal": "settings.fiscal",
  "PUT /api/v1/settings/fiscal/certificate": "settings.fiscal",
  "POST /api/v1/settings/fiscal/activate": "settings.fiscal",
  "GET /api/v1/invoices": "reports.view",
  "GET /api/v1/invoices/export": "reports.view",
  "GET /api/v1/invoices/:id": "reports.view",
  "POST /api/v1/invoices/send_now": "reports.view",
  // A client asks for a full invoice at the till, after paying: whoever serves the order issues it.
  "POST /api/v1/invoices/full_invoice": ANY_ORDER_UPDATE,
  // An anulación takes an invoice out of what was declared: the fiscal manager's call.
  "POST /api/v1/invoices/cancel": "settings.fiscal",
  "POST /api/v1/payments/fiskaly/payment_update_status": "reports.view",
  "POST /api/v1/payments/fiskaly/remedy": "reports.update",
  "POST /api/v1/payments/fiskaly/economic_subscription_update_status": "reports.view",
  "GET /api/v1/holded/list_documents": "reports.view",
  // Stock (issue 30): levels, movements, counts and the variance report; purchases' statuses.
  "GET /api/v1/stock/filter_q": "stk.view",
  "GET /api/v1/stock_product/filter_q": "stk.view",
  "GET /api/v1/stock_movements": "stk.view",
  "GET /api/v1/stock_counts": "stk.view",
  "POST /api/v1/stock_counts": "stk.create",
  "GET /api/v1/stock/variance": "stk.view",
  "POST /api/v1/serials": "stk.create",
  "PATCH /api/v1/purchases/:id": "stk.update",
  "PATCH /api/v1/purchase_orders/:id": "stk.update",
  "POST /api/v1/purchase_orders/suggest": "stk.create",
  "POST /api/v1/bars_stocks/stock_purchase_orders_email": "stk.update",
  "POST /api/v1/bars_stocks/stock_purchase_orders_pdf": "stk.view",
  "GET /api/v1/bars_stocks/purchases/download": "stk.view",
  "GET /api/v1/bars_stocks/purchase_orders/download": "stk.view",
  "GET /api/v1/bars_stocks/products/download": "stk.view",
  "GET /api/v1/stock/cost_margins": "stk.view",
  "GET /api/v1/bars_stocks/cost_margins/download": "stk.view",
  "GET /api/v1/stock/till_warehouses": "stk.view",
  "PUT /api/v1/stock/till_warehouses/:tpv": "stk.update",
  // The reports section's stock report: a report, read with the reports' permission.
  "POST /api/v1/reports/stock": "reports.view",
  "GET /api/v1/reports/download_stock": "reports.view",
  "POST /api/v1/holded/document_pdf": "reports.view",
  // Reports (issue 29): every report reads the local's sales, so one permission.
  "POST /api/v1/reports/dashboard/sales": "reports.view",
  "POST /api/v1/reports/average_ticket": "reports.view",
  "POST /api/v1/reports/hourly_billing": "reports.view",
  "POST /api/v1/reports/widgets": "reports.view",
  "POST /api/v1/reports/expenses": "reports.view",
  "POST /api/v1/reports/expenses_report": "reports.view",
  "POST /api/v1/reports/economic_subscriptions_report": "reports.view",
  "POST /api/v1/reports/consumptions_report": "reports.view",
  "POST /api/v1/reports/sales/products_report": "reports.view",
  "POST /api/v1/reports/sales/requests_sales": "reports.view",
  "POST /api/v1/reports/sales/requests_histories": "reports.view",
  "GET /api/v1/reports/sales/requests_histories/:id": "reports.view",
  "POST /api/v1/reports/sales/red_flags": "reports.view",
  "GET /api/v1/reports/informations/:dimension": "reports.view",
  "GET /api/v1/reports/download_informations/:dimension": "reports.view",
  "GET /api/v1/reports/download_sales/:report": "reports.view",
  "GET /api/v1/reports/download_expenses/:report": "reports.view",
  "POST /api/v1/reports/predictions/:target": "reports.view",
  "POST /api/v1/reports/predictions/products": "reports.view",
  "GET /api/v1/reports/predictions/holidays": "reports.view",
  "POST /api/v1/reports/predictions/holidays": "reports.create",
  "DELETE /api/v1/reports/predictions/holidays/:id": "reports.delete",
  "POST /api/v1/reports/apriori": "reports.view",
  "POST /api/v1/reports/probability": "reports.view",
  "GET /api/v1/reports/download_predictions/:report": "reports.view",
  "POST /api/v1/reports/menu_engineering": "reports.view",
  "GET /api/v1/reports/download_menu_engineering": "reports.view",
  "GET /api/v1/reports/download_dashboard": "reports.view",
};

const ENTITY_ROUTE = /^\/api\/v[12]\/(.+?)(\/delete_all|\/restore|\/:id)?$/;

/** Which generic call of which entity a route is, if it is one. */
export function entityOperationOf(
  method: string,
  url: string,
): { collection: EntityCollection; operation: GenericOperation } | undefined {
  const match = ENTITY_ROUTE.exec(url);
  if (!match || !Object.hasOwn(ENTITY_MODULES, match[1] ?? "")) return undefined;
  const collection = match[1] as EntityCollection;
  const suffix = match[2];
  const operation: GenericOperation | undefined =
    suffix === "/delete_all" && method === "POST"
      ? "delete_all"
      : suffix === "/restore" && method === "POST"
        ? "restore"
        : suffix === "/:id"
          ? ({ GET: "get", PUT: "update", DELETE: "delete" } as const)[method as "GET"]
          : suffix === undefined
            ? ({ GET: "list", POST: "insert" } as const)[method as "GET"]
            : undefined;
  return operation ? { collection, operation } : undefined;
}

/** A route's access, HEAD as its GET; undefined for a route the table does not know. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  const key = `${verb} ${url}`;
  if (Object.hasOwn(ROUTE_ACCESS, key)) return ROUTE_ACCESS[key];
  const generic = entityOperationOf(verb, url);
  if (!generic) return undefined;
  if (PUBLIC_ENTITY_OPERATIONS[generic.collection]?.includes(generic.operation)) return "public";
  return `${ENTITY_MODULES[generic.collection]}.${PERMISSION_OF_OPERATION[generic.operation]}`;
}

/** The permissions of which a session must hold one; empty for public and signed-in routes. */
export function permissionsOfAccess(access: RouteAccess): readonly PermissionKey[] {
  if (access === "public" || access === "signed_in") return [];
  return typeof access === "string" ? [access] : access;
}
