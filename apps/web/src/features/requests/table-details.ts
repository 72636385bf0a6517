import { type AppLanguage, formatAmount } from "@comanda/domain";
import type { TFunction } from "i18next";
import type { Order } from "./orders-api";

/** Each open command by its table. */
export function commandsByTable(orders: readonly Order[]): Map<number, Order> {
  return new Map(orders.flatMap((order) => (order.table === null ? [] : [[order.table, order] as const])));
}

/**
 * What a busy table shows under its name on a map, most important first (a small table keeps
 * the first lines that fit): the amount, minutes open and guests.
 */
export function commandDetails(
  commands: ReadonlyMap<number, Order>,
  t: TFunction,
  language: AppLanguage,
): Map<number, string[]> {
  return new Map(
    [...commands].map(([tableId, order]) => [
      tableId,
      [
        formatAmount(order.total, { language }),
        t("requests.tables.minutes", { count: order.elapse_time }),
        t("requests.tables.guests", { count: order.command_guests }),
      ],
    ]),
  );
}
