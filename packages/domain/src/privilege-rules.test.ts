import { describe, expect, it } from "vitest";
import { FULL_PERMISSION } from "./modules";
import {
  groupTypeRank,
  PRIVILEGE_MESSAGES,
  type PrivilegeHolder,
  privilegesBeyond,
  refuseGranting,
  refuseRoleWrite,
  refuseTouching,
  refuseUserWrite,
} from "./privilege-rules";
import { DEFAULT_ROLES } from "./roles";

const role = (name: string): PrivilegeHolder => {
  const found = DEFAULT_ROLES.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};
const superAdmin = role("SuperAdmin");
const admin = role("Admin");
const manager = role("Encargado");
const waiter = role("Camarero");
const kitchen = role("Cocina");

describe("group type order", () => {
  it("puts SuperAdmin over Admin over Encargado over the rest, which are peers", () => {
    expect(groupTypeRank("SuperAdmin")).toBeGreaterThan(groupTypeRank("Admin"));
    expect(groupTypeRank("Admin")).toBeGreaterThan(groupTypeRank("Encargado"));
    expect(groupTypeRank("Encargado")).toBeGreaterThan(groupTypeRank("Camarero"));
    expect(groupTypeRank("Camarero")).toBe(groupTypeRank("Cocina"));
    expect(groupTypeRank("Cocina")).toBe(groupTypeRank("Repartidor"));
    expect(groupTypeRank(null)).toBe(groupTypeRank("Repartidor"));
    expect(groupTypeRank("constructor")).toBe(0);
  });
});

describe("privilegesBeyond", () => {
  it("lists the flags and named actions the role grants and the caller lacks", () => {
    expect(privilegesBeyond(manager, admin)).toEqual([
      "users.view",
      "users.create",
      "users.update",
      "users.delete",
      "settings.fiscal",
    ]);
    expect(privilegesBeyond(admin, superAdmin)).toEqual(["locals.maintenance"]);
    expect(privilegesBeyond(admin, manager)).toEqual([]);
  });

  it("counts nothing beyond a SuperAdmin", () => {
    expect(
      privilegesBeyond(superAdmin, { group_type: null, permissions: {}, actions: ["anything"] }),
    ).toEqual([]);
  });
});

describe("refuseGranting", () => {
  it("lets a SuperAdmin give anything", () => {
    for (const target of DEFAULT_ROLES) expect(refuseGranting(superAdmin, target)).toBeUndefined();
  });

  it("keeps the SuperAdmin group to SuperAdmins, whatever the permissions", () => {
    const disguised: PrivilegeHolder = { group_type: "SuperAdmin", permissions: {}, actions: [] };
    expect(refuseGranting(admin, disguised)).toEqual({ code: PRIVILEGE_MESSAGES.superAdminOnly });
    expect(refuseGranting(manager, superAdmin)).toEqual({ code: PRIVILEGE_MESSAGES.superAdminOnly });
  });

  it("refuses a group type above the caller's, even with fewer permissions", () => {
    const emptyAdmin: PrivilegeHolder = { group_type: "Admin", permissions: {}, actions: [] };
    expect(refuseGranting(manager, emptyAdmin)).toEqual({
      code: PRIVILEGE_MESSAGES.groupTypeAbove,
      params: { group_type: "Admin" },
    });
    expect(refuseGranting(admin, emptyAdmin)).toBeUndefined();
  });

  it("refuses a permission or an action the caller does not hold, and names them", () => {
    const withMaintenance: PrivilegeHolder = { ...admin, actions: [...admin.actions, "locals.maintenance"] };
    expect(refuseGranting(admin, withMaintenance)).toEqual({
      code: PRIVILEGE_MESSAGES.notHeld,
      params: { permissions: "locals.maintenance" },
    });
    const roleEditor: PrivilegeHolder = {
      group_type: "Camarero",
      permissions: { users: FULL_PERMISSION },
      actions: [],
    };
    expect(refuseGranting(manager, roleEditor)?.code).toBe(PRIVILEGE_MESSAGES.notHeld);
  });

  it("lets a caller give what they hold, down to their own role", () => {
    expect(refuseGranting(admin, admin)).toBeUndefined();
    expect(refuseGranting(manager, manager)).toBeUndefined();
    expect(refuseGranting(manager, waiter)).toBeUndefined();
    expect(refuseGranting(manager, kitchen)).toBeUndefined();
  });

  it("does not let peers of the lowest rank swap powers they do not share", () => {
    expect(refuseGranting(waiter, kitchen)?.code).toBe(PRIVILEGE_MESSAGES.notHeld);
  });
});

describe("refuseTouching", () => {
  it("keeps whoever holds more than the caller out of their reach", () => {
    expect(refuseTouching(manager, superAdmin)).toEqual({ code: PRIVILEGE_MESSAGES.superAdminOnly });
    expect(refuseTouching(manager, admin)).toEqual({ code: PRIVILEGE_MESSAGES.targetAbove });
    expect(refuseTouching(admin, superAdmin)).toEqual({ code: PRIVILEGE_MESSAGES.superAdminOnly });
    expect(refuseTouching(admin, admin)).toBeUndefined();
    expect(refuseTouching(manager, waiter)).toBeUndefined();
    expect(refuseTouching(superAdmin, superAdmin)).toBeUndefined();
  });
});

describe("refuseRoleWrite", () => {
  it("checks the role as it is and as it will be", () => {
    expect(refuseRoleWrite(admin, { stored: superAdmin, next: { ...superAdmin, actions: [] } })?.code).toBe(
      PRIVILEGE_MESSAGES.superAdminOnly,
    );
    expect(
      refuseRoleWrite(admin, { stored: manager, next: { ...manager, group_type: "SuperAdmin" } })?.code,
    ).toBe(PRIVILEGE_MESSAGES.superAdminOnly);
    expect(
      refuseRoleWrite(admin, { stored: manager, next: { ...manager, group_type: "Admin" } }),
    ).toBeUndefined();
    expect(refuseRoleWrite(admin, { stored: admin })).toBeUndefined();
    expect(refuseRoleWrite(superAdmin, { stored: superAdmin, next: superAdmin })).toBeUndefined();
  });
});

describe("refuseUserWrite", () => {
  const me = 7;
  const other = 8;

  it("refuses anyone changing their own role, a SuperAdmin too", () => {
    for (const caller of [superAdmin, admin, manager]) {
      expect(
        refuseUserWrite(
          { userId: me, role: caller },
          { current: { userId: me, roleId: 1, role: caller }, assigned: { roleId: 2, role: waiter } },
        ),
      ).toEqual({ code: PRIVILEGE_MESSAGES.ownRole });
    }
  });

  it("lets a user send their own role back unchanged", () => {
    expect(
      refuseUserWrite(
        { userId: me, role: manager },
        { current: { userId: me, roleId: 3, role: manager }, assigned: { roleId: 3, role: manager } },
      ),
    ).toBeUndefined();
  });

  it("refuses creating or assigning a user a role the caller could not give", () => {
    expect(
      refuseUserWrite({ userId: me, role: manager }, { assigned: { roleId: 1, role: superAdmin } })?.code,
    ).toBe(PRIVILEGE_MESSAGES.superAdminOnly);
    expect(
      refuseUserWrite(
        { userId: me, role: manager },
        { current: { userId: other, roleId: 4, role: waiter }, assigned: { roleId: 2, role: admin } },
      )?.code,
    ).toBe(PRIVILEGE_MESSAGES.groupTypeAbove);
  });

  it("refuses editing (and so re-passwording) a user above the caller", () => {
    expect(
      refuseUserWrite(
        { userId: me, role: manager },
        { current: { userId: other, roleId: 1, role: superAdmin } },
      )?.code,
    ).toBe(PRIVILEGE_MESSAGES.superAdminOnly);
    expect(
      refuseUserWrite({ userId: me, role: manager }, { current: { userId: other, roleId: 2, role: admin } })
        ?.code,
    ).toBe(PRIVILEGE_MESSAGES.targetAbove);
  });

  it("lets a SuperAdmin do all of it to others", () => {
    expect(
      refuseUserWrite(
        { userId: me, role: superAdmin },
        { current: { userId: other, roleId: 1, role: superAdmin }, assigned: { roleId: 4, role: waiter } },
      ),
    ).toBeUndefined();
    expect(
      refuseUserWrite({ userId: me, role: superAdmin }, { assigned: { roleId: 1, role: superAdmin } }),
    ).toBeUndefined();
  });
});
