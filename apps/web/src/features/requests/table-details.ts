import { formatAmount, type MoneyFormatOptions } from "@comanda/domain";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import type { Order } from "./order-types";

/** Each open command by its table. */
export function commandsByTable(orders: readonly Order[]): Map<number, Order> {
  return new Map(orders.flatMap((order) => (order.table === null ? [] : [[order.table, order] as const])));
}

/**
 * What a busy table shows under its name on a map, most important first (a small table keeps
 * the first lines that fit): the amount, minutes open and guests. The server counts the
 * minutes when it answers; `sinceReadMs` (how long ago that was) keeps them counting on a
 * screen left open.
 */
export function commandDetails(
  commands: ReadonlyMap<number, Order>,
  t: TFunction,
  moneyOptions: MoneyFormatOptions,
  sinceReadMs = 0,
): Map<number, string[]> {
  const more = Math.max(0, Math.floor(sinceReadMs / 60_000));
  return new Map(
    [...commands].map(([tableId, order]) => [
      tableId,
      [
        formatAmount(order.total, moneyOptions),
        t("requests.tables.minutes", { count: order.elapse_time + more }),
        t("requests.tables.guests", { count: order.command_guests }),
      ],
    ]),
  );
}

/** The time now, read again every `everyMs`: what a clock on screen re-renders with. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The tables' details with "unsent lines" on the tables this device has a draft for: after the
 * amount of a busy table (the first line, which always fits), alone on a free one.
 */
export function withUnsentMark(
  details: ReadonlyMap<number, string[]>,
  tables: ReadonlySet<number>,
  mark: string,
): Map<number, string[]> {
  const marked = new Map(details);
  for (const id of tables) {
    const [first, ...rest] = details.get(id) ?? [];
    marked.set(id, first === undefined ? [mark] : [first, mark, ...rest]);
  }
  return marked;
}
