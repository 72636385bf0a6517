import { z } from "zod";
import { centsFromAmount } from "./money-format";

/**
 * A customer's choice of modifiers for one product line, checked against the product's
 * modifier tree (spec §3 "Modifier", "Option"; §5 "Modifiers"). Options can carry modifiers
 * of their own, so both the tree and the choice nest.
 */
export interface ModifierNode {
  id: number;
  name: string;
  min_value: number;
  max_value: number;
  is_quantifiable: boolean;
  enabled: boolean;
  options: OptionNode[];
}

export interface OptionNode {
  id: number;
  name: string;
  /** Decimal euros, as the API speaks. */
  price: number;
  max_value: number;
  is_quantifiable: boolean;
  enabled: boolean;
  modifiers: ModifierNode[];
}

/** A modifier as the flat lists carry it (`modifiers/list_bar`): options name nested modifiers by id. */
export interface FlatModifier {
  id: number;
  name: string;
  min_value: number;
  max_value: number;
  is_quantifiable: boolean;
  enabled: boolean;
  options: ReadonlyArray<{
    id: number;
    name: string;
    price: number;
    max_value: number;
    is_quantifiable: boolean;
    enabled: boolean;
    modifiers: readonly number[];
  }>;
}

/**
 * The tree a customer is asked for `id`, built from a flat list where options name their
 * nested modifiers by id. A modifier already on the way down is not asked again: the server
 * refuses cycles, this only keeps stale data from recursing forever.
 */
export function modifierTree(
  id: number,
  modifiers: readonly FlatModifier[],
  above: ReadonlySet<number> = new Set(),
): ModifierNode | undefined {
  const modifier = modifiers.find((candidate) => candidate.id === id);
  if (!modifier || above.has(id)) return undefined;
  const path = new Set([...above, id]);
  return {
    id: modifier.id,
    name: modifier.name,
    min_value: modifier.min_value,
    max_value: modifier.max_value,
    is_quantifiable: modifier.is_quantifiable,
    enabled: modifier.enabled,
    options: modifier.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: option.price,
      max_value: option.max_value,
      is_quantifiable: option.is_quantifiable,
      enabled: option.enabled,
      modifiers: option.modifiers.flatMap((nested) => modifierTree(nested, modifiers, path) ?? []),
    })),
  };
}

export interface ModifierSelection {
  /** The modifier's id. */
  id: number;
  options: OptionSelection[];
}

export interface OptionSelection {
  /** The option's id. */
  id: number;
  qty: number;
  modifiers?: ModifierSelection[];
}

const idSchema = z.number().int().positive();

// Annotated by hand: zod cannot infer the type of a schema that refers to itself.
const optionSelectionSchema: z.ZodType<OptionSelection> = z.lazy(() =>
  z.object({
    id: idSchema,
    qty: z.number().int().min(0),
    modifiers: z.array(modifierGroupSchema).optional(),
  }),
);

const modifierGroupSchema: z.ZodType<ModifierSelection> = z.object({
  id: idSchema,
  options: z.array(optionSelectionSchema),
});

export const modifierSelectionSchema: z.ZodType<ModifierSelection[]> = z.array(modifierGroupSchema);

export const SELECTION_ERROR_CODES = [
  "modifiers.too_few",
  "modifiers.too_many",
  "modifiers.option_too_many",
  "modifiers.not_quantifiable",
  "modifiers.unknown_modifier",
  "modifiers.unknown_option",
  "modifiers.duplicate",
] as const;
export const selectionErrorCodeSchema = z.enum(SELECTION_ERROR_CODES);
export type SelectionErrorCode = z.infer<typeof selectionErrorCodeSchema>;

/**
 * `path` holds the ids from the top of the tree down to the culprit, alternating modifier
 * and option ids: [modifierId], [modifierId, optionId], [modifierId, optionId, nestedModifierId]…
 */
export type SelectionError =
  | {
      code: "modifiers.too_few" | "modifiers.too_many";
      path: number[];
      modifier_id: number;
      min: number;
      max: number;
      count: number;
    }
  | {
      code: "modifiers.option_too_many";
      path: number[];
      modifier_id: number;
      option_id: number;
      max: number;
      qty: number;
    }
  | {
      code: "modifiers.not_quantifiable";
      path: number[];
      modifier_id: number;
      option_id: number;
      qty: number;
    }
  | { code: "modifiers.unknown_option"; path: number[]; modifier_id: number; option_id: number }
  | { code: "modifiers.unknown_modifier"; path: number[]; modifier_id: number }
  /** The same modifier twice in one level, or the same option twice in one group. */
  | { code: "modifiers.duplicate"; path: number[]; modifier_id: number; option_id?: number };

export type SelectionResult =
  | { ok: true; selection: ModifierSelection[]; extraCents: number }
  | { ok: false; errors: SelectionError[] };

/** Spec §5: such a modifier can never be satisfied, so the back office refuses to save it. */
export function modifierFewerOptionsThanMin(modifier: { min_value: number; options: unknown[] }): boolean {
  return modifier.options.length < modifier.min_value;
}

/** A chosen option as staff read it on a ticket or a card: "2 × Queso" when taken more than once. */
export function chosenOptionName(option: { name: string; qty: number }): string {
  return option.qty > 1 ? `${option.qty} × ${option.name}` : option.name;
}

/** Spec §5: an option that may be taken more than once must be quantifiable. */
export function isQuantifiableFor(max_value: number): boolean {
  return max_value > 1;
}

/** Whether the option is taken in a quantity: max_value above 1 forces it, whatever the stored flag says. */
export function isQuantifiableOption(option: { is_quantifiable: boolean; max_value: number }): boolean {
  return option.is_quantifiable || isQuantifiableFor(option.max_value);
}

/** How many of its modifier's min..max picks an option taken `qty` times counts for. */
export function optionPicks(option: { is_quantifiable: boolean; max_value: number }, qty: number): number {
  if (qty <= 0) return 0;
  return isQuantifiableOption(option) ? qty : 1;
}

interface LevelResult {
  selection: ModifierSelection[];
  extraCents: number;
}

/**
 * Checks `selection` against `tree` level by level and reports every fault found. On success
 * the selection comes back cleaned the way the spec sends it: only options with qty above 0,
 * no empty groups, in the tree's order; `extraCents` is what the chosen options add to the
 * line, counted per unit of the product.
 */
export function validateModifierSelection(
  tree: ModifierNode[],
  selection: ModifierSelection[],
): SelectionResult {
  const errors: SelectionError[] = [];
  const result = validateLevel(tree, selection, [], errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, ...result };
}

function validateLevel(
  tree: ModifierNode[],
  selection: ModifierSelection[],
  parentPath: number[],
  errors: SelectionError[],
): LevelResult {
  const chosenGroups = new Map<number, ModifierSelection>();
  for (const group of selection) {
    const path = [...parentPath, group.id];
    const modifier = tree.find((node) => node.id === group.id);
    // A disabled modifier is treated as absent: the customer could not have been offered it.
    if (!modifier?.enabled) errors.push({ code: "modifiers.unknown_modifier", path, modifier_id: group.id });
    else if (chosenGroups.has(group.id))
      errors.push({ code: "modifiers.duplicate", path, modifier_id: group.id });
    else chosenGroups.set(group.id, group);
  }

  const kept: ModifierSelection[] = [];
  let extraCents = 0;
  for (const modifier of tree) {
    if (!modifier.enabled) continue;
    const path = [...parentPath, modifier.id];
    const chosenOptions = optionsById(modifier, chosenGroups.get(modifier.id)?.options ?? [], path, errors);

    let count = 0;
    const keptOptions: OptionSelection[] = [];
    for (const option of modifier.options) {
      const chosen = chosenOptions.get(option.id);
      if (!chosen || chosen.qty === 0) continue;
      count += checkOptionQty(modifier, option, chosen.qty, [...path, option.id], errors);
      // Nested modifiers matter only under a chosen option; under any other they are ignored.
      const nested = validateLevel(option.modifiers, chosen.modifiers ?? [], [...path, option.id], errors);
      extraCents += centsFromAmount(option.price) * chosen.qty + nested.extraCents;
      keptOptions.push(
        nested.selection.length > 0
          ? { id: option.id, qty: chosen.qty, modifiers: nested.selection }
          : { id: option.id, qty: chosen.qty },
      );
    }

    if (count < modifier.min_value || count > modifier.max_value) {
      errors.push({
        code: count < modifier.min_value ? "modifiers.too_few" : "modifiers.too_many",
        path,
        modifier_id: modifier.id,
        min: modifier.min_value,
        max: modifier.max_value,
        count,
      });
    }
    if (keptOptions.length > 0) kept.push({ id: modifier.id, options: keptOptions });
  }
  return { selection: kept, extraCents };
}

/** The chosen options of one group by id, reporting those the modifier does not offer. */
function optionsById(
  modifier: ModifierNode,
  chosen: OptionSelection[],
  path: number[],
  errors: SelectionError[],
): Map<number, OptionSelection> {
  const byId = new Map<number, OptionSelection>();
  for (const option of chosen) {
    // The schema already refuses these; a caller that skipped it has a bug, not a bad choice.
    if (!Number.isSafeInteger(option.qty) || option.qty < 0) {
      throw new RangeError(`option qty must be a whole number from 0, got ${option.qty}`);
    }
    const optionPath = [...path, option.id];
    const node = modifier.options.find((candidate) => candidate.id === option.id);
    if (!node?.enabled) {
      errors.push({
        code: "modifiers.unknown_option",
        path: optionPath,
        modifier_id: modifier.id,
        option_id: option.id,
      });
    } else if (byId.has(option.id)) {
      errors.push({
        code: "modifiers.duplicate",
        path: optionPath,
        modifier_id: modifier.id,
        option_id: option.id,
      });
    } else byId.set(option.id, option);
  }
  return byId;
}

/** How many picks the option counts for in its modifier's min..max, reporting a qty it cannot take. */
function checkOptionQty(
  modifier: ModifierNode,
  option: OptionNode,
  qty: number,
  path: number[],
  errors: SelectionError[],
): number {
  if (!isQuantifiableOption(option) && qty > 1) {
    errors.push({
      code: "modifiers.not_quantifiable",
      path,
      modifier_id: modifier.id,
      option_id: option.id,
      qty,
    });
  } else if (qty > option.max_value) {
    errors.push({
      code: "modifiers.option_too_many",
      path,
      modifier_id: modifier.id,
      option_id: option.id,
      max: option.max_value,
      qty,
    });
  }
  return optionPicks(option, qty);
}
