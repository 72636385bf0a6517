/** Where the order screen opens a table's command: new (table and guests) or an open one. */
export const ORDER_SCREEN_PATH = "/requests/new";
export const TABLES_PATH = "/requests/tables_requests/";
export const BAR_PATH = "/requests/new-bar-request";
export const DELIVERY_PATH = "/requests/delivery";

/** The order screen for a new pickup (recoger) or delivery (domicilio) order. */
export function newTakeawayPath(kind: "recoger" | "domicilio"): string {
  return `${ORDER_SCREEN_PATH}?kind=${kind}`;
}

export function newCommandPath(tableId: number, guests: number): string {
  return `${ORDER_SCREEN_PATH}?table=${tableId}&guests=${guests}`;
}

export function openCommandPath(commandId: number): string {
  return `${ORDER_SCREEN_PATH}?command=${commandId}`;
}

/** An open bar, pickup or delivery order on the order screen: more lines, its charge. */
export function openOrderPath(orderId: number): string {
  return `${ORDER_SCREEN_PATH}?order=${orderId}`;
}

/** What the order screen was asked to open, read from its query string; undefined when it makes no sense. */
export type OrderTarget =
  | { kind: "new"; table: number; guests: number }
  | { kind: "open"; command: number }
  | { kind: "order"; order: number }
  | { kind: "takeaway"; orderKind: "recoger" | "domicilio" };

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};

export function orderTargetOf(params: URLSearchParams): OrderTarget | undefined {
  const command = positiveInt(params.get("command"));
  if (command !== undefined) return { kind: "open", command };
  const order = positiveInt(params.get("order"));
  if (order !== undefined) return { kind: "order", order };
  const orderKind = params.get("kind");
  if (orderKind === "recoger" || orderKind === "domicilio") return { kind: "takeaway", orderKind };
  const table = positiveInt(params.get("table"));
  if (table === undefined) return undefined;
  return { kind: "new", table, guests: positiveInt(params.get("guests")) ?? 1 };
}
