/** The form kit's image picker (ui/form/ImageField). */
export const imageFieldTexts = {
  choose: "Elegir imagen",
  change: "Cambiar imagen",
  remove: "Quitar imagen",
  preview: "Vista previa de la imagen",
  none: "Sin imagen",
  tooLarge: "La imagen pesa {{size}}: el máximo es {{max}}",
  notImage: "El archivo no es una imagen",
  limit: "PNG, JPEG, WebP, GIF o SVG de hasta {{max}}",
};
