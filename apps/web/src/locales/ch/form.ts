import type { Catalogue } from "../es";

export const formTexts: Catalogue["form"] = {
  edit: "编辑",
  editRow: "编辑 {{name}}",
  save: "保存",
  cancel: "取消",
  saved: "已保存 {{name}}",
  created: "已创建 {{name}}",
  required: "必填项",
  invalid: "数值无效",
  email: "必须是有效的邮箱",
  phone: "电话无效：6 到 20 个字符，只能包含数字、空格和开头的 +",
  money: "最多两位小数",
  positive: "必须大于 0",
  decimals: "最多六位小数",
};
