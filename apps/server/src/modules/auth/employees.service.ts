import { hasPermission, type PermissionKey } from "@comanda/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { roles, users } from "./auth.schema";

/** An employee as the till's "who takes this order" picker shows them: a name, nothing private. */
export interface OrderTaker {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** Either lets a role open orders: table orders or the other kinds. */
const TAKES_ORDERS: readonly PermissionKey[] = ["requests_tables.create", "orders.create"];

export function createEmployeesService({ db }: { db: Db }) {
  /** The local's active employees with their role's permissions, by name. */
  const staff = (localId: number) =>
    db
      .select({
        id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
        group_type: roles.group_type,
        permissions: roles.permissions,
        actions: roles.actions,
      })
      .from(users)
      .innerJoin(roles, and(eq(roles.id, users.role_id), isNull(roles.deleted_at)))
      .where(and(eq(users.local_id, localId), isNull(users.deleted_at)))
      .orderBy(asc(users.first_name), asc(users.username), asc(users.id));
  const nameOnly = ({ id, username, first_name, last_name }: OrderTaker): OrderTaker => ({
    id,
    username,
    first_name,
    last_name,
  });

  return {
    /**
     * The employees whose role may take orders (setting select_employee_before_order): the
     * kitchen and the delivery riders are not offered as the waiter of a table.
     */
    async orderTakers(localId: number): Promise<OrderTaker[]> {
      const rows = await staff(localId);
      return rows
        .filter(
          (row) =>
            row.group_type === "SuperAdmin" ||
            TAKES_ORDERS.some((key) => hasPermission(row.permissions, row.actions, key)),
        )
        .map(nameOnly);
    },

    /** Every employee of the local, whatever their role: any of them may take a delivery out. */
    async dealers(localId: number): Promise<OrderTaker[]> {
      return (await staff(localId)).map(nameOnly);
    },
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
