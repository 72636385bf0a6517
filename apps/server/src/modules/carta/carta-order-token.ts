import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { cartaOrders } from "./carta.schema";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new unguessable token following `requestId`; only its hash is kept, as a booking's cancel link. */
export async function issueOrderToken(tx: Db, localId: number, requestId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .insert(cartaOrders)
    .values({ token_hash: hashOf(token), local_id: localId, request_id: requestId });
  return token;
}

/** The order a token follows in this local, if any. */
export async function orderOfToken(db: Db, localId: number, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ request_id: cartaOrders.request_id })
    .from(cartaOrders)
    .where(and(eq(cartaOrders.token_hash, hashOf(token)), eq(cartaOrders.local_id, localId)));
  return row?.request_id;
}
