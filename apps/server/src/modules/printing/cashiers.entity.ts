import { cashierInputSchema, cashierUpdateSchema } from "@comanda/domain";
import { defineEntity } from "../../platform/crud/entity";
import { assertInLocal } from "../menu/menu-references";
import { cashiers, printers } from "./printing.schema";

/** Cash drawers, each opened through the connection of one of the local's printers. */
export const cashiersEntity = defineEntity({
  collection: "cashiers",
  table: cashiers,
  insertSchema: cashierInputSchema,
  updateSchema: cashierUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  prepare: async (input, { db, localId }) => {
    const { printer } = input as { printer?: number };
    if (printer !== undefined) await assertInLocal(db, printers, localId, [printer], "printer");
    return input;
  },
  sample: async ({ n, insert }) => ({ name: `Cajón ${n}`, printer: await insert("printers") }),
});
