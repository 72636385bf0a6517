/** Texts of the menu's catalogue screens: families of categories. */
export const menuCatalogueTexts = {
  families: {
    new: "Nueva familia",
    newTitle: "Nueva familia",
    editTitle: "Editar {{name}}",
    name: "Nombre",
    categories: "Categorías",
    categoriesHint: "Las impresoras se pueden asignar por familia.",
    noCategories: "Sin categorías",
    empty: "Todavía no hay familias.",
    save: "Guardar",
    cancel: "Cancelar",
    saved: "{{name}} guardada",
    created: "{{name}} creada",
    required: "Campo requerido",
    invalid: "Valor no válido",
  },
};
