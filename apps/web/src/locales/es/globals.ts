/** Messages shared by every form of the app; `notUTF8Encoded` is the spec's own key (§5 "Text encoding"). */
export const globalTexts = {
  notUTF8Encoded: "El texto contiene caracteres no permitidos (emojis, otros alfabetos o símbolos raros)",
  onlyGreaterThanZero: "Solo se permiten números mayores que 0",
  onlyPositive: "Solo se permiten números positivos",
  invalidNumber: "No es un número válido",
};
