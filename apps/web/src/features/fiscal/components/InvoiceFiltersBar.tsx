import { INVOICE_STATUSES, type InvoiceStatus } from "@comanda/domain";
import { Button, Group, Select } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DateRangePicker } from "../../../ui/date-range/DateRangePicker";
import type { InvoiceFilters } from "../invoice-filters";

const ALL = "all";

export interface InvoiceFiltersBarProps {
  filters: InvoiceFilters;
  onChange: (filters: InvoiceFilters) => void;
  /** The local's time zone: the presets' "today" is its day. */
  timeZone: string;
}

/** The invoices screen's filters: a status and a period of issue dates. */
export function InvoiceFiltersBar({ filters, onChange, timeZone }: InvoiceFiltersBarProps) {
  const { t } = useTranslation();
  const statuses = [
    { value: ALL, label: t("fiscal.invoices.allStatuses") },
    ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`fiscal.statuses.${status}`) })),
  ];
  return (
    <Group gap="sm" wrap="wrap" align="end">
      <Select
        size="lg"
        label={t("fiscal.invoices.statusFilter")}
        data={statuses}
        value={filters.status ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ ...filters, status: value && value !== ALL ? (value as InvoiceStatus) : undefined })
        }
      />
      <DateRangePicker
        label={t("fiscal.invoices.period")}
        value={filters.range}
        timeZone={timeZone}
        onChange={(range) => onChange({ ...filters, range })}
      />
      {filters.range && (
        <Button
          size="lg"
          variant="subtle"
          leftSection={<IconX aria-hidden size={18} />}
          onClick={() => onChange({ ...filters, range: null })}
        >
          {t("fiscal.invoices.anyDate")}
        </Button>
      )}
    </Group>
  );
}
