import type { Db } from "../../platform/db/client";
import type { ClientsService } from "../clients/clients.service";
import type { FiscalService } from "../fiscal/fiscal.service";
import type { FloorService } from "../floor/floor.service";
import type { MenuService } from "../menu/menu.service";
import type { OffersService } from "../offers/offers.service";
import type { SettingsService } from "../settings/settings.service";
import type { ShiftsService } from "../shifts/shifts.service";
import type { OrderEffects } from "./order-effects";
import type { OrderEvents } from "./order-events";
import type { PaymentsService } from "./payments.service";

export interface OrdersDeps {
  db: Db;
  menu: Pick<MenuService, "productsForOrder">;
  floor: Pick<FloorService, "lockTable" | "setTableStatus">;
  clients: Pick<ClientsService, "orderContact">;
  offers: Pick<OffersService, "checkForOrder" | "recordPaidUse" | "releaseUses">;
  shifts: Pick<ShiftsService, "times">;
  settings: Pick<SettingsService, "get">;
  events: OrderEvents;
  effects: OrderEffects;
  fiscal: Pick<FiscalService, "issueForClose" | "ticketMark" | "rectifyForInvalidation">;
  clock: () => Date;
}

/** The closing the orders' own calls reach: a bar order paid as it is created, points given back. */
export type OrdersClosing = Pick<PaymentsService, "closeLocked" | "reverseLoyalty">;
