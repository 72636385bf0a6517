import { bookingsTexts } from "./bookings";
import { cashTexts } from "./cash";
import { clientsTexts } from "./clients";
import { dateTexts } from "./dates";
import { devicesTexts } from "./devices";
import { fiscalTexts } from "./fiscal";
import { floorTexts } from "./floor";
import { floorMapTexts } from "./floor-map";
import { formTexts } from "./form";
import { imageFieldTexts } from "./image-field";
import { loyaltyTexts } from "./loyalty";
import { menuTexts } from "./menu";
import { navigationTexts } from "./navigation";
import { overrideTexts } from "./override";
import { peopleTexts } from "./people";
import { predictionsTexts } from "./predictions";
import { printingTexts } from "./printing";
import { realtimeTexts } from "./realtime";
import { reportsTexts } from "./reports";
import { requestsTexts } from "./requests";
import { sectionsTexts } from "./sections";
import { settingsTexts } from "./settings";
import { stockTexts } from "./stock";

/** The texts of the signed-in screens; they load with those screens' code. */
export const screens = {
  layout: { logout: "Cerrar sesión", language: "Idioma", user: "Usuario" },
  requests: requestsTexts,
  reports: reportsTexts,
  predictions: predictionsTexts,
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
  loyalty: loyaltyTexts,
  override: overrideTexts,
  cash: cashTexts,
  fiscal: fiscalTexts,
  people: peopleTexts,
  bookings: bookingsTexts,
  stock: stockTexts,
  devices: devicesTexts,
};
