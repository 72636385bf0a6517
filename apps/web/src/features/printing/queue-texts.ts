import type { PrintDelivery } from "@comanda/domain";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Whose ticket a delivery is, as staff name it: the table, else the kind and the client's
 * name, else the kind and the order's number; null for a drawer kick or a box report.
 */
export function deliveryName(
  t: Translate,
  delivery: Pick<PrintDelivery, "order_kind" | "table_name" | "client_name" | "request">,
): string | null {
  if (delivery.order_kind === null) return null;
  if (delivery.order_kind === "local" && delivery.table_name)
    return t("printing.queue.names.table", { table: delivery.table_name });
  const kind = t(`printing.queue.names.kinds.${delivery.order_kind}`);
  if (delivery.client_name) return t("printing.queue.names.named", { kind, name: delivery.client_name });
  return t("printing.queue.names.numbered", { kind, id: delivery.request });
}

/** "13:45:02" in `timeZone`, written alike in every language. */
export function clockWithSeconds(timeZone: string): (instant: string) => string {
  const format = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return (instant) => format.format(new Date(instant));
}
