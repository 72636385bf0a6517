import { z } from "zod";

/** Sellable sections of the product (spec §6). */
export const MODULES = [
  "orders",
  "requests_tables",
  "products",
  "categories",
  "tables",
  "zones",
  "screens",
  "loyalty",
  "awards",
  "offers",
  "users",
  "auth_system",
  "clients",
  "printers",
  "families",
  "cashiers",
  "reservations",
  "shifts",
  "reports",
  "settings",
  "stk",
] as const;
export const moduleSchema = z.enum(MODULES);
export type Module = z.infer<typeof moduleSchema>;

/** Lock modules gate whole areas on top of the ordinary modules (spec §2, §6). */
export const LOCK_MODULES = ["reservas", "stock"] as const;
export const lockModuleSchema = z.enum(LOCK_MODULES);
export type LockModule = z.infer<typeof lockModuleSchema>;

export const CRUD_ACTIONS = ["view", "create", "update", "delete"] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/**
 * Named actions that need their own permission beyond CRUD on a module.
 * Areas add theirs here so roles, the permission screen and the server share one list.
 */
export const NAMED_ACTIONS = [
  "orders.invalidate",
  "orders.discount",
  "orders.close_without_payment",
  "orders.process_status",
  "cash.close_box",
  "settings.fiscal",
  "cashiers.open_drawer",
  "locals.maintenance",
] as const;
export const namedActionSchema = z.enum(NAMED_ACTIONS);
export type NamedAction = z.infer<typeof namedActionSchema>;

export const modulePermissionSchema = z.object({
  view: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type ModulePermission = z.infer<typeof modulePermissionSchema>;

export const permissionMapSchema = z.partialRecord(moduleSchema, modulePermissionSchema);
export type PermissionMap = z.infer<typeof permissionMapSchema>;

/** A permission the server checks: CRUD on a module or a named action. */
export type PermissionKey = `${Module}.${CrudAction}` | NamedAction;

export const NO_PERMISSION: ModulePermission = { view: false, create: false, update: false, delete: false };
export const FULL_PERMISSION: ModulePermission = { view: true, create: true, update: true, delete: true };
export const READ_ONLY_PERMISSION: ModulePermission = {
  view: true,
  create: false,
  update: false,
  delete: false,
};

export function hasPermission(
  permissions: PermissionMap,
  actions: readonly string[],
  key: PermissionKey,
): boolean {
  const dot = key.indexOf(".");
  const head = key.slice(0, dot);
  const tail = key.slice(dot + 1);
  if ((MODULES as readonly string[]).includes(head) && (CRUD_ACTIONS as readonly string[]).includes(tail)) {
    return permissions[head as Module]?.[tail as CrudAction] === true;
  }
  return actions.includes(key);
}

/** Modules as the spec sends them: one comma-separated string. */
export function joinModules(modules: readonly string[]): string {
  return modules.join(",");
}

/** The module a named action belongs to, for the contracted-module check. */
export const NAMED_ACTION_MODULE: Record<NamedAction, Module | undefined> = {
  "orders.invalidate": "orders",
  "orders.discount": "orders",
  "orders.close_without_payment": "orders",
  "orders.process_status": "orders",
  "cash.close_box": "reports",
  "settings.fiscal": "settings",
  "cashiers.open_drawer": "cashiers",
  "locals.maintenance": undefined,
};

export function moduleOfPermission(key: PermissionKey): Module | undefined {
  const head = key.slice(0, key.indexOf("."));
  if ((MODULES as readonly string[]).includes(head)) return head as Module;
  return NAMED_ACTION_MODULE[key as NamedAction];
}

export function isPermissionKey(value: string): value is PermissionKey {
  const dot = value.indexOf(".");
  const head = value.slice(0, dot);
  const tail = value.slice(dot + 1);
  return (
    ((MODULES as readonly string[]).includes(head) && (CRUD_ACTIONS as readonly string[]).includes(tail)) ||
    (NAMED_ACTIONS as readonly string[]).includes(value)
  );
}
