import { PRODUCT_ORDER_GROUPS, type ProductOrderGroup } from "@comanda/domain";
import type { TFunction } from "i18next";

/**
 * The ticket's fixed words, looked up once per language: the parts drawn on every tap would
 * otherwise ask i18next for them each time, and a lookup costs about as much as drawing a line.
 */
export function ticketLabels(t: TFunction) {
  return {
    newLines: t("requests.order.newLines"),
    subtotal: t("requests.order.subtotal"),
    total: t("requests.order.total"),
    orderAmount: t("requests.discount.orderAmount"),
    courses: Object.fromEntries(
      PRODUCT_ORDER_GROUPS.map((course) => [course, t(`menu.products.orderGroups.${course}`)]),
    ) as Record<ProductOrderGroup, string>,
  };
}

export type TicketLabels = ReturnType<typeof ticketLabels>;
