/**
 * The menu's contract (spec §3 Category, Product, Modifier, Option, Ingredient, Unit,
 * Allergen, Family; §5 Numbers, Modifiers, Other). Insert schemas carry the spec's
 * defaults; update schemas are the same fields without defaults, all optional, so a
 * partial update never resets a field it does not name. One file per part of the menu;
 * the shared field rules are re-exported by name so the private ones stay private.
 */

export * from "./menu-categories";
export {
  idField,
  imageField,
  MENU_IMAGE_MAX_BYTES,
  MENU_MESSAGES,
  moneyField,
  quantityField,
} from "./menu-fields";
export * from "./menu-ingredients";
export * from "./menu-modifiers";
export * from "./menu-products";
