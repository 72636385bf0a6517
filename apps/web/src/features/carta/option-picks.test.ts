import { describe, expect, it } from "vitest";
import {
  chosenNames,
  missingPick,
  optionsExtraCents,
  type PickModifier,
  type PickOption,
  pickOption,
  withGroup,
} from "./option-picks";

const option = (id: number, name: string, price = 0, extra: Partial<PickOption> = {}): PickOption => ({
  id,
  name,
  price,
  max_value: 1,
  is_quantifiable: false,
  modifiers: [],
  ...extra,
});
const cheese = option(21, "Queso", 0.5, { max_value: 3, is_quantifiable: true });
const bacon = option(22, "Bacon", 1);
const extras: PickModifier = { id: 2, name: "Extras", min_value: 0, max_value: 3, options: [cheese, bacon] };
const sauce: PickModifier = {
  id: 3,
  name: "Salsa",
  min_value: 1,
  max_value: 1,
  options: [option(31, "Brava")],
};
const size: PickModifier = {
  id: 1,
  name: "Tamaño",
  min_value: 1,
  max_value: 1,
  options: [option(11, "Normal"), option(12, "Grande", 2, { modifiers: [sauce] })],
};

describe("picking a product's options", () => {
  it("takes one pick of a single-choice modifier at a time, like radio buttons", () => {
    const first = pickOption(size, [], size.options[0] as PickOption, 1);
    expect(pickOption(size, first, size.options[1] as PickOption, 1)).toEqual([{ id: 12, qty: 1 }]);
  });

  it("counts a quantifiable option up to its own and its modifier's maximum", () => {
    let chosen = pickOption(extras, [], cheese, 1);
    chosen = pickOption(extras, chosen, cheese, 1);
    chosen = pickOption(extras, chosen, bacon, 1);
    expect(chosen).toEqual([
      { id: 21, qty: 2 },
      { id: 22, qty: 1 },
    ]);
    expect(pickOption(extras, chosen, cheese, 1)).toEqual(chosen);
    expect(pickOption(extras, chosen, cheese, -1)).toEqual([
      { id: 21, qty: 1 },
      { id: 22, qty: 1 },
    ]);
    expect(pickOption(extras, [{ id: 22, qty: 1 }], bacon, -1)).toEqual([]);
  });

  it("asks for what is missing, nested modifiers of a chosen option included", () => {
    expect(missingPick([size, extras], [])?.id).toBe(1);
    const big = withGroup([], 1, [{ id: 12, qty: 1 }]);
    expect(missingPick([size, extras], big)?.id).toBe(3);
    const complete = withGroup([], 1, [
      { id: 12, qty: 1, modifiers: [{ id: 3, options: [{ id: 31, qty: 1 }] }] },
    ]);
    expect(missingPick([size, extras], complete)).toBeUndefined();
  });

  it("prices and names the chosen options per unit of the product", () => {
    const selection = withGroup(withGroup([], 1, [{ id: 12, qty: 1 }]), 2, [
      { id: 21, qty: 2 },
      { id: 22, qty: 1 },
    ]);
    expect(optionsExtraCents([size, extras], selection)).toBe(200 + 2 * 50 + 100);
    expect(chosenNames([size, extras], selection)).toEqual(["Grande", "2 × Queso", "Bacon"]);
  });

  it("drops a modifier's group once its last option is taken away", () => {
    expect(withGroup([{ id: 2, options: [{ id: 21, qty: 1 }] }], 2, [])).toEqual([]);
  });
});
