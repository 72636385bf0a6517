import { rolesEntity, usersEntity } from "./modules/auth/auth.entities";
import { bookingAnswersEntity, reservationOptionsEntity } from "./modules/bookings/bookings.entities";
import { economicSubscriptionsEntity, expensesEntity } from "./modules/cash/cash-movements.entities";
import { clientsEntity } from "./modules/clients/clients.entity";
import { screensEntity } from "./modules/floor/screens.entity";
import { tableStylesEntity, tablesEntity } from "./modules/floor/tables.entity";
import { tpvEntity } from "./modules/floor/tpv.entity";
import { zonesEntity } from "./modules/floor/zones.entity";
import { allergensEntity, familiesEntity, unitsEntity } from "./modules/menu/catalogue.entities";
import { categoriesEntity } from "./modules/menu/categories.entity";
import { ingredientsEntity } from "./modules/menu/ingredients.entity";
import { modifiersEntity, optionsEntity } from "./modules/menu/modifiers.entity";
import { productsEntity } from "./modules/menu/products.entity";
import { awardsEntity } from "./modules/offers/awards.entity";
import { offersEntity } from "./modules/offers/offers.entity";
import { cashiersEntity } from "./modules/printing/cashiers.entity";
import { printersEntity } from "./modules/printing/printers.entity";
import { shiftsEntity } from "./modules/shifts/shifts.entity";
import { providersEntity } from "./modules/stock/providers.entity";
import { purchaseOrdersEntity, purchasesEntity } from "./modules/stock/purchases.entity";
import { warehousesEntity } from "./modules/stock/warehouses.entity";
import type { EntityDefinition } from "./platform/crud/entity";

/** Every entity served by the generic mechanism; the tenant-isolation test walks this list. */
export const ENTITIES: readonly EntityDefinition[] = [
  tpvEntity,
  zonesEntity,
  tablesEntity,
  tableStylesEntity,
  screensEntity,
  printersEntity,
  cashiersEntity,
  rolesEntity,
  usersEntity,
  categoriesEntity,
  productsEntity,
  modifiersEntity,
  optionsEntity,
  ingredientsEntity,
  allergensEntity,
  unitsEntity,
  familiesEntity,
  clientsEntity,
  shiftsEntity,
  bookingAnswersEntity,
  reservationOptionsEntity,
  offersEntity,
  awardsEntity,
  expensesEntity,
  economicSubscriptionsEntity,
  warehousesEntity,
  providersEntity,
  purchasesEntity,
  purchaseOrdersEntity,
];
