import {
  CARTA_MESSAGES,
  type CartaKioskOrder,
  type CartaOrderPlaced,
  orderInsertSchema,
} from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import { type CartaDeps, customerAuthor } from "./carta-deps";
import { customerView } from "./carta-order-status";
import { issueOrderToken } from "./carta-order-token";
import { throttle } from "./carta-throttle";
import { assertOrderable, visibleCategories } from "./carta-visibility";

/**
 * An order from the counter kiosk (issue 34): a bar order to pay at the counter, named so staff
 * can call the customer. It is held from the kitchen until it is paid, as a bar order a device
 * charges (`pay_on_device`), and never closed as it is placed: a customer pays no one here.
 */
export async function placeKioskOrder(
  deps: CartaDeps,
  localId: number,
  ip: string,
  body: CartaKioskOrder,
): Promise<CartaOrderPlaced> {
  const [card, domicilePickup, global] = await Promise.all([
    deps.settings.get(localId, "digital_card"),
    deps.settings.get(localId, "domicile_pickup"),
    deps.settings.get(localId, "global"),
  ]);
  if (!card.local_orders) throw new AppError(403, CARTA_MESSAGES.localOrdersOff);
  await throttle(deps.db, localId, "kiosk_order", { ip });
  const visible = await visibleCategories(deps.db, localId, domicilePickup.categories);
  await assertOrderable(deps.db, localId, body.products, visible, false);
  const order = orderInsertSchema.parse({
    products: body.products,
    details: body.details?.trim() ? `${body.name}\n${body.details}` : body.name,
    from_client: true,
    pay_on_device: true,
    credit_card: body.credit_card,
  });
  return deps.db.transaction(async (tx) => {
    const placed = await deps.ordersIn(tx).create(customerAuthor(localId), "barra", order);
    return {
      token: await issueOrderToken(tx, localId, placed.id),
      order: customerView(placed, global.currency),
    };
  });
}
