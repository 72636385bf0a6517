import { Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify";
import { useDateTime } from "../../cash/use-money";
import { useLocalMoney } from "../../settings/use-local-money";
import { useOrderHistory, useReprintTicket } from "../reports-api";
import { ReportQuery } from "./ReportQuery";

/** One order's whole history: its lines (removed ones struck), payments, events; reprints its ticket. */
export function OrderHistoryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const when = useDateTime();
  const history = useOrderHistory(id);
  const reprint = useReprintTicket();
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={t("reports.history.title")}>
      {id !== null && (
        <ReportQuery query={history}>
          {(order) => (
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={3} size="h4">
                  {order.serial ?? `#${order.id}`} · {t(`reports.kinds.${order.kind}`)} ·{" "}
                  {t(`reports.statuses.${order.status}`)}
                </Title>
                <Button
                  loading={reprint.isPending}
                  disabled={order.serial === null}
                  onClick={() =>
                    reprint.mutate(order.id, {
                      onSuccess: () => notify(t("reports.history.reprinted"), "success"),
                      onError: (error) => notify(error.message),
                    })
                  }
                >
                  {t("reports.history.reprint")}
                </Button>
              </Group>
              <Table verticalSpacing={4} fz="md">
                <Table.Tbody>
                  {order.lines.map((line) => (
                    <Table.Tr key={line.id} td={line.deleted_at ? "line-through" : undefined}>
                      <Table.Td>{line.qty}</Table.Td>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td ta="right">{money(line.importe)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text fw={700}>
                {t("reports.history.total", { total: money(order.total), tip: money(order.tip) })}
              </Text>
              <Title order={4} size="h5">
                {t("reports.history.payments")}
              </Title>
              {order.payments.map((payment) => (
                <Text key={payment.id} td={payment.restored_at ? "line-through" : undefined}>
                  {when(payment.created_at)} · {t(`reports.methods.${payment.method}`)} ·{" "}
                  {money(payment.amount)}
                </Text>
              ))}
              <Title order={4} size="h5">
                {t("reports.history.events")}
              </Title>
              {order.events.map((event) => (
                <Text key={event.id} size="sm">
                  {when(event.created_at)} · {event.action} · {event.user_name ?? "—"}
                </Text>
              ))}
            </Stack>
          )}
        </ReportQuery>
      )}
    </Modal>
  );
}
