import { z } from "zod";
import { roundTypedDecimal } from "./menu-units";
import { QUANTITY_DECIMALS } from "./money-format";
import { textArea, textField } from "./text";

/** The field rules every part of the menu's contract is built from. */

export const MENU_MESSAGES = {
  positive: "validation.positive",
  money: "validation.money",
  categorySelfParent: "categories.self_parent",
  categoryCycle: "categories.cycle",
  categoryParentIsSubcategory: "categories.parent_is_subcategory",
  categoryHasSubcategories: "categories.has_subcategories",
  categoryHasProducts: "categories.has_products",
  categorySelfLink: "categories.self_link",
  modifierMinAboveMax: "modifiers.min_above_max",
  modifierFewerOptionsThanMin: "modifiers.fewer_options_than_min",
  modifierCycle: "modifiers.cycle",
  optionMinAboveMax: "options.min_above_max",
  unitTypeMismatch: "units.type_mismatch",
  incompatibleUnit: "units.incompatible",
  duplicate: "validation.duplicate",
} as const;

const ID_MAX = 2_147_483_647;
export const idField = z.number().int().positive().max(ID_MAX);

/**
 * A decimal amount as the API speaks it: at least 0, at most 2 decimals. The decimals are
 * counted on the number as typed (`roundTypedDecimal`), so 0.29 passes and 1.005 does not.
 */
export const moneyField = z
  .number()
  .min(0)
  .max(999_999.99)
  .refine((value) => roundTypedDecimal(value, 2) === value, { message: MENU_MESSAGES.money });

/** A quantity of stock or of a recipe: above 0, up to 6 decimals (spec §5 Numbers, §9). */
export const quantityField = z
  .number()
  .max(1_000_000)
  .refine((value) => value > 0, { message: MENU_MESSAGES.positive })
  .refine((value) => roundTypedDecimal(value, QUANTITY_DECIMALS) === value, {
    message: "validation.decimals",
  });

/** Spec §5 Other: a minimum stock left empty is 0. */
export const stockLevel = z.preprocess(
  (value) => (value === "" || value === null ? 0 : value),
  z.number().min(0).max(1_000_000),
);
export const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: MENU_MESSAGES.money });
export const sortOrder = z.number().int().min(0).max(100_000);
export const name = textField(120).min(1);
export const optionalName = textField(120);
export const description = textArea(2000);
/** Menu images (categories, products, modifiers, options, ingredients): the header limit, 1000 kb. */
export const MENU_IMAGE_MAX_BYTES = 1000 * 1024;

const FILE_URL = /^\/api\/v1\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An image already uploaded (its URL), or "" to remove it; a new image arrives as a file. */
export const imageField = z.union([z.literal(""), z.string().regex(FILE_URL)]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

export function uniqueIds<T>(key: (item: T) => unknown) {
  return (items: readonly T[]) => new Set(items.map(key)).size === items.length;
}
