import {
  CARTA_MESSAGES,
  type CartaOrderPlaced,
  type cartaTakeawayOrderSchema,
  centsFromAmount,
  formatMoney,
  isOpenAt,
  ORDER_RULE_ERRORS,
  orderInsertSchema,
} from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { customerClient } from "../clients/customer-client";
import { priceNewLines } from "../orders/order-lines";
import { totalsOf } from "../orders/order-store";
import { type CartaDeps, customerAuthor } from "./carta-deps";
import { customerView } from "./carta-order-status";
import { issueOrderToken } from "./carta-order-token";
import { throttle } from "./carta-throttle";
import { assertOrderable, visibleCategories } from "./carta-visibility";
import { customerAddress } from "./customer-address";
import { enqueueWebOrderMail } from "./web-order-mail";

type TakeawayBody = z.output<typeof cartaTakeawayOrderSchema>;

/**
 * The digital menu's own minimum for delivery (digital_card.minimal_order_domicile), on the
 * goods as the engine prices them; the engine then applies the delivery settings' minimum.
 */
async function assertCardMinimum(deps: CartaDeps, tx: Db, localId: number, body: TakeawayBody) {
  const [card, global] = await Promise.all([
    deps.settings.get(localId, "digital_card", tx),
    deps.settings.get(localId, "global", tx),
  ]);
  const minimal = centsFromAmount(card.minimal_order_domicile);
  if (body.kind !== "domicilio" || minimal === 0) return;
  const lines = await priceNewLines(
    tx,
    deps.menu,
    localId,
    body.products.map((line, index) => ({ index, line })),
    { zoneId: null, globalIva: global.iva },
  );
  const total = totalsOf(
    { discount_type: null, discount_value: null, all_discounted: true, tip_cents: 0 },
    lines,
  ).totalCents;
  if (total < minimal) {
    const money = (cents: number) => formatMoney(cents, { currency: global.currency });
    throw errors.field("products", ORDER_RULE_ERRORS.minimalAmountDomicile, {
      minimal: money(minimal),
      total: money(total),
    });
  }
}

/**
 * A customer's pickup or delivery order from the web (issue 34): with their details, address and
 * slot, it reaches the delivery board to be accepted or refused as any web order (from_client).
 * The engine enforces the blocked channels, its minimum, the radius and the slot; here the
 * opening hours for "as soon as possible", tips only where allowed, the card's minimum and
 * the dishes a customer may order. The client and address are written with the order or not at all.
 */
export async function placeTakeawayOrder(
  deps: CartaDeps,
  localId: number,
  ip: string,
  body: TakeawayBody,
): Promise<CartaOrderPlaced> {
  const [card, domicilePickup, global, hours] = await Promise.all([
    deps.settings.get(localId, "digital_card"),
    deps.settings.get(localId, "domicile_pickup"),
    deps.settings.get(localId, "global"),
    deps.settings.get(localId, "work_hours"),
  ]);
  await throttle(deps.db, localId, "takeaway_order", { ip });
  if ((body.tip_amount ?? 0) > 0 && !card.allow_tips)
    throw errors.field("tip_amount", CARTA_MESSAGES.tipsOff);
  if (body.soon_as_possible && !isOpenAt(hours, deps.clock(), global.timezone))
    throw errors.field("type", CARTA_MESSAGES.closedNow);
  const visible = await visibleCategories(deps.db, localId, domicilePickup.categories);
  await assertOrderable(deps.db, localId, body.products, visible, true);
  return deps.db.transaction(async (tx) => {
    await assertCardMinimum(deps, tx, localId, body);
    const client = await customerClient(tx, localId, body.customer);
    const address =
      body.kind === "domicilio" && body.address
        ? await customerAddress(tx, localId, client, body.address)
        : undefined;
    const order = await deps.ordersIn(tx).create(
      customerAuthor(localId),
      body.kind,
      orderInsertSchema.parse({
        products: body.products,
        client,
        address,
        soon_as_possible: body.soon_as_possible,
        shift_time: body.soon_as_possible ? undefined : body.shift_time,
        details: body.details,
        tip_amount: body.tip_amount,
        credit_card: body.credit_card,
        from_client: true,
      }),
    );
    if (card.email)
      await enqueueWebOrderMail(tx, order, {
        to: card.email,
        localId,
        language: global.language,
        currency: global.currency,
        timeZone: global.timezone,
        customer: body.customer,
      });
    return {
      token: await issueOrderToken(tx, localId, order.id),
      order: customerView(order, global.currency),
    };
  });
}
