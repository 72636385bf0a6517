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

/** The texts of the signed-in screens; they load with those screens' code. */
export const screens = {
  layout: { logout: "Cerrar sesión", language: "Idioma", user: "Usuario" },
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
