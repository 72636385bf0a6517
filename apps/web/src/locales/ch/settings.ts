import type { Catalogue } from "../es";

export const settingsTexts: Catalogue["settings"] = {
  actions: "操作",
  tabs: { label: "设置分组", tpvs: "终端（TPV）" },
  tpvs: {
    new: "新建终端",
    newTitle: "新建终端（TPV）",
    editTitle: "编辑 {{name}}",
    empty: "还没有终端。",
    name: "名称",
    key: "标识",
    keyHint: "小写字母、数字、“-”和“_”，例如 bar-2",
    keyRule: "只能使用小写字母、数字、“-”和“_”，不能有空格。",
  },
};
