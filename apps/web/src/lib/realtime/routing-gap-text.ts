import type { RoutingGap } from "@comanda/domain";
import type { TFunction } from "i18next";

/**
 * What a routing gap says to staff (issue 24): "No printer for Bebidas at Salón". The till's
 * notice, the print queue's flag and the printers screen's warnings read the same words.
 */
export function routingGapText(t: TFunction, gap: RoutingGap): string {
  const zone = gap.zone ?? t("realtime.unrouted.noZone");
  return gap.kind === "ticket"
    ? t("realtime.unrouted.ticket", { zone })
    : t("realtime.unrouted.lines", { category: gap.category ?? t("realtime.unrouted.noCategory"), zone });
}
