import { GROUP_TYPES, type GroupType } from "./auth";
import { CRUD_ACTIONS, MODULES, type PermissionMap } from "./modules";

/**
 * Who may give, change or take away which powers over users and roles (issue 22). The server
 * asks these functions on every write of a user or a role; the rules themselves are written
 * in docs/decisions.md "Privilege rules".
 */

/** What a role grants: the caller's own role, a role being written, the role of a user. */
export interface PrivilegeHolder {
  group_type: string | null;
  permissions: PermissionMap;
  actions: readonly string[];
}

/**
 * Higher ranks may act on lower ones, never the other way round. The staff roles below the
 * manager are peers; a role without a (known) group type ranks with them.
 */
export const GROUP_TYPE_RANK: Readonly<Record<GroupType, number>> = {
  SuperAdmin: 3,
  Admin: 2,
  Encargado: 1,
  Camarero: 0,
  Cocina: 0,
  Repartidor: 0,
};

export function groupTypeRank(groupType: string | null): number {
  return (GROUP_TYPES as readonly string[]).includes(groupType ?? "")
    ? GROUP_TYPE_RANK[groupType as GroupType]
    : 0;
}

export function isSuperAdmin(holder: Pick<PrivilegeHolder, "group_type">): boolean {
  return holder.group_type === "SuperAdmin";
}

/** Catalogue codes of the refusals (403), worded in the server's message catalogue. */
export const PRIVILEGE_MESSAGES = {
  superAdminOnly: "privileges.superadmin_only",
  groupTypeAbove: "privileges.group_type_above",
  notHeld: "privileges.not_held",
  targetAbove: "privileges.target_above",
  ownRole: "privileges.own_role",
} as const;
export type PrivilegeMessage = (typeof PRIVILEGE_MESSAGES)[keyof typeof PRIVILEGE_MESSAGES];

export interface PrivilegeRefusal {
  code: PrivilegeMessage;
  params?: Record<string, string>;
}

/** The permission keys and named actions `role` grants and `caller` does not hold, in a stable order. */
export function privilegesBeyond(caller: PrivilegeHolder, role: PrivilegeHolder): string[] {
  if (isSuperAdmin(caller)) return [];
  const flags = MODULES.flatMap((module) =>
    CRUD_ACTIONS.filter(
      (action) =>
        role.permissions[module]?.[action] === true && caller.permissions[module]?.[action] !== true,
    ).map((action) => `${module}.${action}`),
  );
  const actions = role.actions.filter((action) => !caller.actions.includes(action));
  return [...flags, ...[...new Set(actions)].sort()];
}

/** Why `caller` may not give `role` away (create it as it is, or assign it to a user); undefined: they may. */
export function refuseGranting(caller: PrivilegeHolder, role: PrivilegeHolder): PrivilegeRefusal | undefined {
  if (isSuperAdmin(caller)) return undefined;
  if (isSuperAdmin(role)) return { code: PRIVILEGE_MESSAGES.superAdminOnly };
  if (groupTypeRank(role.group_type) > groupTypeRank(caller.group_type)) {
    return { code: PRIVILEGE_MESSAGES.groupTypeAbove, params: { group_type: role.group_type ?? "" } };
  }
  const beyond = privilegesBeyond(caller, role);
  if (beyond.length > 0)
    return { code: PRIVILEGE_MESSAGES.notHeld, params: { permissions: beyond.join(", ") } };
  return undefined;
}

/**
 * Why `caller` may not change or remove what already holds `role` (the role itself, or a user
 * who has it, their password included); undefined: they may. Whoever holds more than the caller
 * is out of their reach: changing their password would be taking their place.
 */
export function refuseTouching(caller: PrivilegeHolder, role: PrivilegeHolder): PrivilegeRefusal | undefined {
  if (isSuperAdmin(caller)) return undefined;
  if (isSuperAdmin(role)) return { code: PRIVILEGE_MESSAGES.superAdminOnly };
  if (
    groupTypeRank(role.group_type) > groupTypeRank(caller.group_type) ||
    privilegesBeyond(caller, role).length > 0
  ) {
    return { code: PRIVILEGE_MESSAGES.targetAbove };
  }
  return undefined;
}

/** A write of a role: `stored` is the role as it is (absent on insert), `next` as it will be (absent on delete). */
export function refuseRoleWrite(
  caller: PrivilegeHolder,
  write: { stored?: PrivilegeHolder; next?: PrivilegeHolder },
): PrivilegeRefusal | undefined {
  return (
    (write.stored && refuseTouching(caller, write.stored)) ||
    (write.next && refuseGranting(caller, write.next))
  );
}

export interface PrivilegeCaller {
  userId: number;
  role: PrivilegeHolder;
}

export interface UserWrite {
  /** The user as they are (absent on insert and restore). */
  current?: { userId: number; roleId: number; role: PrivilegeHolder };
  /** The role the write gives the user: an insert, a restore, or an update that sends role_id. */
  assigned?: { roleId: number; role: PrivilegeHolder };
}

/**
 * A write of a user. Nobody changes their own role, a SuperAdmin included: the one role that
 * runs the local's maintenance must not be left by a slip of its own holder, and another
 * SuperAdmin can always do it for them. Sending one's own role_id unchanged is no change.
 */
export function refuseUserWrite(caller: PrivilegeCaller, write: UserWrite): PrivilegeRefusal | undefined {
  const { current, assigned } = write;
  if (current && assigned && current.userId === caller.userId && assigned.roleId !== current.roleId) {
    return { code: PRIVILEGE_MESSAGES.ownRole };
  }
  return (
    (current && refuseTouching(caller.role, current.role)) ||
    (assigned && refuseGranting(caller.role, assigned.role))
  );
}
