import { modifierTree, validateModifierSelection } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import type { BarModifier } from "../../modifiers-api";
import { withNestedGroup, withOnlyOption, withOptionQty } from "./modifier-tree";

const option = (id: number, name: string, modifiers: number[] = [], price = 0) => ({
  id,
  name,
  price,
  max_value: 1,
  is_quantifiable: false,
  enabled: true,
  modifiers,
});
const modifier = (id: number, name: string, options: BarModifier["options"]): BarModifier => ({
  id,
  name,
  min_value: 1,
  max_value: 1,
  is_quantifiable: false,
  enabled: true,
  options,
});

const bar = [
  modifier(1, "Guarnición", [option(10, "Patatas fritas", [2]), option(11, "Ensalada")]),
  modifier(2, "Salsa", [option(20, "Alioli"), option(21, "Brava", [], 0.5)]),
];

describe("modifier tree", () => {
  it("nests the modifiers an option names", () => {
    const tree = modifierTree(1, bar);
    expect(tree?.options[0]?.modifiers.map((nested) => nested.name)).toEqual(["Salsa"]);
    expect(tree?.options[1]?.modifiers).toEqual([]);
  });

  it("stops at a modifier already on the way down", () => {
    const cyclic = [modifier(1, "A", [option(10, "a", [2])]), modifier(2, "B", [option(20, "b", [1])])];
    expect(modifierTree(1, cyclic)?.options[0]?.modifiers[0]?.options[0]?.modifiers).toEqual([]);
  });

  it("builds choices the domain validates, nested ones included", () => {
    const tree = modifierTree(1, bar);
    if (!tree) throw new Error("no tree");
    const fries = withOnlyOption({ id: 1, options: [] }, 10);
    expect(validateModifierSelection([tree], [fries]).ok).toBe(false);
    const withSauce = withNestedGroup(fries, 10, withOnlyOption({ id: 2, options: [] }, 21));
    expect(validateModifierSelection([tree], [withSauce])).toMatchObject({ ok: true, extraCents: 50 });
    expect(withOptionQty(withSauce, 10, 0).options).toEqual([]);
  });
});
