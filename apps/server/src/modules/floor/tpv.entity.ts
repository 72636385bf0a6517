import { tpvInputSchema } from "@comanda/domain";
import { defineEntity } from "../../platform/crud/entity";
import { tpvs } from "./floor.schema";

/** Tills. The list is public: the login screen offers them before anyone signs in. */
export const tpvEntity = defineEntity({
  collection: "tpv",
  table: tpvs,
  insertSchema: tpvInputSchema,
  updateSchema: tpvInputSchema.partial(),
  uniqueField: "key",
  searchable: ["name", "key"],
  defaultOrdering: "id",
  sample: async ({ n }) => ({ name: `Caja ${n}`, key: `caja-${n}` }),
});
