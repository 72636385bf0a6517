import type { CategoryLink, Measure, ProductUnit, RecipeLineInput, ZonePrice } from "@comanda/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { entityColumns, money, quantity } from "../../platform/db/columns";

/*
 * Lists that belong to one row (a product's allergens, recipe and zone prices, a category's
 * links) are JSON columns of that row: the generic calls read and write them with the row,
 * and the POS reads a whole menu in one query. Their ids are checked against the local's
 * rows on every write.
 */

const live = (t: { deleted_at: unknown }) => sql`${t.deleted_at} is null`;

export const categories = pgTable(
  "categories",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    name_es: text("name_es"),
    name_en: text("name_en"),
    has_companion: boolean("has_companion").notNull().default(false),
    has_aggregate: boolean("has_aggregate").notNull().default(false),
    is_offer: boolean("is_offer").notNull().default(false),
    is_available: boolean("is_available").notNull().default(true),
    is_active: boolean("is_active").notNull().default(true),
    customer_active: boolean("customer_active").notNull().default(true),
    app_text: text("app_text"),
    app_text_es: text("app_text_es"),
    app_text_en: text("app_text_en"),
    image: text("image"),
    order: integer("order").notNull().default(0),
    max_aggregates: integer("max_aggregates").notNull().default(0),
    parent: integer("parent_id"),
    links: jsonb("links").$type<CategoryLink[]>().notNull().default([]),
  },
  (t) => [
    index("categories_local").on(t.local_id, t.id).where(live(t)),
    index("categories_local_parent").on(t.local_id, t.parent, t.order).where(live(t)),
  ],
);

export const products = pgTable(
  "products",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    name_es: text("name_es"),
    name_en: text("name_en"),
    price: money("price").notNull().default(0),
    purchase_price: money("purchase_price").notNull().default(0),
    category: integer("category_id").notNull(),
    allergens: jsonb("allergens").$type<number[]>().notNull().default([]),
    ingredients: jsonb("ingredients").$type<RecipeLineInput[]>().notNull().default([]),
    description: text("description"),
    description_es: text("description_es"),
    description_en: text("description_en"),
    modifiers: jsonb("modifiers").$type<number[]>().notNull().default([]),
    image: text("image"),
    stk_uuid: uuid("stk_uuid").notNull().defaultRandom(),
    serial: text("serial"),
    is_active: boolean("is_active").notNull().default(true),
    qty: quantity("qty").notNull().default(1),
    qty_existence: quantity("qty_existence").notNull().default(0),
    unit: text("unit").$type<Measure>().notNull().default("ud"),
    unit_value: quantity("unit_value").notNull().default(1),
    min_stock: quantity("min_stock").notNull().default(0),
    order_number: integer("order_number").notNull().default(0),
    order: text("order").notNull().default("no_group"),
    zones: jsonb("zones").$type<ZonePrice[]>().notNull().default([]),
    units_list: jsonb("units_list").$type<ProductUnit[]>().notNull().default([]),
    iva: quantity("iva").notNull().default(0),
    /**
     * The product as the POS's list_bar shows it, as JSON text, kept by a trigger on every
     * write (migration 0003): the list of a whole menu is then a concatenation, not
     * thousands of JSON objects built on every call.
     */
    bar_json: text("bar_json"),
  },
  (t) => [
    index("products_local").on(t.local_id, t.id).where(live(t)),
    index("products_local_category").on(t.local_id, t.category, t.order_number).where(live(t)),
  ],
);

export const modifiers = pgTable(
  "modifiers",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    name_es: text("name_es"),
    name_en: text("name_en"),
    app_text: text("app_text"),
    image: text("image"),
    enabled: boolean("enabled").notNull().default(true),
    min_value: integer("min_value").notNull().default(0),
    max_value: integer("max_value").notNull().default(1),
    is_quantifiable: boolean("is_quantifiable").notNull().default(false),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("modifiers_local").on(t.local_id, t.id).where(live(t))],
);

export const options = pgTable(
  "options",
  {
    ...entityColumns(),
    modifier_id: integer("modifier_id").notNull(),
    name: text("name").notNull(),
    name_es: text("name_es"),
    name_en: text("name_en"),
    min_value: integer("min_value").notNull().default(1),
    max_value: integer("max_value").notNull().default(1),
    is_quantifiable: boolean("is_quantifiable").notNull().default(false),
    price: money("price").notNull().default(0),
    unit: text("unit").$type<Measure>(),
    amount: quantity("amount").notNull().default(0),
    ingredients: jsonb("ingredients").$type<RecipeLineInput[]>().notNull().default([]),
    product: integer("product_id"),
    modifiers: jsonb("modifiers").$type<number[]>().notNull().default([]),
    image: text("image"),
    enabled: boolean("enabled").notNull().default(true),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    index("options_local").on(t.local_id, t.id).where(live(t)),
    index("options_local_modifier").on(t.local_id, t.modifier_id, t.order).where(live(t)),
  ],
);

export const ingredients = pgTable(
  "ingredients",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    price: money("price").notNull().default(1),
    old_price: money("old_price"),
    tendency: text("tendency"),
    description: text("description"),
    image: text("image"),
    serial: text("serial"),
    is_active: boolean("is_active").notNull().default(true),
    unit: text("unit").$type<Measure>().notNull().default("ud"),
    min_stock: quantity("min_stock").notNull().default(0),
    units_list: jsonb("units_list").$type<ProductUnit[]>().notNull().default([]),
    iva: quantity("iva").notNull().default(0),
    sku: text("sku"),
  },
  (t) => [index("ingredients_local").on(t.local_id, t.id).where(live(t))],
);

export const allergens = pgTable(
  "allergens",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    name_en: text("name_en"),
    name_ch: text("name_ch"),
  },
  (t) => [index("allergens_local").on(t.local_id, t.id).where(live(t))],
);

export const units = pgTable(
  "units",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    type: text("type").notNull().default("quantity"),
    value: quantity("value").notNull(),
    unit_reference: text("unit_reference").$type<Measure>().notNull(),
  },
  (t) => [index("units_local").on(t.local_id, t.id).where(live(t))],
);

export const families = pgTable(
  "families",
  {
    ...entityColumns(),
    name: text("name").notNull(),
    categories: jsonb("categories").$type<number[]>().notNull().default([]),
  },
  (t) => [index("families_local").on(t.local_id, t.id).where(live(t))],
);
