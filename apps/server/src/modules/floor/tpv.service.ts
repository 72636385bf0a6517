import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { tpvs } from "./floor.schema";

export function createTpvService({ db }: { db: Db }) {
  return {
    /** A live till of the local, by numeric id or by key. */
    async find(localId: number, idOrKey: string | number) {
      const asId =
        typeof idOrKey === "number" ? idOrKey : /^\d{1,9}$/.test(idOrKey) ? Number(idOrKey) : undefined;
      const [tpv] = await db
        .select()
        .from(tpvs)
        .where(
          and(
            eq(tpvs.local_id, localId),
            isNull(tpvs.deleted_at),
            asId !== undefined ? eq(tpvs.id, asId) : eq(tpvs.key, String(idOrKey)),
          ),
        );
      return tpv;
    },

    async keys(localId: number): Promise<string[]> {
      const rows = await db
        .select({ key: tpvs.key })
        .from(tpvs)
        .where(and(eq(tpvs.local_id, localId), isNull(tpvs.deleted_at)));
      return rows.map((row) => row.key);
    },
  };
}
export type TpvService = ReturnType<typeof createTpvService>;
