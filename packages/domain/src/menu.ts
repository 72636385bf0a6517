import { z } from "zod";
import { MEASURES, measureSchema, roundTypedDecimal, UNIT_TYPES } from "./menu-units";
import { QUANTITY_DECIMALS } from "./money-format";
import { textArea, textField } from "./text";

/**
 * The menu's contract (spec §3 Category, Product, Modifier, Option, Ingredient, Unit,
 * Allergen, Family; §5 Numbers, Modifiers, Other). Insert schemas carry the spec's
 * defaults; update schemas are the same fields without defaults, all optional, so a
 * partial update never resets a field it does not name.
 */

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
const stockLevel = z.preprocess(
  (value) => (value === "" || value === null ? 0 : value),
  z.number().min(0).max(1_000_000),
);
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: MENU_MESSAGES.money });
const sortOrder = z.number().int().min(0).max(100_000);
const name = textField(120).min(1);
const optionalName = textField(120);
const description = textArea(2000);
/** Menu images (categories, products, modifiers, options, ingredients): the header limit, 1000 kb. */
export const MENU_IMAGE_MAX_BYTES = 1000 * 1024;

const FILE_URL = /^\/api\/v1\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An image already uploaded (its URL), or "" to remove it; a new image arrives as a file. */
export const imageField = z.union([z.literal(""), z.string().regex(FILE_URL)]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function uniqueIds<T>(key: (item: T) => unknown) {
  return (items: readonly T[]) => new Set(items.map(key)).size === items.length;
}

// ---------------------------------------------------------------------------------------
// Categories

export const CATEGORY_LINK_TYPES = ["aggregate", "companion"] as const;
export const categoryLinkTypeSchema = z.enum(CATEGORY_LINK_TYPES);
export type CategoryLinkType = z.infer<typeof categoryLinkTypeSchema>;

export const categoryLinkSchema = z.object({ category: idField, type: categoryLinkTypeSchema });
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

const categoryFields = {
  name,
  name_es: optionalName,
  name_en: optionalName,
  has_companion: z.boolean(),
  has_aggregate: z.boolean(),
  is_offer: z.boolean(),
  is_available: z.boolean(),
  is_active: z.boolean(),
  customer_active: z.boolean(),
  app_text: description,
  app_text_es: description,
  app_text_en: description,
  image: imageField,
  order: sortOrder,
  max_aggregates: z.number().int().min(0).max(100),
  /** The category this one is nested under; null for a top-level category. */
  parent: idField.nullable(),
  links: z
    .array(categoryLinkSchema)
    .max(200)
    .refine(
      uniqueIds((link: CategoryLink) => `${link.type}:${link.category}`),
      { message: MENU_MESSAGES.duplicate },
    ),
};

export const categoryInputSchema = z.object({
  ...categoryFields,
  name_es: categoryFields.name_es.optional(),
  name_en: categoryFields.name_en.optional(),
  has_companion: categoryFields.has_companion.default(false),
  has_aggregate: categoryFields.has_aggregate.default(false),
  is_offer: categoryFields.is_offer.default(false),
  is_available: categoryFields.is_available.default(true),
  is_active: categoryFields.is_active.default(true),
  customer_active: categoryFields.customer_active.default(true),
  app_text: categoryFields.app_text.optional(),
  app_text_es: categoryFields.app_text_es.optional(),
  app_text_en: categoryFields.app_text_en.optional(),
  image: categoryFields.image.optional(),
  order: categoryFields.order.default(0),
  max_aggregates: categoryFields.max_aggregates.default(0),
  parent: categoryFields.parent.default(null),
  links: categoryFields.links.default([]),
});
export const categoryUpdateSchema = z.object(categoryFields).partial();
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category as the API answers it. */
export interface Category
  extends Omit<CategoryInput, "name_es" | "name_en" | "app_text" | "app_text_es" | "app_text_en" | "image"> {
  id: number;
  name_es: string | null;
  name_en: string | null;
  app_text: string | null;
  app_text_es: string | null;
  app_text_en: string | null;
  image: string | null;
  /** Server-kept: the category has subcategories. */
  has_children: boolean;
  /** Server-kept: nested under another (never true for one that has subcategories). */
  is_subcategory: boolean;
  subcategories: Array<{ id: number; name: string; order: number }>;
}

/** Reordering a level of the tree: the ids in their new order, optionally under a new parent. */
export const categoryReorderSchema = z.object({
  parent: idField.nullable(),
  ids: z
    .array(idField)
    .min(1)
    .max(1000)
    .refine(
      uniqueIds((id: number) => id),
      {
        message: MENU_MESSAGES.duplicate,
      },
    ),
});
export type CategoryReorder = z.infer<typeof categoryReorderSchema>;

// ---------------------------------------------------------------------------------------
// Products

/** Spec §3 "Product order groups": the course a product is served in. */
export const PRODUCT_ORDER_GROUPS = [
  "incoming",
  "first_plate",
  "second_plate",
  "desserts",
  "share",
  "no_group",
] as const;
export const productOrderGroupSchema = z.enum(PRODUCT_ORDER_GROUPS);
export type ProductOrderGroup = z.infer<typeof productOrderGroupSchema>;

export const recipeLineSchema = z.object({ id: idField, qty: quantityField, unit: measureSchema });
export type RecipeLineInput = z.infer<typeof recipeLineSchema>;

export const zonePriceSchema = z.object({ zone: idField, price: moneyField });
export type ZonePrice = z.infer<typeof zonePriceSchema>;

/** Another unit the product is counted in, worth `value` of the product's own unit. */
export const productUnitSchema = z.object({ unit: measureSchema, value: quantityField });
export type ProductUnit = z.infer<typeof productUnitSchema>;

const productFields = {
  name,
  name_es: optionalName,
  name_en: optionalName,
  price: moneyField,
  purchase_price: moneyField,
  category: idField,
  allergens: z
    .array(idField)
    .max(14)
    .refine(
      uniqueIds((id: number) => id),
      {
        message: MENU_MESSAGES.duplicate,
      },
    ),
  ingredients: z
    .array(recipeLineSchema)
    .max(100)
    .refine(
      uniqueIds((line: RecipeLineInput) => line.id),
      { message: MENU_MESSAGES.duplicate },
    ),
  description,
  description_es: description,
  description_en: description,
  modifiers: z
    .array(idField)
    .max(50)
    .refine(
      uniqueIds((id: number) => id),
      {
        message: MENU_MESSAGES.duplicate,
      },
    ),
  image: imageField,
  serial: textField(64),
  is_active: z.boolean(),
  qty: quantityField,
  qty_existence: z.number().min(-1_000_000).max(1_000_000),
  unit: measureSchema,
  unit_value: quantityField,
  min_stock: stockLevel,
  order_number: sortOrder,
  order: productOrderGroupSchema,
  /** Spec §5: a zone line without both a zone and a price is dropped, not refused. */
  zones: z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.filter((line) => isRecord(line) && isPresent(line.zone) && isPresent(line.price))
        : value,
    z
      .array(zonePriceSchema)
      .max(100)
      .refine(
        uniqueIds((zone: ZonePrice) => zone.zone),
        { message: MENU_MESSAGES.duplicate },
      ),
  ),
  units_list: z.array(productUnitSchema).max(20),
  iva: percent,
};

export const productInputSchema = z.object({
  ...productFields,
  name_es: productFields.name_es.optional(),
  name_en: productFields.name_en.optional(),
  price: productFields.price.default(0),
  purchase_price: productFields.purchase_price.default(0),
  allergens: productFields.allergens.default([]),
  ingredients: productFields.ingredients.default([]),
  description: productFields.description.optional(),
  description_es: productFields.description_es.optional(),
  description_en: productFields.description_en.optional(),
  modifiers: productFields.modifiers.default([]),
  image: productFields.image.optional(),
  serial: productFields.serial.optional(),
  is_active: productFields.is_active.default(true),
  qty: productFields.qty.default(1),
  qty_existence: productFields.qty_existence.default(0),
  unit: productFields.unit.default("ud"),
  unit_value: productFields.unit_value.default(1),
  min_stock: productFields.min_stock.default(0),
  order_number: productFields.order_number.default(0),
  order: productFields.order.default("no_group"),
  zones: productFields.zones.default([]),
  units_list: productFields.units_list.default([]),
  iva: productFields.iva.default(0),
});
export const productUpdateSchema = z.object(productFields).partial();
export type ProductInput = z.infer<typeof productInputSchema>;

export interface Product
  extends Omit<
    ProductInput,
    "name_es" | "name_en" | "description" | "description_es" | "description_en" | "image" | "serial"
  > {
  id: number;
  name_es: string | null;
  name_en: string | null;
  description: string | null;
  description_es: string | null;
  description_en: string | null;
  image: string | null;
  serial: string | null;
  stk_uuid: string;
}

export const moveToCategorySchema = z.object({
  pk__in: z.array(idField).min(1).max(5000),
  category_id: idField,
});

// ---------------------------------------------------------------------------------------
// Modifiers and options

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

// ---------------------------------------------------------------------------------------
// Ingredients, allergens, units, families

export const INGREDIENT_TENDENCIES = ["up", "down", "equal"] as const;
export type IngredientTendency = (typeof INGREDIENT_TENDENCIES)[number];

const ingredientFields = {
  name,
  price: moneyField,
  description,
  image: imageField,
  serial: textField(64),
  is_active: z.boolean(),
  unit: measureSchema,
  min_stock: stockLevel,
  units_list: z.array(productUnitSchema).max(20),
  iva: percent,
  sku: textField(64),
};
export const ingredientInputSchema = z.object({
  ...ingredientFields,
  price: ingredientFields.price.default(1),
  description: ingredientFields.description.optional(),
  image: ingredientFields.image.optional(),
  serial: ingredientFields.serial.optional(),
  is_active: ingredientFields.is_active.default(true),
  unit: ingredientFields.unit.default("ud"),
  min_stock: ingredientFields.min_stock.default(0),
  units_list: ingredientFields.units_list.default([]),
  iva: ingredientFields.iva.default(0),
  sku: ingredientFields.sku.optional(),
});
export const ingredientUpdateSchema = z.object(ingredientFields).partial();
export type IngredientInput = z.infer<typeof ingredientInputSchema>;

const allergenFields = {
  name,
  name_en: optionalName,
  name_ch: optionalName,
};
export const allergenInputSchema = z.object({
  ...allergenFields,
  name_en: allergenFields.name_en.optional(),
  name_ch: allergenFields.name_ch.optional(),
});
export const allergenUpdateSchema = z.object(allergenFields).partial();

const unitFields = {
  name: textField(40).min(1),
  type: z.enum(UNIT_TYPES),
  value: quantityField,
  unit_reference: z.enum(MEASURES),
};
export const unitInputSchema = z.object({ ...unitFields, type: unitFields.type.default("quantity") });
export const unitUpdateSchema = z.object(unitFields).partial();
export type UnitInput = z.infer<typeof unitInputSchema>;

const familyFields = {
  name,
  categories: z
    .array(idField)
    .max(500)
    .refine(
      uniqueIds((id: number) => id),
      {
        message: MENU_MESSAGES.duplicate,
      },
    ),
};
export const familyInputSchema = z.object({
  ...familyFields,
  categories: familyFields.categories.default([]),
});
export const familyUpdateSchema = z.object(familyFields).partial();
