import type { InvoiceRecordView } from "@comanda/domain";
import { Anchor, Badge, Code, Drawer, Group, ScrollArea, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useInvoice } from "../fiscal-api";
import { recordErrorText, recordTypeText } from "../invoice-texts";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";

export interface InvoiceDrawerProps {
  /** The row as listed: shown at once, while the record with its XML loads. */
  record: InvoiceRecordView;
  money: (amount: number) => string;
  dateTime: (iso: string) => string;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * One invoice record as the agency holds it: its figures and status, the QR's URL (what the
 * ticket prints) and the exact XML that was signed into the chain.
 */
export function InvoiceDrawer({ record: listed, money, dateTime, onClose }: InvoiceDrawerProps) {
  const { t } = useTranslation();
  const detail = useInvoice(listed.id);
  const record = detail.data ?? listed;
  const error = recordErrorText(record);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t("fiscal.invoices.detailTitle", { number: record.num_serie })}
      closeButtonProps={{ "aria-label": t("common.close"), size: "xl" }}
    >
      <Stack gap="lg">
        <Group gap="sm">
          <InvoiceStatusBadge status={record.status} />
          {record.incidence && (
            <Badge size="lg" color="dark.6" variant="outline" tt="none">
              {t("fiscal.invoices.incidence")}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t("fiscal.invoices.type")}>{recordTypeText(t, record)}</Fact>
          <Fact label={t("fiscal.invoices.date")}>{record.issued_on}</Fact>
          <Fact label={t("fiscal.invoices.total")}>{money(record.total)}</Fact>
          <Fact label={t("fiscal.invoices.taxTotal")}>{money(record.tax_total)}</Fact>
          <Fact label={t("fiscal.invoices.sentAt")}>
            {record.sent_at ? dateTime(record.sent_at) : t("fiscal.invoices.notSent")}
          </Fact>
          <Fact label={t("fiscal.invoices.attempts")}>{record.attempts}</Fact>
          {record.corrects_id !== null && (
            <Fact label={t("fiscal.invoices.corrects")}>#{record.corrects_id}</Fact>
          )}
        </SimpleGrid>
        {error && (
          <Fact label={t("fiscal.invoices.error")}>
            <Text c="red.9">{error}</Text>
          </Fact>
        )}
        <Fact label={t("fiscal.invoices.qrUrl")}>
          <Anchor
            href={record.qr_url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: "break-all" }}
          >
            {record.qr_url}
          </Anchor>
        </Fact>
        <Fact label={t("fiscal.invoices.huella")}>
          <Code style={{ wordBreak: "break-all" }}>{record.huella}</Code>
        </Fact>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("fiscal.invoices.xml")}
          </Text>
          {detail.isPending ? (
            <LoadingState />
          ) : detail.isError ? (
            <ErrorState onRetry={() => void detail.refetch()} />
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Code
                block
                data-testid="invoice-xml"
                style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
              >
                {detail.data.xml}
              </Code>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
