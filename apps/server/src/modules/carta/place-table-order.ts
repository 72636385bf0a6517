import {
  CARTA_MESSAGES,
  type CartaOrderPlaced,
  type CartaTableOrder,
  orderInsertSchema,
} from "@comanda/domain";
import { AppError } from "../../platform/errors/app-error";
import { openOrJoin } from "../orders/command-join";
import { type CartaDeps, customerAuthor } from "./carta-deps";
import { customerView } from "./carta-order-status";
import { issueOrderToken } from "./carta-order-token";
import { tableOfToken } from "./carta-table";
import { throttle } from "./carta-throttle";
import { assertOrderable, visibleCategories } from "./carta-visibility";

/**
 * A guest's order from the table whose QR they scanned (issue 34): only where the local takes
 * orders at the table (digital_card.local_orders), only for that table, throttled per table and
 * per address. It is the waiter's order (the same engine: kitchen, tables screen), marked
 * from_client; on a table with an open command its dishes join that command as a new round.
 */
export async function placeTableOrder(
  deps: CartaDeps,
  localId: number,
  ip: string,
  token: string,
  body: CartaTableOrder,
): Promise<CartaOrderPlaced> {
  const table = await tableOfToken(deps.db, localId, token);
  const [card, domicilePickup, global] = await Promise.all([
    deps.settings.get(localId, "digital_card"),
    deps.settings.get(localId, "domicile_pickup"),
    deps.settings.get(localId, "global"),
  ]);
  if (!card.local_orders) throw new AppError(403, CARTA_MESSAGES.localOrdersOff);
  await throttle(deps.db, localId, "table_order", { table: table.id });
  await throttle(deps.db, localId, "table_order", { ip });
  const visible = await visibleCategories(deps.db, localId, domicilePickup.categories);
  await assertOrderable(deps.db, localId, body.products, visible, false);
  const order = orderInsertSchema.parse({
    products: body.products,
    table: table.id,
    details: body.details,
    command_guests: body.command_guests,
    from_client: true,
  });
  return deps.db.transaction(async (tx) => {
    // The QR is the guest's leave to add to their table's command, as a waiter's permission is.
    const placed = await openOrJoin(
      deps.ordersIn(tx),
      customerAuthor(localId),
      "local",
      order,
      async () => {},
    );
    return {
      token: await issueOrderToken(tx, localId, placed.order.id),
      order: customerView(placed.order, global.currency),
    };
  });
}
