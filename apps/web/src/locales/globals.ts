import { defineTexts } from "./define-texts";

/** Messages shared by every form of the app; `notUTF8Encoded` is the spec's own key (§5 "Text encoding"). */
export const globalTexts = defineTexts({
  es: {
    notUTF8Encoded: "El texto contiene caracteres no permitidos (emojis, otros alfabetos o símbolos raros)",
    onlyGreaterThanZero: "Solo se permiten números mayores que 0",
    onlyPositive: "Solo se permiten números positivos",
    invalidNumber: "No es un número válido",
  },
  en: {
    notUTF8Encoded:
      "The text contains characters that are not allowed (emojis, other alphabets or unusual symbols)",
    onlyGreaterThanZero: "Only numbers greater than 0 are allowed",
    onlyPositive: "Only positive numbers are allowed",
    invalidNumber: "Not a valid number",
  },
  ch: {
    notUTF8Encoded: "文本包含不允许的字符（表情符号、其他文字或特殊符号）",
    onlyGreaterThanZero: "只能输入大于 0 的数字",
    onlyPositive: "只能输入非负数",
    invalidNumber: "不是有效的数字",
  },
});
