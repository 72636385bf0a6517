import {
  allergenInputSchema,
  allergenUpdateSchema,
  familyInputSchema,
  familyUpdateSchema,
  MEASURE_TYPE,
  MENU_MESSAGES,
  type Measure,
  unitInputSchema,
  unitUpdateSchema,
} from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import { defineEntity } from "../../platform/crud/entity";
import { errors } from "../../platform/errors/app-error";
import { allergens, categories, families, units } from "./menu.schema";
import { assertInLocal } from "./menu-references";

/** The 14 EU allergens are seeded with every local; a local may add its own. */
export const allergensEntity = defineEntity({
  collection: "allergens",
  table: allergens,
  insertSchema: allergenInputSchema,
  updateSchema: allergenUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "name_en", "name_ch"],
  defaultOrdering: "id",
  clearable: ["name_en", "name_ch"],
  sample: async ({ n }) => ({ name: `Alérgeno ${n}` }),
});

/** A unit of its own (a 75 cl bottle): `value` of a measure whose type is the unit's type. */
export const unitsEntity = defineEntity({
  collection: "units",
  table: units,
  insertSchema: unitInputSchema,
  updateSchema: unitUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "name",
  prepare: async (input, { db, localId, id }) => {
    let type = input.type as string | undefined;
    let reference = input.unit_reference as Measure | undefined;
    if ((type === undefined || reference === undefined) && id !== undefined) {
      const [stored] = await db
        .select({ type: units.type, unit_reference: units.unit_reference })
        .from(units)
        .where(and(eq(units.local_id, localId), eq(units.id, id)));
      if (!stored) throw errors.notFound();
      type ??= stored.type;
      reference ??= stored.unit_reference;
    }
    if (reference !== undefined && MEASURE_TYPE[reference] !== (type ?? "quantity")) {
      throw errors.field("unit_reference", MENU_MESSAGES.unitTypeMismatch, { type: type ?? "quantity" });
    }
    return input;
  },
  sample: async ({ n }) => ({ name: `Botella ${n}`, type: "volume", value: 75, unit_reference: "cl" }),
});

/** Families group categories; printers route by family. */
export const familiesEntity = defineEntity({
  collection: "families",
  table: families,
  insertSchema: familyInputSchema,
  updateSchema: familyUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "name",
  prepare: async (input, { db, localId }) => {
    await assertInLocal(
      db,
      categories,
      localId,
      (input.categories as number[] | undefined) ?? [],
      "categories",
    );
    return input;
  },
  sample: async ({ n }) => ({ name: `Familia ${n}` }),
});
