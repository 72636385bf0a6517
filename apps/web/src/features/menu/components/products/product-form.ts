import type { useForm } from "../../../../ui/form/useForm";
import type { ProductFormValues } from "../../product-form-data";

export type ProductForm = ReturnType<typeof useForm<ProductFormValues>>;

export const PRODUCT_TABS = ["general", "translations", "zones", "modifiers", "allergens", "recipe"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Which tab shows each field, so a tab with a broken field can say so and be opened on save. */
export const TAB_OF_FIELD: Record<keyof ProductFormValues, ProductTab> = {
  name: "general",
  category: "general",
  price: "general",
  purchase_price: "general",
  iva: "general",
  is_active: "general",
  order: "general",
  order_number: "general",
  unit: "general",
  unit_value: "general",
  qty: "general",
  min_stock: "general",
  serial: "general",
  image: "general",
  imageFile: "general",
  name_es: "translations",
  name_en: "translations",
  description: "translations",
  description_es: "translations",
  description_en: "translations",
  zones: "zones",
  modifiers: "modifiers",
  allergens: "allergens",
  ingredients: "recipe",
};
