export const keyboardTexts = {
  toggle: "Teclado táctil",
  label: "Teclado en pantalla",
  backspace: "Borrar",
  shift: "Mayúsculas",
  accent: "Acento",
  space: "Espacio",
  close: "Cerrar el teclado",
  sign: "Cambiar el signo",
  decimal: "Punto decimal",
};
