import type { InvoiceRecordView } from "@comanda/domain";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconEye, IconFileInvoice, IconRefresh, IconTool, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useRefreshInvoiceStatus } from "../fiscal-api";
import { offersCancel, offersFullInvoice } from "../invoice-actions";
import { isRemediable } from "../invoice-filters";
import { recordErrorText, recordTypeText } from "../invoice-texts";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";

export interface InvoicesTableProps {
  records: InvoiceRecordView[];
  /** Formats an API decimal in the local's currency. */
  money: (amount: number) => string;
  /** reports.update: a rejected record may be corrected and sent again. */
  canRemedy: boolean;
  /** orders.update or requests_tables.update: a paid ticket may become a full invoice (F3). */
  canFullInvoice: boolean;
  /** settings.fiscal: an invoice issued by mistake may be cancelled. */
  canCancel: boolean;
  onOpen: (record: InvoiceRecordView) => void;
  onRemedy: (record: InvoiceRecordView) => void;
  onFullInvoice: (record: InvoiceRecordView & { request_id: number }) => void;
  onCancel: (record: InvoiceRecordView) => void;
}

/** The invoice records of the filters, newest first as the server sends them. */
export function InvoicesTable({
  records,
  money,
  canRemedy,
  canFullInvoice,
  canCancel,
  onOpen,
  onRemedy,
  onFullInvoice,
  onCancel,
}: InvoicesTableProps) {
  const { t } = useTranslation();
  const refresh = useRefreshInvoiceStatus();

  async function handleRefresh(record: InvoiceRecordView) {
    const updated = await refresh.mutateAsync({ id: record.id });
    notify(
      t("fiscal.invoices.statusNow", {
        number: updated.num_serie,
        status: t(`fiscal.statuses.${updated.status}`),
      }),
      "info",
    );
  }

  return (
    <Table.ScrollContainer minWidth={1280}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fiscal.invoices.number")}</Table.Th>
            <Table.Th>{t("fiscal.invoices.type")}</Table.Th>
            <Table.Th>{t("fiscal.invoices.date")}</Table.Th>
            <Table.Th ta="right">{t("fiscal.invoices.total")}</Table.Th>
            <Table.Th>{t("fiscal.invoices.status")}</Table.Th>
            <Table.Th>{t("fiscal.invoices.error")}</Table.Th>
            <Table.Th>{t("fiscal.invoices.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const number = record.num_serie;
            const isRefreshing = refresh.isPending && refresh.variables?.id === record.id;
            const error = recordErrorText(record);
            return (
              <Table.Tr key={record.id} aria-label={t("fiscal.invoices.row", { number })}>
                <Table.Td fw={600}>{number}</Table.Td>
                <Table.Td>{recordTypeText(t, record)}</Table.Td>
                <Table.Td>{record.issued_on}</Table.Td>
                <Table.Td ta="right">{money(record.total)}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <InvoiceStatusBadge status={record.status} />
                    {record.incidence && (
                      <Badge size="md" color="dark.6" variant="outline" tt="none">
                        {t("fiscal.invoices.incidence")}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {error ? (
                    <Text size="sm" c="red.9">
                      {error}
                    </Text>
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="lg"
                      variant="default"
                      leftSection={<IconEye aria-hidden size={18} />}
                      aria-label={t("fiscal.invoices.openRow", { number })}
                      onClick={() => onOpen(record)}
                    >
                      {t("fiscal.invoices.open")}
                    </Button>
                    <Button
                      size="lg"
                      variant="light"
                      leftSection={<IconRefresh aria-hidden size={18} />}
                      aria-label={t("fiscal.invoices.refreshRow", { number })}
                      loading={isRefreshing}
                      onClick={() => void handleRefresh(record).catch(() => undefined)}
                    >
                      {t("fiscal.invoices.refreshStatus")}
                    </Button>
                    {canRemedy && isRemediable(record.status) && (
                      <Button
                        size="lg"
                        variant="light"
                        color="red.9"
                        leftSection={<IconTool aria-hidden size={18} />}
                        aria-label={t("fiscal.invoices.remedyRow", { number })}
                        onClick={() => onRemedy(record)}
                      >
                        {t("fiscal.invoices.remedy")}
                      </Button>
                    )}
                    {canFullInvoice && offersFullInvoice(record) && (
                      <Button
                        size="lg"
                        variant="light"
                        leftSection={<IconFileInvoice aria-hidden size={18} />}
                        aria-label={t("fiscal.fullInvoice.row", { number })}
                        onClick={() => onFullInvoice(record)}
                      >
                        {t("fiscal.fullInvoice.action")}
                      </Button>
                    )}
                    {canCancel && offersCancel(record) && (
                      <Button
                        size="lg"
                        variant="outline"
                        color="red.9"
                        leftSection={<IconX aria-hidden size={18} />}
                        aria-label={t("fiscal.cancel.row", { number })}
                        onClick={() => onCancel(record)}
                      >
                        {t("fiscal.cancel.action")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
