import {
  type AppLanguage,
  type Measure,
  NOT_UTF8_ENCODED,
  type Product,
  type ProductOrderGroup,
  productInputSchema,
} from "@comanda/domain";
import { formValue } from "../../lib/form-body";
import type { FieldErrors } from "../../ui/form/field-errors";
import { parseNumber } from "../../ui/keyboard/input-rules";

/**
 * The product form's values and how they become what the API takes (spec §3 "Product (sent as
 * form data)", §5 "Other"). Pure, so the client rules are unit-tested without a browser.
 */

/** A zone price line; `key` keeps React's rows stable while lines are added and removed. */
export interface ZonePriceRow {
  key: string;
  zone: string | null;
  price: string;
}

export interface RecipeRow {
  key: string;
  /** The ingredient's id, as the select holds it. */
  id: string | null;
  qty: string;
  unit: Measure;
}

/** Numbers are kept as typed text (the kit's NumberField); ids as the selects' strings. */
export interface ProductFormValues {
  name: string;
  name_es: string;
  name_en: string;
  category: string | null;
  price: string;
  purchase_price: string;
  iva: string;
  is_active: boolean;
  order: ProductOrderGroup;
  order_number: string;
  unit: Measure;
  unit_value: string;
  qty: string;
  min_stock: string;
  serial: string;
  /** The image already stored (its URL), null when there is none or it was removed. */
  image: string | null;
  /** A new image chosen in this form, sent as the `image` file part. */
  imageFile: File | null;
  description: string;
  description_es: string;
  description_en: string;
  zones: ZonePriceRow[];
  modifiers: string[];
  allergens: string[];
  ingredients: RecipeRow[];
}

let rowCounter = 0;
/** A key for a new row, unique within the page's life. */
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: "",
    name_es: "",
    name_en: "",
    category: null,
    price: "",
    purchase_price: "",
    iva: "",
    is_active: true,
    order: "no_group",
    order_number: "",
    unit: "ud",
    unit_value: "1",
    qty: "1",
    min_stock: "",
    serial: "",
    image: null,
    imageFile: null,
    description: "",
    description_es: "",
    description_en: "",
    zones: [],
    modifiers: [],
    allergens: [],
    ingredients: [],
  };
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

export function productFormFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    name_es: product.name_es ?? "",
    name_en: product.name_en ?? "",
    category: String(product.category),
    price: numberText(product.price),
    purchase_price: numberText(product.purchase_price),
    iva: numberText(product.iva),
    is_active: product.is_active,
    order: product.order,
    order_number: numberText(product.order_number),
    unit: product.unit,
    unit_value: numberText(product.unit_value),
    qty: numberText(product.qty),
    min_stock: numberText(product.min_stock),
    serial: product.serial ?? "",
    image: product.image || null,
    imageFile: null,
    description: product.description ?? "",
    description_es: product.description_es ?? "",
    description_en: product.description_en ?? "",
    zones: product.zones.map((line) => ({
      key: newRowKey(),
      zone: String(line.zone),
      price: String(line.price),
    })),
    modifiers: product.modifiers.map(String),
    allergens: product.allergens.map(String),
    ingredients: product.ingredients.map((line) => ({
      key: newRowKey(),
      id: String(line.id),
      qty: String(line.qty),
      unit: line.unit,
    })),
  };
}

/** Typed text as a number; "" stays empty (undefined) and what is not a number stays NaN, so the schema refuses it. */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return parseNumber(trimmed) ?? Number.NaN;
}

function toId(text: string | null): number | undefined {
  return text === null || text === "" ? undefined : Number(text);
}

/** Spec §5: a zone line without both a zone and a price is dropped, not refused. */
function zoneLines(rows: ZonePriceRow[]) {
  return rows
    .filter((row) => row.zone !== null && row.zone !== "" && row.price.trim() !== "")
    .map((row) => ({ zone: Number(row.zone), price: toNumber(row.price) }));
}

/** An untouched new recipe row (no ingredient chosen) is dropped rather than refused. */
function recipeLines(rows: RecipeRow[]) {
  return rows
    .filter((row) => row.id !== null && row.id !== "")
    .map((row) => ({ id: Number(row.id), qty: toNumber(row.qty), unit: row.unit }));
}

/** The form's values in the API's field names and types; empty fields are left out (undefined). */
export function productInput(values: ProductFormValues) {
  const text = (value: string) => (value.trim() === "" ? undefined : value);
  return {
    name: values.name,
    name_es: text(values.name_es),
    name_en: text(values.name_en),
    category: toId(values.category),
    price: toNumber(values.price),
    purchase_price: toNumber(values.purchase_price),
    iva: toNumber(values.iva),
    is_active: values.is_active,
    order: values.order,
    order_number: toNumber(values.order_number),
    unit: values.unit,
    unit_value: toNumber(values.unit_value),
    qty: toNumber(values.qty),
    min_stock: toNumber(values.min_stock),
    serial: text(values.serial),
    description: text(values.description),
    description_es: text(values.description_es),
    description_en: text(values.description_en),
    zones: zoneLines(values.zones),
    modifiers: values.modifiers.map(Number),
    allergens: values.allergens.map(Number),
    ingredients: recipeLines(values.ingredients),
  };
}

/** The schema's message as a key of the web catalogue, by what the rule says. */
function messageKey(issue: { code: string; message: string; input?: unknown; origin?: string }): string {
  if (issue.message === NOT_UTF8_ENCODED) return "globals.notUTF8Encoded";
  if (issue.message === "validation.positive") return "globals.onlyGreaterThanZero";
  if (issue.message === "validation.money" || issue.message === "validation.decimals") {
    return "menu.products.errors.decimals";
  }
  if (issue.message === "validation.duplicate") return "menu.products.errors.duplicate";
  if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)) {
    return "menu.products.errors.required";
  }
  if (issue.code === "too_small") {
    return issue.origin === "string" ? "menu.products.errors.required" : "globals.onlyPositive";
  }
  if (issue.code === "too_big") return "menu.products.errors.tooLarge";
  return "menu.products.errors.invalid";
}

/** The form's rules: the domain's product schema, one catalogue key per broken field (lines report on their list). */
export function productFieldErrors(values: ProductFormValues): FieldErrors<ProductFormValues> {
  const result = productInputSchema.safeParse(productInput(values));
  if (result.success) return {};
  const errors: FieldErrors<ProductFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) {
      errors[field as keyof ProductFormValues & string] ??= messageKey(issue);
    }
  }
  return errors;
}

/** Fields the server lets a save empty (spec §5 "empty values are dropped" names the exceptions). */
const CLEARABLE = new Set([
  "name_es",
  "name_en",
  "description",
  "description_es",
  "description_en",
  "serial",
  "min_stock",
]);

export interface ProductFormDataOptions {
  /** The UI's language: its own suffixed fields are not sent (spec §5 "Other"). */
  language: AppLanguage | string;
  /** The product as loaded, when editing: a field it had and the form cleared is sent empty. */
  initial?: ProductFormValues;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/**
 * The body of a save (spec §3 "sent as form data", §5 "Other"): the image part only when a new
 * file was chosen ("" when the stored one was removed), the current language's suffixed fields
 * and stk_uuid never, zone lines without zone and price dropped, empty values dropped unless a
 * clearable field was cleared, text as typed and any other value as JSON.
 */
export function productEntries(
  values: ProductFormValues,
  options: ProductFormDataOptions,
): Array<[string, string | File]> {
  const skipped = new Set(["stk_uuid"]);
  if (options.language === "es" || options.language === "en") {
    skipped.add(`name_${options.language}`);
    skipped.add(`description_${options.language}`);
  }
  const input: Record<string, unknown> = productInput(values);
  const initial = options.initial ? (productInput(options.initial) as Record<string, unknown>) : {};
  const entries: Array<[string, string | File]> = [];
  for (const [name, value] of Object.entries(input)) {
    if (skipped.has(name)) continue;
    if (isEmpty(value)) {
      if (CLEARABLE.has(name) && !isEmpty(initial[name])) entries.push([name, ""]);
      continue;
    }
    entries.push([name, formValue(value)]);
  }
  if (values.imageFile) entries.push(["image", values.imageFile]);
  else if (values.image === null && options.initial?.image) entries.push(["image", ""]);
  return entries;
}

export function productFormData(values: ProductFormValues, options: ProductFormDataOptions): FormData {
  const data = new FormData();
  for (const [name, value] of productEntries(values, options)) data.append(name, value);
  return data;
}
