import type { cartaAddressSchema } from "@comanda/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { clientAddresses } from "../clients/clients.schema";

/**
 * The client's address as the customer typed it (and where their phone placed it): the same
 * one again, else a new one; a customer never changes an address the staff keep.
 */
export async function customerAddress(
  tx: Db,
  localId: number,
  clientId: number,
  input: z.output<typeof cartaAddressSchema>,
): Promise<number> {
  const [found] = await tx
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(
      and(
        eq(clientAddresses.local_id, localId),
        eq(clientAddresses.client_id, clientId),
        isNull(clientAddresses.deleted_at),
        sql`lower(${clientAddresses.address}) = lower(${input.address})`,
        sql`coalesce(${clientAddresses.postal_code}, '') = ${input.postal_code}`,
        sql`coalesce(${clientAddresses.reference}, '') = ${input.reference}`,
        sql`${clientAddresses.latitude} is not distinct from ${input.latitude}`,
        sql`${clientAddresses.longitude} is not distinct from ${input.longitude}`,
      ),
    )
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(clientAddresses)
    .values({
      local_id: localId,
      client_id: clientId,
      address: input.address,
      city: input.city || null,
      postal_code: input.postal_code || null,
      reference: input.reference || null,
      latitude: input.latitude,
      longitude: input.longitude,
    })
    .returning({ id: clientAddresses.id });
  return created!.id;
}
