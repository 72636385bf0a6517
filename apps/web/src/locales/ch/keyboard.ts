import type { Catalogue } from "../es";

export const keyboardTexts: Catalogue["keyboard"] = {
  toggle: "触摸键盘",
  label: "屏幕键盘",
  backspace: "删除",
  shift: "大写",
  accent: "重音",
  space: "空格",
  close: "关闭键盘",
  sign: "切换正负号",
  decimal: "小数点",
};
