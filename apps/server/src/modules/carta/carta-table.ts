import { CARTA_MESSAGES } from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { tables } from "../floor/floor.schema";

export interface CartaTable {
  id: number;
  name: string;
  zone_id: number;
}

/** The live table of this local whose QR carries `token`; 404 for any other token. */
export async function tableOfToken(db: Db, localId: number, token: string): Promise<CartaTable> {
  const [table] = await db
    .select({ id: tables.id, name: tables.name, zone_id: tables.zone_id })
    .from(tables)
    .where(and(eq(tables.local_id, localId), eq(tables.qr, token), isNull(tables.deleted_at)));
  if (!table) throw new AppError(404, CARTA_MESSAGES.tableUnknown);
  return table;
}
