import {
  isQuantifiableFor,
  MENU_IMAGE_MAX_BYTES,
  MENU_MESSAGES,
  modifierInputSchema,
  modifierUpdateSchema,
  type NestedOptionInput,
  optionInputSchema,
  optionUpdateSchema,
  type RecipeLineInput,
} from "@comanda/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { defineEntity, type EntityContext } from "../../platform/crud/entity";
import { AppError, errors } from "../../platform/errors/app-error";
import { modifiers, options, products } from "./menu.schema";
import { assertInLocal, liveIdsIn, UNKNOWN_REFERENCE } from "./menu-references";
import { assertRecipes } from "./products.entity";

type Row = Record<string, unknown>;

const liveOptions = (localId: number) => and(eq(options.local_id, localId), isNull(options.deleted_at));

/**
 * Nesting is a tree: a modifier asked under one of its own options (or deeper) would
 * ask forever. `edges` are the nested modifiers about to be written, by option id.
 */
async function assertNoCycle(
  { db, localId }: EntityContext,
  root: number,
  proposed: ReadonlyMap<number, { modifier: number; nested: number[] }>,
  field: string,
) {
  const rows = await db
    .select({ id: options.id, modifier: options.modifier_id, nested: options.modifiers })
    .from(options)
    .where(liveOptions(localId));
  const children = new Map<number, number[]>();
  const add = (modifier: number, nested: number[]) =>
    children.set(modifier, [...(children.get(modifier) ?? []), ...nested]);
  for (const row of rows) if (!proposed.has(row.id)) add(row.modifier, row.nested);
  for (const option of proposed.values()) add(option.modifier, option.nested);
  const seen = new Set<number>();
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === root) throw errors.field(field, MENU_MESSAGES.modifierCycle);
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(children.get(next) ?? []));
  }
}

type OptionReferences = { product?: number | null; modifiers?: number[]; ingredients?: RecipeLineInput[] };

/** The products, nested modifiers and recipes options name, for all of them in three queries. */
async function assertOptionReferences(
  context: EntityContext,
  written: Array<{ field: string; option: OptionReferences }>,
) {
  const { db, localId } = context;
  const knownProducts = await liveIdsIn(
    db,
    products,
    localId,
    written.flatMap(({ option }) => (option.product ? [option.product] : [])),
  );
  const knownModifiers = await liveIdsIn(
    db,
    modifiers,
    localId,
    written.flatMap(({ option }) => option.modifiers ?? []),
  );
  for (const { field, option } of written) {
    if (option.product && !knownProducts.has(option.product)) {
      throw errors.field(`${field}.product`, UNKNOWN_REFERENCE, { ids: String(option.product) });
    }
    const unknown = (option.modifiers ?? []).filter((id) => !knownModifiers.has(id));
    if (unknown.length > 0)
      throw errors.field(`${field}.modifiers`, UNKNOWN_REFERENCE, { ids: unknown.join(", ") });
  }
  await assertRecipes(
    context,
    written.map(({ field, option }) => ({ field: `${field}.ingredients`, lines: option.ingredients ?? [] })),
  );
}

async function storedLimits(
  { db, localId }: EntityContext,
  table: typeof modifiers | typeof options,
  id: number,
) {
  const [row] = await db
    .select({ min_value: table.min_value, max_value: table.max_value })
    .from(table)
    .where(and(eq(table.local_id, localId), eq(table.id, id), isNull(table.deleted_at)));
  if (!row) throw errors.notFound();
  return row;
}

/** Limits after a partial update; a min above the max is refused with the spec's message. */
async function mergedLimits(
  context: EntityContext,
  table: typeof modifiers | typeof options,
  id: number | undefined,
  input: { min_value?: number; max_value?: number },
  message: string,
) {
  const stored = id === undefined ? undefined : await storedLimits(context, table, id);
  const min = input.min_value ?? stored?.min_value ?? 0;
  const max = input.max_value ?? stored?.max_value ?? 1;
  if (min > max) throw errors.field("min_value", message);
  return { min, max };
}

async function assertEnoughOptions({ db, localId }: EntityContext, modifierId: number, min: number) {
  const rows = await db
    .select({ id: options.id })
    .from(options)
    .where(and(liveOptions(localId), eq(options.modifier_id, modifierId), eq(options.enabled, true)));
  if (rows.length < min) {
    throw errors.field("options", MENU_MESSAGES.modifierFewerOptionsThanMin, { min, count: rows.length });
  }
}

function optionColumns(option: Partial<NestedOptionInput>): Row {
  const { id: _id, ...values } = option;
  return values.max_value === undefined
    ? values
    : { ...values, is_quantifiable: isQuantifiableFor(values.max_value) };
}

/** Options of the given modifiers, in their order. */
export async function optionsOf({ db, localId }: EntityContext, modifierIds: number[]) {
  if (modifierIds.length === 0) return [];
  return db
    .select({
      id: options.id,
      modifier_id: options.modifier_id,
      name: options.name,
      name_es: options.name_es,
      name_en: options.name_en,
      min_value: options.min_value,
      max_value: options.max_value,
      is_quantifiable: options.is_quantifiable,
      price: options.price,
      unit: options.unit,
      amount: options.amount,
      ingredients: options.ingredients,
      product: options.product,
      modifiers: options.modifiers,
      image: options.image,
      enabled: options.enabled,
      order: options.order,
    })
    .from(options)
    .where(and(liveOptions(localId), inArray(options.modifier_id, modifierIds)))
    .orderBy(asc(options.order), asc(options.id));
}

/**
 * Modifiers are saved with their options in one call (spec §3): options with an id are
 * updated, without one created, and `deleted_options` removed, all in one transaction.
 */
export const modifiersEntity = defineEntity({
  collection: "modifiers",
  table: modifiers,
  insertSchema: modifierInputSchema,
  updateSchema: modifierUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "name_es", "name_en"],
  defaultOrdering: "order",
  images: { image: MENU_IMAGE_MAX_BYTES },
  clearable: ["image", "name_es", "name_en", "app_text"],
  prepare: async (input, context) => {
    const {
      options: _options,
      deleted_options: _deleted,
      ...values
    } = input as Row & {
      min_value?: number;
      max_value?: number;
    };
    const { max } = await mergedLimits(
      context,
      modifiers,
      context.id,
      values,
      MENU_MESSAGES.modifierMinAboveMax,
    );
    return { ...values, is_quantifiable: isQuantifiableFor(max) };
  },
  afterWrite: async (row, input, context) => {
    const { db, localId } = context;
    const modifierId = row.id as number;
    const written = (input.options ?? []) as NestedOptionInput[];
    const deleted = (input.deleted_options ?? []) as number[];
    const own = await db
      .select({ id: options.id })
      .from(options)
      .where(and(liveOptions(localId), eq(options.modifier_id, modifierId)));
    const ownIds = new Set(own.map((option) => option.id));
    const foreign = [...written.flatMap((option) => (option.id ? [option.id] : [])), ...deleted].filter(
      (id) => !ownIds.has(id),
    );
    if (foreign.length > 0)
      throw errors.field("options", "validation.unknown_reference", { ids: foreign.join(", ") });

    const proposed = new Map<number, { modifier: number; nested: number[] }>();
    await assertOptionReferences(
      context,
      written.map((option, index) => ({ field: `options.${index}`, option })),
    );
    for (const [index, option] of written.entries()) {
      if ((option.min_value ?? 1) > (option.max_value ?? 1)) {
        throw errors.field(`options.${index}.min_value`, MENU_MESSAGES.optionMinAboveMax);
      }
    }
    if (deleted.length > 0) {
      await db
        .update(options)
        .set({ deleted_at: new Date() })
        .where(and(liveOptions(localId), inArray(options.id, deleted)));
    }
    for (const [index, option] of written.entries()) {
      const values = optionColumns(option);
      if (option.id) {
        await db
          .update(options)
          .set({ ...values, updated_at: new Date() })
          .where(and(liveOptions(localId), eq(options.id, option.id)));
        proposed.set(option.id, { modifier: modifierId, nested: option.modifiers ?? [] });
      } else {
        const [created] = await db
          .insert(options)
          .values({
            ...values,
            is_quantifiable: isQuantifiableFor(option.max_value ?? 1),
            order: option.order ?? index,
            modifier_id: modifierId,
            local_id: localId,
          } as typeof options.$inferInsert)
          .returning({ id: options.id });
        proposed.set(created!.id, { modifier: modifierId, nested: option.modifiers ?? [] });
      }
    }
    await assertNoCycle(context, modifierId, proposed, "options");
    await assertEnoughOptions(context, modifierId, row.min_value as number);
  },
  expand: async (rows, context) => {
    const all = await optionsOf(
      context,
      rows.map((row) => row.id as number),
    );
    return rows.map((row) => ({ ...row, options: all.filter((option) => option.modifier_id === row.id) }));
  },
  sample: async ({ n }) => ({ name: `Modificador ${n}` }),
});

/** Options on their own (/options/list); the same rules as when saved with their modifier. */
export const optionsEntity = defineEntity({
  collection: "options",
  table: options,
  insertSchema: optionInputSchema,
  updateSchema: optionUpdateSchema,
  uniqueField: "id",
  searchable: ["name", "name_es", "name_en"],
  defaultOrdering: "order",
  images: { image: MENU_IMAGE_MAX_BYTES },
  clearable: ["image", "name_es", "name_en", "product", "unit"],
  prepare: async (input, context) => {
    const values = input as Row & {
      modifier_id?: number;
      product?: number | null;
      modifiers?: number[];
      ingredients?: RecipeLineInput[];
      min_value?: number;
      max_value?: number;
    };
    if (values.modifier_id !== undefined) {
      await assertInLocal(context.db, modifiers, context.localId, [values.modifier_id], "modifier_id");
    }
    await assertOptionReferences(context, [{ field: "body", option: values }]);
    const { max } = await mergedLimits(context, options, context.id, values, MENU_MESSAGES.optionMinAboveMax);
    return { ...values, is_quantifiable: isQuantifiableFor(max) };
  },
  afterWrite: async (row, _input, context) => {
    const proposed = new Map([
      [row.id as number, { modifier: row.modifier_id as number, nested: row.modifiers as number[] }],
    ]);
    await assertNoCycle(context, row.modifier_id as number, proposed, "modifiers");
  },
  assertDeletable: async (ids, context) => {
    const { db, localId } = context;
    const targets = await db
      .select({ modifier: options.modifier_id })
      .from(options)
      .where(and(liveOptions(localId), inArray(options.id, ids)));
    for (const modifierId of new Set(targets.map((target) => target.modifier))) {
      const [modifier] = await db
        .select({ min: modifiers.min_value })
        .from(modifiers)
        .where(
          and(eq(modifiers.id, modifierId), eq(modifiers.local_id, localId), isNull(modifiers.deleted_at)),
        );
      if (!modifier) continue;
      const left = await db
        .select({ id: options.id })
        .from(options)
        .where(and(liveOptions(localId), eq(options.modifier_id, modifierId), eq(options.enabled, true)));
      const remaining = left.filter((option) => !ids.includes(option.id)).length;
      if (remaining < modifier.min) {
        throw new AppError(400, MENU_MESSAGES.modifierFewerOptionsThanMin, {
          min: modifier.min,
          count: remaining,
        });
      }
    }
  },
  sample: async ({ n, insert }) => ({ name: `Opción ${n}`, modifier_id: await insert("modifiers") }),
});
