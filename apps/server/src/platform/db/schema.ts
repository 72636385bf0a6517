import * as auth from "../../modules/auth/auth.schema";
import * as bookings from "../../modules/bookings/bookings.schema";
import * as carta from "../../modules/carta/carta.schema";
import * as cash from "../../modules/cash/cash.schema";
import * as clients from "../../modules/clients/clients.schema";
import * as fiscal from "../../modules/fiscal/fiscal.schema";
import * as floor from "../../modules/floor/floor.schema";
import * as menu from "../../modules/menu/menu.schema";
import * as offers from "../../modules/offers/offers.schema";
import * as orders from "../../modules/orders/orders.schema";
import * as paymentDevices from "../../modules/payment-devices/payment-devices.schema";
import * as people from "../../modules/people/people.schema";
import * as predictions from "../../modules/predictions/predictions.schema";
import * as printing from "../../modules/printing/printing.schema";
import * as reports from "../../modules/reports/reports.schema";
import * as settings from "../../modules/settings/settings.schema";
import * as shifts from "../../modules/shifts/shifts.schema";
import * as stock from "../../modules/stock/stock.schema";
import * as files from "../files/files.schema";
import * as idempotency from "../idempotency/idempotency.schema";
import * as mail from "../mail/mail.schema";
import * as realtime from "../realtime/realtime.schema";
import * as locals from "../tenancy/locals.schema";
import * as throttle from "../throttle/public-calls.schema";

export const schema = {
  ...locals,
  ...floor,
  ...printing,
  ...menu,
  ...auth,
  ...clients,
  ...shifts,
  ...stock,
  ...bookings,
  ...offers,
  ...orders,
  ...carta,
  ...cash,
  ...reports,
  ...fiscal,
  ...people,
  ...predictions,
  ...paymentDevices,
  ...settings,
  ...files,
  ...mail,
  ...realtime,
  ...idempotency,
  ...throttle,
};
