import { type Category, type CategoryLinkType, categoryInputSchema, MENU_MESSAGES } from "@comanda/domain";
import type { z } from "zod";
import { type FieldErrors, zodFieldErrors } from "../../../../ui/form/field-errors";
import type { CategoryPayload } from "../../categories-api";

/** The parent select's value for "top-level category" (a select's values are strings). */
export const NO_PARENT = "none";

export interface LinkRow {
  /** Stable React key of a row that has no id of its own. */
  key: number;
  category: string | null;
  type: CategoryLinkType;
}

export interface CategoryFormValues {
  name: string;
  name_es: string;
  name_en: string;
  parent: string;
  is_active: boolean;
  is_available: boolean;
  customer_active: boolean;
  is_offer: boolean;
  has_companion: boolean;
  has_aggregate: boolean;
  max_aggregates: string;
  app_text: string;
  /** The stored image's URL; null once removed. */
  image: string | null;
  imageFile: File | null;
  links: LinkRow[];
}

let nextLinkKey = 0;
export function newLinkRow(category: string | null = null, type: CategoryLinkType = "aggregate"): LinkRow {
  nextLinkKey += 1;
  return { key: nextLinkKey, category, type };
}

/** A new category starts with the spec's defaults (categoryInputSchema). */
export function categoryFormValues(category?: Category): CategoryFormValues {
  return {
    name: category?.name ?? "",
    name_es: category?.name_es ?? "",
    name_en: category?.name_en ?? "",
    parent: category?.parent ? String(category.parent) : NO_PARENT,
    is_active: category?.is_active ?? true,
    is_available: category?.is_available ?? true,
    customer_active: category?.customer_active ?? true,
    is_offer: category?.is_offer ?? false,
    has_companion: category?.has_companion ?? false,
    has_aggregate: category?.has_aggregate ?? false,
    max_aggregates: String(category?.max_aggregates ?? 0),
    app_text: category?.app_text ?? "",
    image: category?.image ?? null,
    imageFile: null,
    links: (category?.links ?? []).map((link) => newLinkRow(String(link.category), link.type)),
  };
}

export function categoryPayload(values: CategoryFormValues): CategoryPayload {
  return {
    name: values.name.trim(),
    name_es: values.name_es.trim(),
    name_en: values.name_en.trim(),
    parent: values.parent === NO_PARENT ? null : Number(values.parent),
    is_active: values.is_active,
    is_available: values.is_available,
    customer_active: values.customer_active,
    is_offer: values.is_offer,
    has_companion: values.has_companion,
    has_aggregate: values.has_aggregate,
    // Spec §5 "Other": an empty number is no number; the contract's default is 0.
    max_aggregates: values.max_aggregates.trim() === "" ? 0 : Number(values.max_aggregates),
    app_text: values.app_text,
    links: values.links.flatMap((link) =>
      link.category === null ? [] : [{ category: Number(link.category), type: link.type }],
    ),
  };
}

const TEXTS = "menu.categories.form";

/** The contract's messages that are not keys of the web's catalogue, said in the form's words. */
function contractMessage(field: string, message: string): string {
  if (message === MENU_MESSAGES.duplicate) return `${TEXTS}.duplicateLinks`;
  if (field === "max_aggregates") return `${TEXTS}.wholeNumber`;
  return message;
}

/** The form's rules: its own messages first, then the contract's (encoding, lengths). */
export function validateCategory(values: CategoryFormValues): FieldErrors<CategoryFormValues> {
  const errors: FieldErrors<CategoryFormValues> = {};
  if (values.name.trim() === "") errors.name = `${TEXTS}.nameRequired`;
  const max = values.max_aggregates.trim();
  if (max !== "" && !/^\d{1,3}$/.test(max)) errors.max_aggregates = `${TEXTS}.wholeNumber`;
  if (values.links.some((link) => link.category === null)) errors.links = `${TEXTS}.linkCategoryRequired`;
  const contract = zodFieldErrors<z.input<typeof categoryInputSchema>>(
    categoryInputSchema,
    categoryPayload(values),
  );
  for (const [field, message] of Object.entries(contract)) {
    if (!(field in values) || field in errors || message === undefined) continue;
    errors[field as keyof CategoryFormValues] = contractMessage(field, message);
  }
  return errors;
}
