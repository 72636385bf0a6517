import { centsFromAmount, type ModifierSelection, type OptionSelection } from "@comanda/domain";

/*
 * The picking rules of packages/domain's modifier-selection, which the server checks again on
 * every order. That module declares its zod schemas at load, and importing it would add zod's
 * 26 KB to this page's 100 KB budget; these few lines repeat only what a tap needs.
 */

/** A modifier as the guest is asked it: nested modifiers already resolved under their option. */
export interface PickModifier {
  id: number;
  name: string;
  min_value: number;
  max_value: number;
  options: PickOption[];
}

export interface PickOption {
  id: number;
  name: string;
  /** Decimal, as the API speaks. */
  price: number;
  max_value: number;
  is_quantifiable: boolean;
  modifiers: PickModifier[];
}

/** Spec §5: an option that may be taken more than once is taken in a quantity. */
function isQuantifiable(option: PickOption): boolean {
  return option.is_quantifiable || option.max_value > 1;
}

/** The options chosen in `modifierId` (none yet: an empty list). */
export function chosenIn(selection: readonly ModifierSelection[], modifierId: number): OptionSelection[] {
  return selection.find((group) => group.id === modifierId)?.options ?? [];
}

/** `selection` with `modifierId`'s options replaced; an emptied group is dropped. */
export function withGroup(
  selection: readonly ModifierSelection[],
  modifierId: number,
  options: OptionSelection[],
): ModifierSelection[] {
  const others = selection.filter((group) => group.id !== modifierId);
  return options.length > 0 ? [...others, { id: modifierId, options }] : others;
}

/** How many picks of the modifier's min..max the chosen options already use. */
export function picksUsed(modifier: PickModifier, chosen: readonly OptionSelection[]): number {
  return chosen.reduce((sum, pick) => {
    const option = modifier.options.find((candidate) => candidate.id === pick.id);
    return sum + (option && isQuantifiable(option) ? pick.qty : Math.min(pick.qty, 1));
  }, 0);
}

/**
 * The options after the guest taps `option` one up (delta 1) or down (-1). A modifier that
 * takes a single pick behaves like radio buttons: a new pick replaces the old one. Past the
 * modifier's or the option's maximum a tap changes nothing.
 */
export function pickOption(
  modifier: PickModifier,
  chosen: readonly OptionSelection[],
  option: PickOption,
  delta: 1 | -1,
): OptionSelection[] {
  const current = chosen.find((pick) => pick.id === option.id);
  const qty = current?.qty ?? 0;
  if (delta === -1) {
    if (qty <= 1) return chosen.filter((pick) => pick.id !== option.id);
    return chosen.map((pick) => (pick.id === option.id ? { ...pick, qty: qty - 1 } : pick));
  }
  if (modifier.max_value === 1) return current ? [...chosen] : [{ id: option.id, qty: 1 }];
  const optionMax = isQuantifiable(option) ? option.max_value : 1;
  if (qty >= optionMax || picksUsed(modifier, chosen) >= modifier.max_value) return [...chosen];
  if (current) return chosen.map((pick) => (pick.id === option.id ? { ...pick, qty: qty + 1 } : pick));
  return [...chosen, { id: option.id, qty: 1 }];
}

/** The first modifier, at any depth under a chosen option, still short of its minimum. */
export function missingPick(
  tree: readonly PickModifier[],
  selection: readonly ModifierSelection[],
): PickModifier | undefined {
  for (const modifier of tree) {
    const chosen = chosenIn(selection, modifier.id);
    if (picksUsed(modifier, chosen) < modifier.min_value) return modifier;
    for (const pick of chosen) {
      const option = modifier.options.find((candidate) => candidate.id === pick.id);
      const nested = option && missingPick(option.modifiers, pick.modifiers ?? []);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** What the chosen options add to one unit of the product, in cents. */
export function optionsExtraCents(
  tree: readonly PickModifier[],
  selection: readonly ModifierSelection[],
): number {
  let cents = 0;
  for (const modifier of tree) {
    for (const pick of chosenIn(selection, modifier.id)) {
      const option = modifier.options.find((candidate) => candidate.id === pick.id);
      if (!option) continue;
      cents +=
        centsFromAmount(option.price) * pick.qty + optionsExtraCents(option.modifiers, pick.modifiers ?? []);
    }
  }
  return cents;
}

/** The chosen options' names, nested ones after their parent: "Grande", "2 × Queso". */
export function chosenNames(
  tree: readonly PickModifier[],
  selection: readonly ModifierSelection[],
): string[] {
  return tree.flatMap((modifier) =>
    modifier.options.flatMap((option) => {
      const pick = chosenIn(selection, modifier.id).find((candidate) => candidate.id === option.id);
      if (!pick || pick.qty === 0) return [];
      const name = pick.qty > 1 ? `${pick.qty} × ${option.name}` : option.name;
      return [name, ...chosenNames(option.modifiers, pick.modifiers ?? [])];
    }),
  );
}
