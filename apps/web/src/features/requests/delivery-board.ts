import { type AppLanguage, nextProcessStatus, type ProcessStatus } from "@comanda/domain";
import type { DeliveryAddress, DeliveryOrder } from "./delivery-api";

/**
 * The pickup and delivery board's rules, free of React: which column an order stands in, what
 * its next step is called, when it is promised, and how its people and places read.
 */

/** The board's columns, in the order the food moves; `received` holds what is handed over but not closed. */
export const DELIVERY_COLUMNS = ["solicited", "inProcess", "readyForPickup", "onTheWay", "received"] as const;
export type DeliveryColumn = (typeof DELIVERY_COLUMNS)[number];

/**
 * The column of an order's process status. A delivery order ready at the pass (`toServe`)
 * waits for its rider as a pickup order waits for its customer, so both stand in "ready".
 */
export function columnOf(status: ProcessStatus): DeliveryColumn {
  return status === "toServe" ? "readyForPickup" : status;
}

export interface DeliveryBoard {
  /** Web orders waiting for the restaurant to accept or refuse them. */
  incoming: DeliveryOrder[];
  columns: Record<DeliveryColumn, DeliveryOrder[]>;
}

/** The board's orders in their places, keeping the server's order (by promised time). */
export function boardOf(orders: readonly DeliveryOrder[]): DeliveryBoard {
  const columns = Object.fromEntries(
    DELIVERY_COLUMNS.map((column) => [column, [] as DeliveryOrder[]]),
  ) as Record<DeliveryColumn, DeliveryOrder[]>;
  const incoming: DeliveryOrder[] = [];
  for (const order of orders) {
    if (order.status === "required") incoming.push(order);
    else if (order.status === "solicitado") columns[columnOf(order.process_status)].push(order);
  }
  return { incoming, columns };
}

/** What staff call moving an order to its next step. */
export type DeliveryStep = "prepare" | "ready" | "dispatch" | "delivered" | "collected";

/** The order's next step and the status it leads to; undefined once it is handed over. */
export function nextStepOf(
  order: Pick<DeliveryOrder, "kind" | "process_status">,
): { step: DeliveryStep; status: ProcessStatus } | undefined {
  const status = nextProcessStatus(order.kind, order.process_status);
  if (status === undefined) return undefined;
  const step: DeliveryStep =
    status === "inProcess"
      ? "prepare"
      : status === "onTheWay"
        ? "dispatch"
        : status === "received"
          ? order.kind === "domicilio"
            ? "delivered"
            : "collected"
          : "ready";
  return { step, status };
}

/** Web orders to accept that the board did not show before (the ones a chime is for); none on the first load. */
export function newIncoming(previous: ReadonlySet<number> | undefined, incoming: readonly DeliveryOrder[]) {
  return previous === undefined ? [] : incoming.filter((order) => !previous.has(order.id));
}

/** Open orders close all would close: the accepted ones (web orders still to accept are left alone). */
export function closableCount(orders: readonly DeliveryOrder[]): number {
  return orders.filter((order) => order.status === "solicitado").length;
}

const DATE_LOCALES: Record<AppLanguage, string> = { es: "es-ES", en: "en-GB", ch: "zh-CN" };
const MINUTE_MS = 60_000;

/** A calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
}

/** The day after a calendar day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface DeliveryTime {
  /** The customer asked for it as soon as possible. */
  isAsap: boolean;
  /** The slot's start, as a wall time (HH:MM) in the local's zone. */
  slot: string | null;
  /** The slot's start plus the delay chosen on accepting it. */
  promised: string | null;
  delay: number | null;
  /** Today or tomorrow in words, any other day as a short date. */
  day: { kind: "today" | "tomorrow" } | { kind: "date"; text: string } | null;
}

/** When an order is promised, read in the local's time zone. */
export function deliveryTimeOf(
  order: Pick<DeliveryOrder, "shift_time" | "soon_as_possible" | "order_time_delay" | "delivery_date">,
  { now, timeZone, language }: { now: Date; timeZone: string; language: AppLanguage },
): DeliveryTime {
  const clock = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const start = order.shift_time === null ? null : new Date(order.shift_time);
  const delay = order.order_time_delay !== null && order.order_time_delay > 0 ? order.order_time_delay : null;
  const dayText = order.delivery_date ?? (start ? calendarDay(start, timeZone) : null);
  const today = calendarDay(now, timeZone);
  let day: DeliveryTime["day"] = null;
  if (dayText === today) day = { kind: "today" };
  else if (dayText === nextDay(today)) day = { kind: "tomorrow" };
  else if (dayText !== null)
    day = {
      kind: "date",
      // Noon UTC is the same calendar day in every zone.
      text: new Intl.DateTimeFormat(DATE_LOCALES[language], {
        timeZone: "UTC",
        weekday: "short",
        day: "numeric",
        month: "short",
      }).format(new Date(`${dayText}T12:00:00Z`)),
    };
  return {
    isAsap: order.soon_as_possible,
    slot: start ? clock.format(start) : null,
    promised: start && delay ? clock.format(new Date(start.getTime() + delay * MINUTE_MS)) : null,
    delay,
    day,
  };
}

/** An address on one line: street, then postal code and town (or city). */
export function addressLine(address: Omit<DeliveryAddress, "id" | "reference">): string {
  const place = [address.postal_code, address.town ?? address.city].filter((part) => part?.trim()).join(" ");
  return [address.address, place].filter((part) => part.trim()).join(", ");
}
