/** Texts of the settings screen. */
export const settingsTexts = {
  actions: "Acciones",
  tabs: { label: "Grupos de configuración", tpvs: "Terminales (TPV)" },
  tpvs: {
    new: "Nuevo terminal",
    newTitle: "Nuevo terminal (TPV)",
    editTitle: "Editar {{name}}",
    empty: "Todavía no hay terminales.",
    name: "Nombre",
    key: "Clave",
    keyHint: "Minúsculas, números, «-» y «_», p. ej. barra-2",
    keyRule: "Solo minúsculas, números, «-» y «_», sin espacios.",
  },
};
