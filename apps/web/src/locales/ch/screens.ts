import type { Catalogue } from "../es";
import { cashTexts } from "./cash";
import { clientsTexts } from "./clients";
import { dateTexts } from "./dates";
import { fiscalTexts } from "./fiscal";
import { floorTexts } from "./floor";
import { floorMapTexts } from "./floor-map";
import { formTexts } from "./form";
import { imageFieldTexts } from "./image-field";
import { menuTexts } from "./menu";
import { navigationTexts } from "./navigation";
import { overrideTexts } from "./override";
import { peopleTexts } from "./people";
import { printingTexts } from "./printing";
import { realtimeTexts } from "./realtime";
import { requestsTexts } from "./requests";
import { sectionsTexts } from "./sections";
import { settingsTexts } from "./settings";

export const screens: Pick<
  Catalogue,
  | "layout"
  | "requests"
  | "realtime"
  | "dates"
  | "navigation"
  | "sections"
  | "menu"
  | "floorMap"
  | "floor"
  | "printing"
  | "settings"
  | "imageField"
  | "form"
  | "clients"
  | "override"
  | "cash"
  | "fiscal"
  | "people"
> = {
  layout: { logout: "退出登录", language: "语言", user: "用户" },
  requests: requestsTexts,
  realtime: realtimeTexts,
  dates: dateTexts,
  navigation: navigationTexts,
  sections: sectionsTexts,
  menu: menuTexts,
  floorMap: floorMapTexts,
  floor: floorTexts,
  printing: printingTexts,
  settings: settingsTexts,
  imageField: imageFieldTexts,
  form: formTexts,
  clients: clientsTexts,
  override: overrideTexts,
  cash: cashTexts,
  fiscal: fiscalTexts,
  people: peopleTexts,
};
