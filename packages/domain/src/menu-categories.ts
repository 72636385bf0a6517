import { z } from "zod";
import {
  description,
  idField,
  imageField,
  MENU_MESSAGES,
  name,
  optionalName,
  sortOrder,
  uniqueIds,
} from "./menu-fields";

/** Categories and families, the two ways the menu groups its products. */

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
// Families

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
