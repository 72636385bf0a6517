import {
  hasPermission,
  PRINT_DELIVERY_STATUSES,
  type PrintDelivery,
  type PrintDeliveryStatus,
} from "@comanda/domain";
import { Button, Group, SegmentedControl, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { notify } from "../../../lib/notify";
import { routingGapText } from "../../../lib/realtime/routing-gap-text";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { DeliveryConfirmation } from "../components/DeliveryConfirmation";
import { DeliveryPreview } from "../components/DeliveryPreview";
import { MoveDeliveryDialog } from "../components/MoveDeliveryDialog";
import { PrinterStatusList, reasonText } from "../components/PrinterStatusList";
import {
  type PrintQueueFilters,
  usePrinterStatuses,
  usePrintQueue,
  useReprintDelivery,
} from "../print-queue-api";
import { deliveryName } from "../queue-texts";
import { useLocalClock } from "../use-local-clock";

const STATUS_COLOURS: Record<PrintDeliveryStatus, string> = {
  pending: "gray.8",
  printing: "blue.9",
  done: "teal.9",
  failed: "red.9",
};

/**
 * The print queue: each printer's state, then every ticket sent to a printer, recent first,
 * with what became of it. A ticket that failed can go to another printer; any can be
 * printed again or previewed.
 */
export default function PrintQueuePage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const canChange = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "orders.update",
  );
  const [filters, setFilters] = useState<PrintQueueFilters>({});
  const [previewing, setPreviewing] = useState<number | undefined>(undefined);
  const [moving, setMoving] = useState<PrintDelivery | undefined>(undefined);
  const printers = usePrinterStatuses({ refetchInterval: 5_000 });
  const queue = usePrintQueue(filters);
  const reprint = useReprintDelivery();
  const clock = useLocalClock();

  async function handleReprint(delivery: PrintDelivery) {
    await reprint.mutateAsync({ id: delivery.id });
    notify(t("printing.queue.reprinted", { printer: delivery.printer_name }), "success");
  }

  const statusOptions = [
    { value: "all", label: t("printing.queue.all") },
    ...PRINT_DELIVERY_STATUSES.map((status) => ({
      value: status,
      label: t(`printing.queue.statuses.${status}`),
    })),
  ];

  return (
    <PageFrame section="print_queue">
      <Stack gap="md">
        {printers.data && <PrinterStatusList printers={printers.data.results} />}
        <Group gap="sm" wrap="wrap" align="end">
          <SegmentedControl
            aria-label={t("printing.queue.statusFilter")}
            data={statusOptions}
            value={filters.status ?? "all"}
            onChange={(value) =>
              setFilters((current) => ({
                ...current,
                status: value === "all" ? undefined : (value as PrintDeliveryStatus),
              }))
            }
          />
          <Select
            label={t("printing.queue.printerFilter")}
            placeholder={t("printing.queue.allPrinters")}
            data={(printers.data?.results ?? []).map((printer) => ({
              value: String(printer.id),
              label: printer.name,
            }))}
            value={filters.printer === undefined ? null : String(filters.printer)}
            onChange={(value) =>
              setFilters((current) => ({ ...current, printer: value ? Number(value) : undefined }))
            }
            clearable
          />
        </Group>
        {queue.isPending ? (
          <LoadingState />
        ) : queue.isError ? (
          <ErrorState onRetry={() => void queue.refetch()} />
        ) : queue.data.results.length === 0 ? (
          <EmptyState title={t("printing.queue.empty")} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("printing.queue.time")}</Table.Th>
                  <Table.Th>{t("printing.queue.what")}</Table.Th>
                  <Table.Th>{t("printing.queue.printer")}</Table.Th>
                  <Table.Th>{t("printing.queue.status")}</Table.Th>
                  <Table.Th>{t("printing.queue.attempts")}</Table.Th>
                  <Table.Th>{t("printing.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.results.map((delivery) => {
                  const isKick = delivery.kind === "drawer";
                  const canMove =
                    canChange && !isKick && (delivery.status === "failed" || delivery.status === "pending");
                  return (
                    <Table.Tr key={delivery.id} aria-label={t("printing.queue.row", { id: delivery.id })}>
                      <Table.Td>{clock(delivery.created_at)}</Table.Td>
                      <Table.Td>
                        {t(`printing.queue.kinds.${delivery.kind}`)}
                        {delivery.request !== null && <Text size="sm">{deliveryName(t, delivery)}</Text>}
                        {delivery.unrouted.map((gap) => (
                          <Text key={routingGapText(t, gap)} size="sm" fw={700} c="red.9">
                            {routingGapText(t, gap)}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>{delivery.printer_name}</Table.Td>
                      <Table.Td>
                        <Text span fw={700} c={STATUS_COLOURS[delivery.status]}>
                          {t(`printing.queue.statuses.${delivery.status}`)}
                        </Text>
                        {delivery.status !== "done" && delivery.last_error && (
                          <Text size="sm" c="red.9">
                            {reasonText(t, delivery.last_error)}
                            {delivery.status === "failed" &&
                              delivery.next_attempt_at &&
                              ` · ${t("printing.queue.retryAt", { time: clock(delivery.next_attempt_at) })}`}
                          </Text>
                        )}
                        <DeliveryConfirmation delivery={delivery} />
                      </Table.Td>
                      <Table.Td>{delivery.attempts}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {!isKick && (
                            <Button size="md" variant="default" onClick={() => setPreviewing(delivery.id)}>
                              {t("printing.queue.preview")}
                            </Button>
                          )}
                          {canChange && !isKick && delivery.status === "done" && (
                            <Button
                              size="md"
                              variant="light"
                              loading={reprint.isPending}
                              onClick={() => void handleReprint(delivery)}
                            >
                              {t("printing.queue.reprint")}
                            </Button>
                          )}
                          {canMove && (
                            <Button
                              size="md"
                              variant="light"
                              color="red.9"
                              onClick={() => setMoving(delivery)}
                            >
                              {t("printing.queue.sendElsewhere")}
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
        )}
      </Stack>
      {previewing !== undefined && (
        <DeliveryPreview id={previewing} onClose={() => setPreviewing(undefined)} />
      )}
      {moving && (
        <MoveDeliveryDialog
          delivery={moving}
          printers={printers.data?.results ?? []}
          onClose={() => setMoving(undefined)}
        />
      )}
    </PageFrame>
  );
}
