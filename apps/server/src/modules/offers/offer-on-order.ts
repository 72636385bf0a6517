import type { requests } from "../orders/orders.schema";
import type { UsableOffer } from "./offers.service";

type OrderColumns = Partial<typeof requests.$inferInsert>;

/**
 * What applying a code writes on the order. A percent or amount code becomes the order's
 * discount, unless the till set one by hand (`manual`); a fixed_price code leaves the order's
 * discount alone and prices its product's lines (`promotion_product_id`,
 * `promotion_fixed_cents`, read by the order's totals).
 */
export function offerOrderColumns(offer: UsableOffer, manual: boolean): OrderColumns {
  const applied = { promotion_id: offer.id, promotion_code: offer.code };
  if (offer.discount_type === "fixed_price") {
    return {
      ...applied,
      promotion_product_id: offer.product,
      promotion_fixed_cents: Math.round(offer.price * 100),
    };
  }
  return {
    ...applied,
    promotion_product_id: null,
    promotion_fixed_cents: null,
    ...(manual
      ? {}
      : { discount_type: offer.discount_type, discount_value: offer.price, all_discounted: true }),
  };
}

/** Taking a code off the order: its discount goes with it unless one was set by hand. */
export function offerRemovedColumns(manual: boolean): OrderColumns {
  return {
    promotion_id: null,
    promotion_code: null,
    promotion_product_id: null,
    promotion_fixed_cents: null,
    ...(manual ? {} : { discount_type: null, discount_value: null }),
  };
}
