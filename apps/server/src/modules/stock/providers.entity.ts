import { providerInputSchema, providerUpdateSchema } from "@comanda/domain";
import { defineEntity } from "../../platform/crud/entity";
import { nextSerial } from "./serials";
import { providers } from "./stock.schema";

/** Providers: who the local buys from. Each gets a serial of the `providers` series when created. */
export const providersEntity = defineEntity({
  collection: "providers",
  table: providers,
  insertSchema: providerInputSchema,
  updateSchema: providerUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "email", "category", "serial"],
  defaultOrdering: "name",
  lockModule: "stock",
  clearable: ["phone", "email", "category"],
  prepare: async (input, { db, localId, operation }) =>
    operation === "insert" ? { ...input, serial: await nextSerial(db, localId, "providers") } : input,
  sample: async ({ n }) => ({
    name: `Proveedor ${n}`,
    email: `proveedor${n}@example.com`,
    category: "Bebidas",
  }),
});
