import type { Catalogue } from "../es";

export const imageFieldTexts: Catalogue["imageField"] = {
  choose: "Choose image",
  change: "Change image",
  remove: "Remove image",
  preview: "Image preview",
  none: "No image",
  tooLarge: "The image is {{size}}: the maximum is {{max}}",
  notImage: "The file is not an image",
  limit: "PNG, JPEG, WebP, GIF or SVG up to {{max}}",
};
