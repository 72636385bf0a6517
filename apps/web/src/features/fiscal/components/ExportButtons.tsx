import type { DateRange } from "@comanda/domain";
import { Button, Group, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useExportInvoices } from "../fiscal-api";
import { type ExportFormat, exportPeriodError } from "../invoice-filters";

const FORMATS: readonly ExportFormat[] = ["xml", "csv"];

/**
 * Downloads the filtered period's records: the XML an inspector or a verifying tool reads, and
 * a CSV summary. A period is needed, and not longer than the server exports at once.
 */
export function ExportButtons({ range }: { range: DateRange | null }) {
  const { t } = useTranslation();
  const download = useExportInvoices();
  const refusal = exportPeriodError(range);
  return (
    <Group gap="sm" wrap="wrap" align="center">
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="lg"
          variant="default"
          leftSection={<IconDownload aria-hidden size={18} />}
          disabled={refusal !== undefined}
          loading={download.isPending && download.variables?.format === format}
          onClick={() => range && download.mutate({ range, format })}
        >
          {t(`fiscal.invoices.export.${format}`)}
        </Button>
      ))}
      {refusal && <Text c="dimmed">{t(refusal)}</Text>}
    </Group>
  );
}
