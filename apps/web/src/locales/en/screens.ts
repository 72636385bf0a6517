import type { Catalogue } from "../es";
import { dateTexts } from "./dates";
import { imageFieldTexts } from "./image-field";
import { menuTexts } from "./menu";
import { navigationTexts } from "./navigation";
import { realtimeTexts } from "./realtime";
import { sectionsTexts } from "./sections";

export const screens: Pick<
  Catalogue,
  "layout" | "requests" | "realtime" | "dates" | "navigation" | "sections" | "menu" | "imageField"
> = {
  layout: { logout: "Log out", language: "Language", user: "User" },
  requests: { empty: "No table has an order yet." },
  realtime: realtimeTexts,
  dates: dateTexts,
  navigation: navigationTexts,
  sections: sectionsTexts,
  menu: menuTexts,
  imageField: imageFieldTexts,
};
