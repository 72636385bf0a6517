/** The form kit: dialogs, row edit buttons, save toasts and the rules every form shares. */
export const formTexts = {
  edit: "Editar",
  editRow: "Editar {{name}}",
  save: "Guardar",
  cancel: "Cancelar",
  saved: "Se ha guardado {{name}}",
  created: "Se ha creado {{name}}",
  required: "Campo requerido",
  invalid: "Valor no válido",
  email: "Debe ser un correo válido",
  phone: "Teléfono no válido: de 6 a 20 caracteres, solo números, espacios y + al principio",
  money: "Debe tener como máximo 2 decimales",
  positive: "Debe ser mayor que 0",
  decimals: "Debe tener como máximo 6 decimales",
};
