import type { Catalogue } from "../es";

export const formTexts: Catalogue["form"] = {
  edit: "Edit",
  editRow: "Edit {{name}}",
  save: "Save",
  cancel: "Cancel",
  saved: "{{name}} saved",
  created: "{{name}} created",
  required: "Required field",
  invalid: "Invalid value",
  email: "Must be a valid e-mail",
  phone: "Invalid phone: 6 to 20 characters, only digits, spaces and a leading +",
  money: "Must have at most 2 decimals",
  positive: "Must be greater than 0",
  decimals: "Must have at most 6 decimals",
};
