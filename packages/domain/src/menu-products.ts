import { z } from "zod";
import {
  description,
  idField,
  imageField,
  isPresent,
  isRecord,
  MENU_MESSAGES,
  moneyField,
  name,
  optionalName,
  percent,
  quantityField,
  sortOrder,
  stockLevel,
  uniqueIds,
} from "./menu-fields";
import { measureSchema } from "./menu-units";
import { textField } from "./text";

/** Products: their course, recipe, prices per zone and the other units they are counted in. */

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
