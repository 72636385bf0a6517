import { type CrudAction, hasPermission, type InvoiceRecordView, type Module } from "@comanda/domain";
import { Button, Group, Pagination, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { holdsAction, usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { ExportButtons } from "../components/ExportButtons";
import { FullInvoiceDialog } from "../components/FullInvoiceDialog";
import { InvoiceDrawer } from "../components/InvoiceDrawer";
import { InvoiceFiltersBar } from "../components/InvoiceFiltersBar";
import { InvoicesTable } from "../components/InvoicesTable";
import { useCancelInvoice, useInvoices, useRemedyInvoice, useSendNow } from "../fiscal-api";
import { INVOICE_PAGE_SIZE, type InvoiceFilters } from "../invoice-filters";
import { useLocalFormats } from "../use-local-formats";

/**
 * The local's invoice records and what the tax agency made of them (spec §3 "Invoice status",
 * issue 25 points 5 and 8): filtered by status and issue date, each with its XML and QR, the
 * rejected ones correctable, a period downloadable.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const holds = (key: `${Module}.${CrudAction}`) =>
    hasPermission(permissions.data?.permissions ?? {}, permissions.data?.actions ?? [], key);
  const canRemedy = holds("reports.update");
  const canFullInvoice = holds("orders.update") || holds("requests_tables.update");
  const canCancel = holdsAction(permissions.data, "settings.fiscal");
  const { money, dateTime, timeZone } = useLocalFormats();
  const [filters, setFilters] = useState<InvoiceFilters>({ range: null });
  const [page, setPage] = useState(1);
  const invoices = useInvoices(filters, page);
  const sendNow = useSendNow();
  const remedy = useRemedyInvoice();
  const [open, setOpen] = useState<InvoiceRecordView | undefined>();
  const [remedying, setRemedying] = useState<InvoiceRecordView | undefined>();
  const [replacing, setReplacing] = useState<(InvoiceRecordView & { request_id: number }) | undefined>();
  const cancel = useCancelInvoice();
  const [cancelling, setCancelling] = useState<InvoiceRecordView | undefined>();
  const pages = Math.ceil((invoices.data?.total ?? 0) / INVOICE_PAGE_SIZE);

  async function handleSendNow() {
    const { sent, pending } = await sendNow.mutateAsync({});
    notify(t("fiscal.invoices.sentNow", { sent, pending }), "info");
  }

  async function handleRemedy(record: InvoiceRecordView) {
    const created = await remedy.mutateAsync({ id: record.id });
    notify(t("fiscal.invoices.remedied", { number: created.num_serie }), "success");
    setRemedying(undefined);
  }

  async function handleCancel(record: InvoiceRecordView) {
    const created = await cancel.mutateAsync({ id: record.id });
    notify(t("fiscal.cancel.done", { number: record.num_serie, record: created.num_serie }), "success");
    setCancelling(undefined);
  }

  function changeFilters(next: InvoiceFilters) {
    setFilters(next);
    setPage(1);
  }

  return (
    <PageFrame
      section="invoices"
      actions={
        <Button
          size="lg"
          leftSection={<IconSend aria-hidden size={18} />}
          loading={sendNow.isPending}
          onClick={() => void handleSendNow().catch(() => undefined)}
        >
          {t("fiscal.invoices.sendNow")}
        </Button>
      }
    >
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <InvoiceFiltersBar filters={filters} onChange={changeFilters} timeZone={timeZone} />
          <ExportButtons range={filters.range} />
        </Group>
        {invoices.isPending ? (
          <LoadingState />
        ) : invoices.isError ? (
          <ErrorState onRetry={() => void invoices.refetch()} />
        ) : invoices.data.results.length === 0 ? (
          <EmptyState title={t("fiscal.invoices.empty")} text={t("fiscal.invoices.emptyText")} />
        ) : (
          <>
            <InvoicesTable
              records={invoices.data.results}
              money={money}
              canRemedy={canRemedy}
              canFullInvoice={canFullInvoice}
              canCancel={canCancel}
              onOpen={setOpen}
              onRemedy={setRemedying}
              onFullInvoice={setReplacing}
              onCancel={setCancelling}
            />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text c="dimmed">{t("list.total", { count: invoices.data.total })}</Text>
              {pages > 1 && (
                <nav aria-label={t("list.pagination")}>
                  <Pagination
                    size="xl"
                    total={pages}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({ "aria-label": t(`list.pageControls.${control}`) })}
                  />
                </nav>
              )}
            </Group>
          </>
        )}
      </Stack>
      {open && (
        <InvoiceDrawer record={open} money={money} dateTime={dateTime} onClose={() => setOpen(undefined)} />
      )}
      {remedying && (
        <ConfirmDialog
          opened
          title={t("fiscal.invoices.remedyTitle", { number: remedying.num_serie })}
          message={t("fiscal.invoices.remedyText")}
          confirmLabel={t("fiscal.invoices.remedy")}
          isPending={remedy.isPending}
          onConfirm={() => void handleRemedy(remedying).catch(() => undefined)}
          onCancel={() => setRemedying(undefined)}
        />
      )}
      {replacing && <FullInvoiceDialog ticket={replacing} onClose={() => setReplacing(undefined)} />}
      {cancelling && (
        <ConfirmDialog
          opened
          title={t("fiscal.cancel.title", { number: cancelling.num_serie })}
          message={t("fiscal.cancel.text")}
          confirmLabel={t("fiscal.cancel.confirm")}
          isDanger
          isPending={cancel.isPending}
          onConfirm={() => void handleCancel(cancelling).catch(() => undefined)}
          onCancel={() => setCancelling(undefined)}
        />
      )}
    </PageFrame>
  );
}
