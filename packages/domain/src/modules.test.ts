import { describe, expect, it } from "vitest";
import { hasPermission, isPermissionKey, moduleOfPermission } from "./modules";
import { DEFAULT_ROLES } from "./roles";

const role = (name: string) => {
  const found = DEFAULT_ROLES.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};
const can = (name: string, key: Parameters<typeof hasPermission>[2]) =>
  hasPermission(role(name).permissions, role(name).actions, key);

describe("permissions", () => {
  it("reads CRUD flags per module and named actions from the list", () => {
    expect(
      hasPermission(
        { orders: { view: true, create: false, update: false, delete: false } },
        [],
        "orders.view",
      ),
    ).toBe(true);
    expect(hasPermission({}, [], "orders.view")).toBe(false);
    expect(hasPermission({}, ["orders.discount"], "orders.discount")).toBe(true);
    expect(hasPermission({}, [], "orders.discount")).toBe(false);
  });

  it("knows which module a permission belongs to", () => {
    expect(moduleOfPermission("clients.update")).toBe("clients");
    expect(moduleOfPermission("cash.close_box")).toBe("reports");
    expect(moduleOfPermission("locals.maintenance")).toBeUndefined();
  });

  it("tells permission keys from other strings", () => {
    expect(isPermissionKey("orders.view")).toBe(true);
    expect(isPermissionKey("orders.invalidate")).toBe(true);
    expect(isPermissionKey("orders.fly")).toBe(false);
    expect(isPermissionKey("nothing")).toBe(false);
  });
});

describe("default roles", () => {
  it("the manager runs everything but roles and fiscal settings", () => {
    expect(can("Encargado", "auth_system.create")).toBe(true);
    expect(can("Encargado", "users.view")).toBe(false);
    expect(can("Encargado", "settings.fiscal")).toBe(false);
    expect(can("Encargado", "cash.close_box")).toBe(true);
  });

  it("the waiter takes orders and reads the menu", () => {
    expect(can("Camarero", "orders.create")).toBe(true);
    expect(can("Camarero", "clients.update")).toBe(true);
    expect(can("Camarero", "products.view")).toBe(true);
    expect(can("Camarero", "products.update")).toBe(false);
    expect(can("Camarero", "auth_system.view")).toBe(false);
    expect(can("Camarero", "settings.view")).toBe(false);
    expect(can("Camarero", "reports.view")).toBe(false);
    expect(can("Camarero", "stk.view")).toBe(false);
  });

  it("the kitchen only changes process statuses", () => {
    expect(can("Cocina", "orders.view")).toBe(true);
    expect(can("Cocina", "orders.update")).toBe(false);
    expect(can("Cocina", "orders.process_status")).toBe(true);
    expect(can("Cocina", "screens.view")).toBe(true);
  });

  it("only SuperAdmin can switch maintenance", () => {
    expect(can("SuperAdmin", "locals.maintenance")).toBe(true);
    expect(can("Admin", "locals.maintenance")).toBe(false);
  });
});
