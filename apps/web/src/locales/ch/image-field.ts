import type { Catalogue } from "../es";

export const imageFieldTexts: Catalogue["imageField"] = {
  choose: "选择图片",
  change: "更换图片",
  remove: "移除图片",
  preview: "图片预览",
  none: "无图片",
  tooLarge: "图片大小为 {{size}}，上限为 {{max}}",
  notImage: "该文件不是图片",
  limit: "PNG、JPEG、WebP、GIF 或 SVG，最大 {{max}}",
};
