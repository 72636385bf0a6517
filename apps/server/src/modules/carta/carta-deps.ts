import type { RealtimeMessage } from "@comanda/domain";
import type { Db } from "../../platform/db/client";
import type { MenuService } from "../menu/menu.service";
import type { OrderAuthor } from "../orders/order-events";
import type { OrdersService } from "../orders/orders.service";
import type { SettingsService } from "../settings/settings.service";
import type { ShiftsService } from "../shifts/shifts.service";

/** What the digital menu's use cases need; the orders engine is the staff's, run in the caller's transaction. */
export interface CartaDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  menu: Pick<MenuService, "productsForOrder">;
  shifts: Pick<ShiftsService, "times">;
  ordersIn: (tx: Db) => Pick<OrdersService, "create" | "update">;
  publishToTills: (localId: number, message: RealtimeMessage) => Promise<void>;
  clock: () => Date;
}

/** A customer's own order: no staff user, no till. */
export const customerAuthor = (localId: number): OrderAuthor => ({
  localId,
  userId: null,
  authorizedBy: null,
  tpvId: null,
});
