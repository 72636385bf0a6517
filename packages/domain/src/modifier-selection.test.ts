import { describe, expect, it } from "vitest";
import {
  chosenOptionName,
  isQuantifiableFor,
  type ModifierNode,
  type ModifierSelection,
  modifierFewerOptionsThanMin,
  modifierSelectionSchema,
  type OptionNode,
  optionPicks,
  SELECTION_ERROR_CODES,
  type SelectionResult,
  selectionErrorCodeSchema,
  validateModifierSelection,
} from "./modifier-selection";

function option(id: number, name: string, extra: Partial<OptionNode> = {}): OptionNode {
  return { id, name, price: 0, max_value: 1, is_quantifiable: false, enabled: true, modifiers: [], ...extra };
}

function modifier(id: number, name: string, extra: Partial<ModifierNode> = {}): ModifierNode {
  return {
    id,
    name,
    min_value: 0,
    max_value: 1,
    is_quantifiable: false,
    enabled: true,
    options: [],
    ...extra,
  };
}

const salsa = modifier(4, "Salsa", {
  min_value: 1,
  max_value: 1,
  options: [option(41, "Alioli", { price: 0.3 }), option(42, "Brava")],
});

const TREE: ModifierNode[] = [
  modifier(1, "Punto de la carne", {
    min_value: 1,
    max_value: 1,
    options: [
      option(11, "Poco hecha"),
      option(12, "Al punto"),
      option(13, "Muy hecha"),
      option(14, "Vuelta y vuelta", { enabled: false }),
    ],
  }),
  modifier(2, "Extras", {
    min_value: 0,
    max_value: 3,
    is_quantifiable: true,
    options: [
      option(21, "Queso", { price: 0.1, max_value: 2, is_quantifiable: true }),
      option(22, "Bacon", { price: 0.2 }),
      option(23, "Huevo", { price: 1.05 }),
    ],
  }),
  modifier(3, "Guarnición", {
    min_value: 1,
    max_value: 1,
    options: [option(31, "Patatas", { modifiers: [salsa] }), option(32, "Ensalada")],
  }),
  modifier(6, "Temporada", { enabled: false, min_value: 1, options: [option(61, "Setas")] }),
];

const PUNTO: ModifierSelection = { id: 1, options: [{ id: 12, qty: 1 }] };
const ENSALADA: ModifierSelection = { id: 3, options: [{ id: 32, qty: 1 }] };

function errorsOf(result: SelectionResult) {
  if (result.ok) throw new Error("expected the selection to be refused");
  return result.errors;
}

describe("validateModifierSelection: choosing exactly one", () => {
  it("accepts a single cooking point", () => {
    expect(validateModifierSelection(TREE, [PUNTO, ENSALADA])).toEqual({
      ok: true,
      selection: [PUNTO, ENSALADA],
      extraCents: 0,
    });
  });

  it("requires a cooking point", () => {
    expect(errorsOf(validateModifierSelection(TREE, [ENSALADA]))).toEqual([
      { code: "modifiers.too_few", path: [1], modifier_id: 1, min: 1, max: 1, count: 0 },
    ]);
  });

  it("refuses two cooking points", () => {
    const selection = [
      {
        id: 1,
        options: [
          { id: 11, qty: 1 },
          { id: 13, qty: 1 },
        ],
      },
      ENSALADA,
    ];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.too_many", path: [1], modifier_id: 1, min: 1, max: 1, count: 2 },
    ]);
  });

  it("counts a non-quantifiable option once and refuses a qty above 1", () => {
    const selection = [{ id: 1, options: [{ id: 12, qty: 2 }] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.not_quantifiable", path: [1, 12], modifier_id: 1, option_id: 12, qty: 2 },
    ]);
  });
});

describe("validateModifierSelection: optional priced extras", () => {
  it("accepts no extras at all", () => {
    expect(validateModifierSelection(TREE, [PUNTO, ENSALADA]).ok).toBe(true);
  });

  it("accepts several extras up to the modifier's max", () => {
    const extras = {
      id: 2,
      options: [
        { id: 21, qty: 2 },
        { id: 22, qty: 1 },
      ],
    };
    expect(validateModifierSelection(TREE, [PUNTO, extras, ENSALADA])).toMatchObject({
      ok: true,
      selection: [PUNTO, extras, ENSALADA],
    });
  });

  it("refuses a quantifiable option over its own max", () => {
    const selection = [PUNTO, { id: 2, options: [{ id: 21, qty: 3 }] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.option_too_many", path: [2, 21], modifier_id: 2, option_id: 21, max: 2, qty: 3 },
    ]);
  });

  it("refuses more extras than the modifier's max, counting quantities", () => {
    const selection = [
      PUNTO,
      {
        id: 2,
        options: [
          { id: 21, qty: 2 },
          { id: 22, qty: 1 },
          { id: 23, qty: 1 },
        ],
      },
      ENSALADA,
    ];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.too_many", path: [2], modifier_id: 2, min: 0, max: 3, count: 4 },
    ]);
  });

  it("adds the extras' prices in exact cents", () => {
    const selection = [
      PUNTO,
      {
        id: 2,
        options: [
          { id: 21, qty: 2 },
          { id: 22, qty: 1 },
        ],
      },
      { id: 3, options: [{ id: 31, qty: 1, modifiers: [{ id: 4, options: [{ id: 41, qty: 1 }] }] }] },
    ];
    // In euros 0.1 * 2 + 0.2 + 0.3 is 0.7000000000000001.
    expect(validateModifierSelection(TREE, selection)).toMatchObject({ ok: true, extraCents: 70 });
  });

  it("takes an option whose max_value is above 1 as quantifiable whatever its flag", () => {
    const tree = [modifier(7, "Pan", { max_value: 5, options: [option(71, "Tostada", { max_value: 3 })] })];
    expect(validateModifierSelection(tree, [{ id: 7, options: [{ id: 71, qty: 3 }] }])).toEqual({
      ok: true,
      selection: [{ id: 7, options: [{ id: 71, qty: 3 }] }],
      extraCents: 0,
    });
  });
});

describe("validateModifierSelection: nested modifiers", () => {
  it("requires the sauce of the chosen chips, pointing at it from the root", () => {
    const selection = [PUNTO, { id: 3, options: [{ id: 31, qty: 1 }] }];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.too_few", path: [3, 31, 4], modifier_id: 4, min: 1, max: 1, count: 0 },
    ]);
  });

  it("accepts the chips with their sauce and keeps the nesting", () => {
    const guarnicion = {
      id: 3,
      options: [{ id: 31, qty: 1, modifiers: [{ id: 4, options: [{ id: 42, qty: 1 }] }] }],
    };
    expect(validateModifierSelection(TREE, [PUNTO, guarnicion])).toEqual({
      ok: true,
      selection: [PUNTO, guarnicion],
      extraCents: 0,
    });
  });

  it("does not require the sauce of chips that were not chosen", () => {
    const selection = [PUNTO, { id: 3, options: [{ id: 31, qty: 0 }, ...ENSALADA.options] }];
    expect(validateModifierSelection(TREE, selection)).toEqual({
      ok: true,
      selection: [PUNTO, ENSALADA],
      extraCents: 0,
    });
  });

  it("ignores and drops whatever hangs under an option that was not chosen", () => {
    const selection = [
      PUNTO,
      {
        id: 3,
        options: [
          { id: 31, qty: 0, modifiers: [{ id: 4, options: [{ id: 41, qty: 5 }] }] },
          { id: 32, qty: 1 },
        ],
      },
    ];
    expect(validateModifierSelection(TREE, selection)).toEqual({
      ok: true,
      selection: [PUNTO, ENSALADA],
      extraCents: 0,
    });
  });

  it("refuses a nested sauce offered by another option", () => {
    const selection = [
      PUNTO,
      { id: 3, options: [{ id: 32, qty: 1, modifiers: [{ id: 4, options: [{ id: 41, qty: 1 }] }] }] },
    ];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_modifier", path: [3, 32, 4], modifier_id: 4 },
    ]);
  });

  it("drops an empty nested group and omits the option's modifiers", () => {
    const tree = [
      modifier(8, "Bebida", {
        options: [
          option(81, "Café", { modifiers: [modifier(9, "Leche", { options: [option(91, "Avena")] })] }),
        ],
      }),
    ];
    const selection = [
      { id: 8, options: [{ id: 81, qty: 1, modifiers: [{ id: 9, options: [{ id: 91, qty: 0 }] }] }] },
    ];
    expect(validateModifierSelection(tree, selection)).toEqual({
      ok: true,
      selection: [{ id: 8, options: [{ id: 81, qty: 1 }] }],
      extraCents: 0,
    });
  });
});

describe("validateModifierSelection: cleaning", () => {
  it("drops options with qty 0 and the groups left empty", () => {
    const selection = [
      {
        id: 1,
        options: [
          { id: 11, qty: 0 },
          { id: 12, qty: 1 },
        ],
      },
      {
        id: 2,
        options: [
          { id: 21, qty: 0 },
          { id: 23, qty: 0 },
        ],
      },
      ENSALADA,
    ];
    expect(validateModifierSelection(TREE, selection)).toEqual({
      ok: true,
      selection: [PUNTO, ENSALADA],
      extraCents: 0,
    });
  });

  it("answers in the tree's order whatever the selection's order", () => {
    const selection = [
      ENSALADA,
      {
        id: 2,
        options: [
          { id: 23, qty: 1 },
          { id: 21, qty: 1 },
        ],
      },
      PUNTO,
    ];
    expect(validateModifierSelection(TREE, selection)).toEqual({
      ok: true,
      selection: [
        PUNTO,
        {
          id: 2,
          options: [
            { id: 21, qty: 1 },
            { id: 23, qty: 1 },
          ],
        },
        ENSALADA,
      ],
      extraCents: 115,
    });
  });

  it("does not hand back fields the tree does not know", () => {
    const selection = [{ id: 1, options: [{ id: 12, qty: 1, note: "x" }], label: "y" }, ENSALADA];
    expect(validateModifierSelection(TREE, selection)).toEqual({
      ok: true,
      selection: [PUNTO, ENSALADA],
      extraCents: 0,
    });
  });

  it("leaves the caller's selection untouched", () => {
    const selection = [PUNTO, { id: 2, options: [{ id: 21, qty: 0 }] }, ENSALADA];
    const copy = JSON.parse(JSON.stringify(selection));
    validateModifierSelection(TREE, selection);
    expect(selection).toEqual(copy);
  });

  it("accepts an empty choice when nothing is required", () => {
    expect(validateModifierSelection([TREE[1]!], [])).toEqual({ ok: true, selection: [], extraCents: 0 });
    expect(validateModifierSelection([], [])).toEqual({ ok: true, selection: [], extraCents: 0 });
  });
});

describe("validateModifierSelection: unknown choices", () => {
  it("refuses an option the modifier does not offer", () => {
    const selection = [{ id: 1, options: [{ id: 99, qty: 1 }, ...PUNTO.options] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_option", path: [1, 99], modifier_id: 1, option_id: 99 },
    ]);
  });

  it("refuses an option that belongs to another modifier", () => {
    const selection = [{ id: 1, options: [{ id: 32, qty: 1 }, ...PUNTO.options] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_option", path: [1, 32], modifier_id: 1, option_id: 32 },
    ]);
  });

  it("refuses a disabled option and does not count it", () => {
    const selection = [{ id: 1, options: [{ id: 14, qty: 1 }] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_option", path: [1, 14], modifier_id: 1, option_id: 14 },
      { code: "modifiers.too_few", path: [1], modifier_id: 1, min: 1, max: 1, count: 0 },
    ]);
  });

  it("refuses an unknown modifier", () => {
    const selection = [PUNTO, ENSALADA, { id: 99, options: [{ id: 1, qty: 1 }] }];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_modifier", path: [99], modifier_id: 99 },
    ]);
  });

  it("neither requires nor accepts a disabled modifier", () => {
    expect(validateModifierSelection(TREE, [PUNTO, ENSALADA]).ok).toBe(true);
    const selection = [PUNTO, ENSALADA, { id: 6, options: [{ id: 61, qty: 1 }] }];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_modifier", path: [6], modifier_id: 6 },
    ]);
  });

  it("refuses the same modifier or option twice instead of guessing how to merge", () => {
    const selection = [PUNTO, { id: 1, options: [{ id: 11, qty: 1 }] }, ENSALADA];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.duplicate", path: [1], modifier_id: 1 },
    ]);
    const twice = [
      PUNTO,
      {
        id: 2,
        options: [
          { id: 21, qty: 1 },
          { id: 21, qty: 1 },
        ],
      },
      ENSALADA,
    ];
    expect(errorsOf(validateModifierSelection(TREE, twice))).toEqual([
      { code: "modifiers.duplicate", path: [2, 21], modifier_id: 2, option_id: 21 },
    ]);
  });

  it("throws on a qty the schema would have refused", () => {
    expect(() => validateModifierSelection(TREE, [{ id: 1, options: [{ id: 12, qty: -1 }] }])).toThrow(
      RangeError,
    );
  });
});

describe("validateModifierSelection: every fault at once", () => {
  it("collects the errors of every level", () => {
    const selection = [
      {
        id: 1,
        options: [
          { id: 11, qty: 1 },
          { id: 12, qty: 1 },
        ],
      },
      {
        id: 2,
        options: [
          { id: 21, qty: 3 },
          { id: 22, qty: 2 },
          { id: 98, qty: 1 },
        ],
      },
      { id: 3, options: [{ id: 31, qty: 1, modifiers: [{ id: 4, options: [{ id: 97, qty: 1 }] }] }] },
      { id: 99, options: [] },
    ];
    expect(errorsOf(validateModifierSelection(TREE, selection))).toEqual([
      { code: "modifiers.unknown_modifier", path: [99], modifier_id: 99 },
      { code: "modifiers.too_many", path: [1], modifier_id: 1, min: 1, max: 1, count: 2 },
      { code: "modifiers.unknown_option", path: [2, 98], modifier_id: 2, option_id: 98 },
      { code: "modifiers.option_too_many", path: [2, 21], modifier_id: 2, option_id: 21, max: 2, qty: 3 },
      { code: "modifiers.not_quantifiable", path: [2, 22], modifier_id: 2, option_id: 22, qty: 2 },
      { code: "modifiers.too_many", path: [2], modifier_id: 2, min: 0, max: 3, count: 4 },
      { code: "modifiers.unknown_option", path: [3, 31, 4, 97], modifier_id: 4, option_id: 97 },
      { code: "modifiers.too_few", path: [3, 31, 4], modifier_id: 4, min: 1, max: 1, count: 0 },
    ]);
  });
});

describe("modifierSelectionSchema", () => {
  it("reads a nested selection and drops unknown fields", () => {
    const body = [
      {
        id: 3,
        extra: true,
        options: [{ id: 31, qty: 1, modifiers: [{ id: 4, options: [{ id: 41, qty: 1 }] }] }],
      },
    ];
    expect(modifierSelectionSchema.parse(body)).toEqual([
      { id: 3, options: [{ id: 31, qty: 1, modifiers: [{ id: 4, options: [{ id: 41, qty: 1 }] }] }] },
    ]);
  });

  it.each([
    ["a negative qty", [{ id: 1, options: [{ id: 12, qty: -1 }] }]],
    ["a fractional qty", [{ id: 1, options: [{ id: 12, qty: 1.5 }] }]],
    ["a text id", [{ id: "1", options: [] }]],
    ["a zero id", [{ id: 0, options: [] }]],
    ["a missing qty", [{ id: 1, options: [{ id: 12 }] }]],
    ["a bad nested group", [{ id: 3, options: [{ id: 31, qty: 1, modifiers: [{ id: 4 }] }] }]],
    ["an object instead of a list", { id: 1, options: [] }],
  ])("refuses %s", (_, body) => {
    expect(modifierSelectionSchema.safeParse(body).success).toBe(false);
  });
});

describe("modifier rules", () => {
  it("flags a modifier with fewer options than its min", () => {
    expect(modifierFewerOptionsThanMin({ min_value: 2, options: [{}] })).toBe(true);
    expect(modifierFewerOptionsThanMin({ min_value: 2, options: [{}, {}] })).toBe(false);
    expect(modifierFewerOptionsThanMin({ min_value: 0, options: [] })).toBe(false);
  });

  it("forces is_quantifiable when max_value is above 1", () => {
    expect(isQuantifiableFor(2)).toBe(true);
    expect(isQuantifiableFor(1)).toBe(false);
    expect(isQuantifiableFor(0)).toBe(false);
  });

  it("counts a quantifiable option's quantity toward its group's picks, any other once", () => {
    expect(optionPicks({ is_quantifiable: false, max_value: 3 }, 3)).toBe(3);
    expect(optionPicks({ is_quantifiable: true, max_value: 1 }, 1)).toBe(1);
    expect(optionPicks({ is_quantifiable: false, max_value: 1 }, 1)).toBe(1);
    expect(optionPicks({ is_quantifiable: false, max_value: 1 }, 0)).toBe(0);
  });

  it("names an option taken more than once with its quantity", () => {
    expect(chosenOptionName({ name: "Queso", qty: 2 })).toBe("2 × Queso");
    expect(chosenOptionName({ name: "Queso", qty: 1 })).toBe("Queso");
  });

  it("lists its error codes", () => {
    expect(selectionErrorCodeSchema.options).toEqual([...SELECTION_ERROR_CODES]);
  });
});
