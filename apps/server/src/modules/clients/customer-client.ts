import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { clients } from "./clients.schema";

export interface CustomerContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/**
 * The client a customer's own booking or order (digital menu) belongs to: the live one with the
 * same e-mail and phone, else a new one. Both must match, so typing someone's e-mail alone
 * never reaches their client.
 */
export async function customerClient(tx: Db, localId: number, input: CustomerContact): Promise<number> {
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.local_id, localId),
        isNull(clients.deleted_at),
        sql`lower(${clients.email}) = lower(${input.email})`,
        eq(clients.phone, input.phone),
      ),
    )
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(clients)
    .values({
      local_id: localId,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
    })
    .returning({ id: clients.id });
  return created!.id;
}
