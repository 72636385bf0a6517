import { describe, expect, it } from "vitest";
import {
  fewerOptionsThanMin,
  modifierFormValues,
  modifierPayload,
  newOptionRow,
  optionFieldOfServer,
  optionRowErrors,
  validateModifier,
} from "./modifier-form";

function values(min: string, max: string, names: string[]) {
  return {
    ...modifierFormValues(),
    name: "Punto",
    min_value: min,
    max_value: max,
    options: names.map((name) => ({ ...newOptionRow(), name })),
  };
}

describe("modifier editor rules", () => {
  it("starts with the spec's defaults: modifier 0..1, option 1..1 at no price", () => {
    const initial = modifierFormValues();
    expect([initial.min_value, initial.max_value]).toEqual(["0", "1"]);
    expect(initial.options.map((row) => [row.min_value, row.max_value, row.price])).toEqual([
      ["1", "1", "0"],
    ]);
  });

  it("refuses a minimum above the maximum on the minimum field", () => {
    expect(validateModifier(values("3", "1", ["A", "B", "C"]))).toEqual({
      min_value: "menu.modifiers.errors.minAboveMax",
    });
  });

  it("refuses fewer enabled options than the minimum", () => {
    const form = values("2", "2", ["A"]);
    expect(fewerOptionsThanMin(form)).toEqual({ min: 2, count: 1 });
    expect(validateModifier(form).options).toBe("menu.modifiers.errors.fewerOptionsShort");
    const disabled = values("1", "1", ["A"]);
    disabled.options = disabled.options.map((row) => ({ ...row, enabled: false }));
    expect(fewerOptionsThanMin(disabled)).toEqual({ min: 1, count: 0 });
  });

  it("puts option messages on their row", () => {
    const form = values("0", "1", ["", "B"]);
    const [first] = form.options;
    expect(optionRowErrors(form)).toEqual({
      [first?.key ?? ""]: { name: "menu.modifiers.errors.nameRequired" },
    });
    expect(validateModifier(form).options).toBe("menu.modifiers.errors.checkOptions");
  });

  it("sends the rows' order and keeps saved ids", () => {
    const form = values("1", "1", ["A", "B"]);
    form.options = [{ ...(form.options[1] ?? newOptionRow()), id: 7 }, form.options[0] ?? newOptionRow()];
    form.deleted_options = [3];
    const payload = modifierPayload(form);
    expect(payload.options.map((option) => [option.id, option.name, option.order])).toEqual([
      [7, "B", 0],
      [undefined, "A", 1],
    ]);
    expect(payload.deleted_options).toEqual([3]);
  });

  it("reads a server field of an option row", () => {
    expect(optionFieldOfServer("options.2.min_value")).toEqual({ index: 2, name: "min_value" });
    expect(optionFieldOfServer("min_value")).toBeUndefined();
  });
});
