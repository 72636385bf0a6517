import { DEFAULT_ROLES, type LockModule, type Module } from "@comanda/domain";
import { roles, users } from "../modules/auth/auth.schema";
import { tpvs } from "../modules/floor/floor.schema";
import { seedAllergens } from "../modules/menu/eu-allergens";
import { seedMainWarehouse } from "../modules/stock/seed-warehouse";
import { hashPassword } from "../platform/auth/passwords";
import type { Db } from "../platform/db/client";
import { locals } from "../platform/tenancy/locals.schema";

export interface NewLocal {
  name: string;
  location: string;
  modules: readonly Module[];
  lock_modules: readonly LockModule[];
  users: Array<{ username: string; first_name: string; email: string; password: string; role: string }>;
  tpvs: Array<{ name: string; key: string }>;
}

/** Creates a local with the default roles, its users, its tills, the EU allergens and a warehouse, in one transaction. */
export async function createLocal(db: Db, input: NewLocal): Promise<number> {
  return db.transaction(async (tx) => {
    const [local] = await tx
      .insert(locals)
      .values({
        name: input.name,
        location: input.location,
        modules: [...input.modules],
        lock_modules: [...input.lock_modules],
      })
      .returning({ id: locals.id });
    const localId = local!.id;
    const roleRows = await tx
      .insert(roles)
      .values(DEFAULT_ROLES.map((role) => ({ ...role, actions: [...role.actions], local_id: localId })))
      .returning({ id: roles.id, name: roles.name });
    const roleId = new Map(roleRows.map((row) => [row.name, row.id]));
    for (const user of input.users) {
      const role_id = roleId.get(user.role);
      if (role_id === undefined) throw new Error(`unknown role ${user.role}`);
      await tx.insert(users).values({
        local_id: localId,
        username: user.username,
        first_name: user.first_name,
        email: user.email.toLowerCase(),
        role_id,
        password_hash: await hashPassword(user.password),
      });
    }
    if (input.tpvs.length)
      await tx.insert(tpvs).values(input.tpvs.map((tpv) => ({ ...tpv, local_id: localId })));
    await seedAllergens(tx, localId);
    await seedMainWarehouse(tx, localId);
    return localId;
  });
}
