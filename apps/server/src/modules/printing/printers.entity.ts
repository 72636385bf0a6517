import {
  PRINTING_MESSAGES,
  type PrinterConnection,
  printerInputSchema,
  printerUpdateSchema,
} from "@comanda/domain";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { tpvs, zones } from "../floor/floor.schema";
import { categories, families } from "../menu/menu.schema";
import { assertInLocal } from "../menu/menu-references";
import { cashiers, printers } from "./printing.schema";

interface PrinterValues {
  category?: number[];
  main_tpv?: number | null;
  secondary_tpv?: number | null;
  zone?: number | null;
  family?: number | null;
  connection?: PrinterConnection;
  host?: string | null;
}

/** Printers: the kitchen lines they print and how they are reached (raw TCP or virtual). */
export const printersEntity = defineEntity({
  collection: "printers",
  table: printers,
  insertSchema: printerInputSchema,
  updateSchema: printerUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "host"],
  defaultOrdering: "id",
  clearable: ["main_tpv", "secondary_tpv", "zone", "family", "host"],
  prepare: async (input, { db, localId, operation, id }) => {
    const values = input as PrinterValues;
    await assertInLocal(db, categories, localId, values.category ?? [], "category");
    for (const field of ["main_tpv", "secondary_tpv"] as const) {
      const tpv = values[field];
      if (tpv) await assertInLocal(db, tpvs, localId, [tpv], field);
    }
    if (values.zone) await assertInLocal(db, zones, localId, [values.zone], "zone");
    if (values.family) await assertInLocal(db, families, localId, [values.family], "family");
    // A partial update is checked against the stored printer: a network printer keeps a host.
    let stored: { connection: PrinterConnection; host: string | null } | undefined;
    if (operation === "update") {
      [stored] = await db
        .select({ connection: printers.connection, host: printers.host })
        .from(printers)
        .where(and(eq(printers.local_id, localId), eq(printers.id, id!), isNull(printers.deleted_at)));
      if (!stored) throw errors.notFound();
    }
    const connection = values.connection ?? stored?.connection;
    const host = values.host === undefined ? stored?.host : values.host;
    if (connection === "network" && !host) throw errors.field("host", PRINTING_MESSAGES.host);
    return input;
  },
  assertDeletable: async (ids, { db, localId }) => {
    const [drawer] = await db
      .select({ name: cashiers.name })
      .from(cashiers)
      .where(and(eq(cashiers.local_id, localId), inArray(cashiers.printer, ids), isNull(cashiers.deleted_at)))
      .limit(1);
    if (drawer) throw new AppError(400, PRINTING_MESSAGES.printerInUse, { name: drawer.name });
    // A zone's printers are a JSON list of ids.
    const [zone] = await db
      .select({ name: zones.name })
      .from(zones)
      .where(
        and(
          eq(zones.local_id, localId),
          isNull(zones.deleted_at),
          or(
            inArray(zones.main_printer, ids),
            sql`exists (select 1 from jsonb_array_elements_text(${zones.printers}) as listed(id)
                  where listed.id::int in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )}))`,
          ),
        ),
      )
      .limit(1);
    if (zone) throw new AppError(400, PRINTING_MESSAGES.printerInZone, { name: zone.name });
  },
  sample: async ({ n }) => ({ name: `Impresora ${n}`, host: `192.168.1.${(n % 250) + 1}` }),
});
