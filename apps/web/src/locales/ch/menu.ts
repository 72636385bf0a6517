import type { Catalogue } from "../es";
import { menuCatalogueTexts } from "./menu-catalogue";
import { menuCategoriesTexts } from "./menu-categories";
import { menuModifiersTexts } from "./menu-modifiers";
import { menuProductsTexts } from "./menu-products";
import { menuRecipesTexts } from "./menu-recipes";

/** The menu area's screens (categories, products, modifiers and options, recipes, catalogue). */
export const menuTexts: Catalogue["menu"] = {
  categories: menuCategoriesTexts,
  products: menuProductsTexts,
  modifiers: menuModifiersTexts,
  recipes: menuRecipesTexts,
  catalogue: menuCatalogueTexts,
};
