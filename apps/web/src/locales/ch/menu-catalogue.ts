import type { Catalogue } from "../es";

export const menuCatalogueTexts: Catalogue["menu"]["catalogue"] = {
  families: {
    new: "新建类别组",
    newTitle: "新建类别组",
    editTitle: "编辑 {{name}}",
    name: "名称",
    categories: "分类",
    categoriesHint: "打印机可以按类别组分配。",
    noCategories: "无分类",
    empty: "还没有类别组。",
    save: "保存",
    cancel: "取消",
    saved: "已保存 {{name}}",
    created: "已创建 {{name}}",
    required: "必填项",
    invalid: "数值无效",
  },
};
