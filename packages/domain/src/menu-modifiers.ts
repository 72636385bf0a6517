import { z } from "zod";
import {
  description,
  idField,
  imageField,
  MENU_MESSAGES,
  moneyField,
  name,
  optionalName,
  sortOrder,
  uniqueIds,
} from "./menu-fields";
import { type RecipeLineInput, recipeLineSchema } from "./menu-products";
import { measureSchema } from "./menu-units";

/** Modifiers and their options: the choices a product asks for when it is ordered. */

/**
 * Option defaults: min 1 and max 1. The spec gives a second reading with max 9; with the
 * rule that a max above 1 makes an option quantifiable, that reading would make every new
 * option countable ("2× bacon") by default, which is the exception on a menu, not the rule.
 */
export const OPTION_DEFAULTS = { min_value: 1, max_value: 1, price: 0 } as const;
export const MODIFIER_DEFAULTS = { min_value: 0, max_value: 1 } as const;

const count = z.number().int().min(0).max(99);

const optionFields = {
  name,
  name_es: optionalName,
  name_en: optionalName,
  min_value: count,
  max_value: count.min(1),
  price: moneyField,
  unit: measureSchema.nullable(),
  amount: z.number().min(0).max(1_000_000),
  ingredients: z
    .array(recipeLineSchema)
    .max(100)
    .refine(
      uniqueIds((line: RecipeLineInput) => line.id),
      { message: MENU_MESSAGES.duplicate },
    ),
  /** A product the option stands for (a drink chosen in a menu of the day). */
  product: idField.nullable(),
  /** Modifiers nested under this option, asked when it is chosen. */
  modifiers: z
    .array(idField)
    .max(20)
    .refine(
      uniqueIds((id: number) => id),
      {
        message: MENU_MESSAGES.duplicate,
      },
    ),
  image: imageField,
  enabled: z.boolean(),
  order: sortOrder,
  modifier_id: idField,
};

function minNotAboveMax(value: { min_value?: number; max_value?: number }) {
  return value.min_value === undefined || value.max_value === undefined || value.min_value <= value.max_value;
}

export const optionInputSchema = z
  .object({
    ...optionFields,
    name_es: optionFields.name_es.optional(),
    name_en: optionFields.name_en.optional(),
    min_value: optionFields.min_value.default(OPTION_DEFAULTS.min_value),
    max_value: optionFields.max_value.default(OPTION_DEFAULTS.max_value),
    price: optionFields.price.default(OPTION_DEFAULTS.price),
    unit: optionFields.unit.default(null),
    amount: optionFields.amount.default(0),
    ingredients: optionFields.ingredients.default([]),
    product: optionFields.product.default(null),
    modifiers: optionFields.modifiers.default([]),
    image: optionFields.image.optional(),
    enabled: optionFields.enabled.default(true),
    order: optionFields.order.default(0),
  })
  .refine(minNotAboveMax, { message: MENU_MESSAGES.optionMinAboveMax, path: ["min_value"] });
export const optionUpdateSchema = z
  .object(optionFields)
  .partial()
  .refine(minNotAboveMax, { message: MENU_MESSAGES.optionMinAboveMax, path: ["min_value"] });
export type OptionInput = z.infer<typeof optionInputSchema>;

/** An option written together with its modifier: with an id it is updated, without one created. */
export const nestedOptionSchema = z
  .object({ ...optionFields, id: idField })
  .partial()
  .extend({ name })
  .refine(minNotAboveMax, { message: MENU_MESSAGES.optionMinAboveMax, path: ["min_value"] });
export type NestedOptionInput = z.infer<typeof nestedOptionSchema>;

const modifierFields = {
  name,
  name_es: optionalName,
  name_en: optionalName,
  app_text: description,
  image: imageField,
  enabled: z.boolean(),
  min_value: count,
  max_value: count.min(1),
  order: sortOrder,
  options: z.array(nestedOptionSchema).max(100),
  /** Ids of options to delete in the same save. */
  deleted_options: z.array(idField).max(100),
};

export const modifierInputSchema = z
  .object({
    ...modifierFields,
    name_es: modifierFields.name_es.optional(),
    name_en: modifierFields.name_en.optional(),
    app_text: modifierFields.app_text.optional(),
    image: modifierFields.image.optional(),
    enabled: modifierFields.enabled.default(true),
    min_value: modifierFields.min_value.default(MODIFIER_DEFAULTS.min_value),
    max_value: modifierFields.max_value.default(MODIFIER_DEFAULTS.max_value),
    order: modifierFields.order.default(0),
    options: modifierFields.options.default([]),
    deleted_options: modifierFields.deleted_options.default([]),
  })
  .refine(minNotAboveMax, { message: MENU_MESSAGES.modifierMinAboveMax, path: ["min_value"] });
export const modifierUpdateSchema = z
  .object(modifierFields)
  .partial()
  .refine(minNotAboveMax, { message: MENU_MESSAGES.modifierMinAboveMax, path: ["min_value"] });
export type ModifierInput = z.infer<typeof modifierInputSchema>;

export const optionsModifiersSchema = z.object({
  /** Products whose modifier list is set. */
  products: z.array(idField).min(1).max(5000),
  modifiers: z.array(idField).max(50),
});
