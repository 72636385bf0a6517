import type { GroupType } from "./auth";
import {
  FULL_PERMISSION,
  MODULES,
  type Module,
  type ModulePermission,
  NAMED_ACTIONS,
  type NamedAction,
  type PermissionMap,
  READ_ONLY_PERMISSION,
} from "./modules";

export interface RoleTemplate {
  name: string;
  description: string;
  group_type: GroupType;
  permissions: PermissionMap;
  actions: NamedAction[];
}

function grant(modules: readonly Module[], permission: ModulePermission): PermissionMap {
  return Object.fromEntries(modules.map((m) => [m, permission]));
}

const ALL_BUT_PLATFORM = NAMED_ACTIONS.filter((a) => a !== "locals.maintenance");

/**
 * The roles every new local starts with (issue "Roles, modules, permissions").
 * Roles are managed under the `users` module and employees under `auth_system`,
 * which is how a manager can run the staff without editing roles.
 */
export const DEFAULT_ROLES: readonly RoleTemplate[] = [
  {
    name: "SuperAdmin",
    description: "Todo, también el mantenimiento del local",
    group_type: "SuperAdmin",
    permissions: grant(MODULES, FULL_PERMISSION),
    actions: [...NAMED_ACTIONS],
  },
  {
    name: "Admin",
    description: "Todo lo del local",
    group_type: "Admin",
    permissions: grant(MODULES, FULL_PERMISSION),
    actions: ALL_BUT_PLATFORM,
  },
  {
    name: "Encargado",
    description: "Encargado: todo salvo roles y configuración fiscal",
    group_type: "Encargado",
    permissions: grant(
      MODULES.filter((m) => m !== "users"),
      FULL_PERMISSION,
    ),
    actions: ALL_BUT_PLATFORM.filter((a) => a !== "settings.fiscal"),
  },
  {
    name: "Camarero",
    description: "Camarero: comandas, mesas, zonas y clientes; carta en solo lectura",
    group_type: "Camarero",
    permissions: {
      ...grant(["orders", "requests_tables", "tables", "zones", "clients"], FULL_PERMISSION),
      ...grant(["products", "categories"], READ_ONLY_PERMISSION),
    },
    actions: [],
  },
  {
    name: "Cocina",
    description: "Cocina: tarjetas de pedidos y pantallas, solo estados de preparación",
    group_type: "Cocina",
    permissions: grant(["orders", "screens"], READ_ONLY_PERMISSION),
    actions: ["orders.process_status"],
  },
  {
    name: "Repartidor",
    description: "Repartidor: los pedidos a domicilio que tiene asignados",
    group_type: "Repartidor",
    permissions: grant(["orders"], { view: true, create: false, update: true, delete: false }),
    actions: [],
  },
];
