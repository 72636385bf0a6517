import type { InvoiceStatus } from "@comanda/domain";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Dark shades under white text, a light one under black (autoContrast): all pass the contrast check. */
const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  pending: "gray.8",
  registered: "teal.9",
  stored: "blue.9",
  requires_correction: "yellow.4",
  requires_inspection: "grape.9",
  invalid: "red.9",
};

/** A record's status (spec §3 "Invoice status") as a coloured badge with its translated name. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="lg" color={STATUS_COLOURS[status]} variant="filled" autoContrast tt="none">
      {t(`fiscal.statuses.${status}`)}
    </Badge>
  );
}
