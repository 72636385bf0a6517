import type { ModifierNode, ModifierSelection, OptionSelection, SelectionError } from "@comanda/domain";

/** The group's choice with `optionId` at `qty` (0 removes it), keeping its nested choices. */
export function withOptionQty(group: ModifierSelection, optionId: number, qty: number): ModifierSelection {
  const others = group.options.filter((option) => option.id !== optionId);
  if (qty <= 0) return { ...group, options: others };
  const current = group.options.find((option) => option.id === optionId);
  return { ...group, options: [...others, { ...current, id: optionId, qty }] };
}

/** A single-choice group: `optionId` alone (or nothing), keeping its nested choices when re-chosen. */
export function withOnlyOption(group: ModifierSelection, optionId: number | undefined): ModifierSelection {
  const current = group.options.find((option) => option.id === optionId);
  if (optionId === undefined) return { ...group, options: [] };
  return { ...group, options: [current ?? { id: optionId, qty: 1 }] };
}

/** The option's nested choice for one of its modifiers replaced by `nested`. */
export function withNestedGroup(
  group: ModifierSelection,
  optionId: number,
  nested: ModifierSelection,
): ModifierSelection {
  return {
    ...group,
    options: group.options.map(
      (option): OptionSelection =>
        option.id === optionId
          ? { ...option, modifiers: [...(option.modifiers ?? []).filter((m) => m.id !== nested.id), nested] }
          : option,
    ),
  };
}

export function groupOf(selections: readonly ModifierSelection[] | undefined, id: number): ModifierSelection {
  return selections?.find((group) => group.id === id) ?? { id, options: [] };
}

/** Names of every modifier and option of a tree, to word the validation errors. */
export function treeNames(
  node: ModifierNode,
  names = { modifiers: new Map<number, string>(), options: new Map<number, string>() },
) {
  names.modifiers.set(node.id, node.name);
  for (const option of node.options) {
    names.options.set(option.id, option.name);
    for (const nested of option.modifiers) treeNames(nested, names);
  }
  return names;
}

export type TreeNames = ReturnType<typeof treeNames>;

/** The i18n key and values of one selection error. */
export function selectionMessage(
  error: SelectionError,
  names: TreeNames,
): { key: string; values: Record<string, string | number> } {
  const modifier = names.modifiers.get(error.modifier_id) ?? "";
  switch (error.code) {
    case "modifiers.too_few":
      return { key: "menu.modifiers.try.tooFew", values: { modifier, min: error.min } };
    case "modifiers.too_many":
      return { key: "menu.modifiers.try.tooMany", values: { modifier, max: error.max } };
    case "modifiers.option_too_many":
      return {
        key: "menu.modifiers.try.optionTooMany",
        values: { option: names.options.get(error.option_id) ?? "", max: error.max },
      };
    case "modifiers.not_quantifiable":
      return {
        key: "menu.modifiers.try.notQuantifiable",
        values: { option: names.options.get(error.option_id) ?? "" },
      };
    default:
      return { key: "menu.modifiers.try.invalid", values: { modifier } };
  }
}
