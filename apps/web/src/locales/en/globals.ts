import type { Catalogue } from "../es";

export const globalTexts: Catalogue["globals"] = {
  notUTF8Encoded:
    "The text contains characters that are not allowed (emojis, other alphabets or unusual symbols)",
  onlyGreaterThanZero: "Only numbers greater than 0 are allowed",
  onlyPositive: "Only positive numbers are allowed",
  invalidNumber: "Not a valid number",
};
