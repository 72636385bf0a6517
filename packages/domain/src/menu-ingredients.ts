import { z } from "zod";
import {
  description,
  imageField,
  moneyField,
  name,
  optionalName,
  percent,
  quantityField,
  stockLevel,
} from "./menu-fields";
import { productUnitSchema } from "./menu-products";
import { MEASURES, measureSchema, UNIT_TYPES } from "./menu-units";
import { textField } from "./text";

/** What dishes are made of and measured in: ingredients, allergens and units. */

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
