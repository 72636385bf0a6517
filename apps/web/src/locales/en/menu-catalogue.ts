import type { Catalogue } from "../es";

export const menuCatalogueTexts: Catalogue["menu"]["catalogue"] = {
  families: {
    new: "New family",
    newTitle: "New family",
    editTitle: "Edit {{name}}",
    name: "Name",
    categories: "Categories",
    categoriesHint: "Printers can be assigned by family.",
    noCategories: "No categories",
    empty: "There are no families yet.",
    save: "Save",
    cancel: "Cancel",
    saved: "{{name}} saved",
    created: "{{name}} created",
    required: "Required field",
    invalid: "Invalid value",
  },
};
