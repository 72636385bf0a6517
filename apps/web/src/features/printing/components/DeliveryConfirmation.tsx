import type { PrintDelivery } from "@comanda/domain";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Whether the printer confirmed a ticket: confirmed (it answered ready after it), sent without
 * confirmation (a printer that does not report its status), or sent and not confirmed yet
 * (it may have printed: a new try comes out marked as a copy). Nothing for a screen's ticket.
 */
export function DeliveryConfirmation({ delivery }: { delivery: PrintDelivery }) {
  const { t } = useTranslation();
  if (delivery.sent_at === null) return null;
  const [key, colour] =
    delivery.status !== "done"
      ? ["printing.queue.unconfirmed", "orange.9"]
      : delivery.confirmed
        ? ["printing.queue.confirmed", "teal.9"]
        : ["printing.queue.noStatus", "gray.8"];
  return (
    <Text size="sm" c={colour}>
      {t(key)}
    </Text>
  );
}
