import type { Catalogue } from "../es";

export const globalTexts: Catalogue["globals"] = {
  notUTF8Encoded: "文本包含不允许的字符（表情符号、其他文字或特殊符号）",
  onlyGreaterThanZero: "只能输入大于 0 的数字",
  onlyPositive: "只能输入非负数",
  invalidNumber: "不是有效的数字",
};
