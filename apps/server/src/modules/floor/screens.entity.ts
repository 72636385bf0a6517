import { screenInputSchema, screenUpdateSchema } from "@comanda/domain";
import { defineEntity } from "../../platform/crud/entity";
import { categories, modifiers } from "../menu/menu.schema";
import { assertInLocal } from "../menu/menu-references";
import { screens, tpvs } from "./floor.schema";

/** Kitchen and bar displays: which categories' lines each shows, for which till. */
export const screensEntity = defineEntity({
  collection: "screens",
  table: screens,
  insertSchema: screenInputSchema,
  updateSchema: screenUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  clearable: ["tpv"],
  prepare: async (input, { db, localId }) => {
    const values = input as { categories?: number[]; modifiers?: number[]; tpv?: number | null };
    await assertInLocal(db, categories, localId, values.categories ?? [], "categories");
    await assertInLocal(db, modifiers, localId, values.modifiers ?? [], "modifiers");
    if (values.tpv) await assertInLocal(db, tpvs, localId, [values.tpv], "tpv");
    return input;
  },
  sample: async ({ n, insert }) => ({ name: `Pantalla ${n}`, categories: [await insert("categories")] }),
});
