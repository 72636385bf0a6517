import type { UnresolvedDevicePayment } from "@comanda/domain";
import { Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../lib/api-errors";
import { notify } from "../../lib/notify";
import { useDateTime, useMoney } from "../cash/use-money";
import { refusalOf, useCan } from "../requests/table-actions-api";
import { useAttachCharge, useRefundCharge, useUnresolvedCharges } from "./unresolved-charges-api";

/**
 * The charges a card terminal or the cash machine took that no order holds as a payment
 * (closed or paid another way meanwhile): for the manager to refund on the terminal or attach
 * to the order. Shown only to whoever may close the box, and only while there are some.
 */
export function UnresolvedCharges() {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const navigate = useNavigate();
  const allowed = useCan("cash.close_box") === true;
  const list = useUnresolvedCharges(allowed);
  const refund = useRefundCharge();
  const attach = useAttachCharge();
  const charges = list.data?.results ?? [];
  if (!allowed || charges.length === 0) return null;

  const failed = (error: unknown, retry: () => void) => {
    const message = refusalOf(error);
    if (message) notify(message);
    else handleApiError(error, navigate, { retry });
  };
  const doRefund = (charge: UnresolvedDevicePayment) =>
    refund.mutate(charge.id, {
      onSuccess: () =>
        notify(t("devices.unresolved.refundStarted", { amount: money(charge.amount + charge.tip) }), "info"),
      onError: (error) => failed(error, () => doRefund(charge)),
    });
  const doAttach = (charge: UnresolvedDevicePayment) =>
    attach.mutate(charge.id, {
      onSuccess: () => notify(t("devices.unresolved.attached", { id: charge.command }), "success"),
      onError: (error) => failed(error, () => doAttach(charge)),
    });
  const busy = refund.isPending || attach.isPending;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="unresolved-charges-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="unresolved-charges-title" c="red.8">
          {t("devices.unresolved.title")}
        </Title>
        <Text size="sm">{t("devices.unresolved.help")}</Text>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("devices.unresolved.when")}</Table.Th>
                <Table.Th>{t("devices.unresolved.order")}</Table.Th>
                <Table.Th ta="right">{t("devices.unresolved.amount")}</Table.Th>
                <Table.Th>{t("devices.unresolved.card")}</Table.Th>
                <Table.Th>{t("devices.unresolved.state")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((charge) => (
                <Table.Tr key={charge.id} data-testid={`unresolved-charge-${charge.id}`}>
                  <Table.Td>{when(charge.created_at)}</Table.Td>
                  <Table.Td>
                    <Text>
                      {charge.order_serial ?? t("devices.unresolved.orderOf", { id: charge.command })}
                    </Text>
                    {charge.table_name && (
                      <Text size="sm" c="dimmed">
                        {t("devices.unresolved.table", { table: charge.table_name })}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t("devices.unresolved.pending", { amount: money(charge.order_pending) })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {charge.tip > 0
                      ? t("devices.unresolved.withTip", {
                          amount: money(charge.amount + charge.tip),
                          tip: money(charge.tip),
                        })
                      : money(charge.amount)}
                  </Table.Td>
                  <Table.Td>
                    {charge.device === "dojo" ? (charge.card ?? "—") : t("devices.unresolved.cash")}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`devices.status.${charge.status}`)}</Text>
                    {charge.error && charge.error !== "devices.needs_refund" && (
                      <Text size="sm" c="red.8">
                        {t(`devices.errors.${charge.error.replace("devices.", "")}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {charge.status === "unrecorded" && (
                      <Group gap="xs" wrap="wrap">
                        {charge.device === "dojo" && (
                          <Button size="lg" color="red" disabled={busy} onClick={() => doRefund(charge)}>
                            {t("devices.unresolved.refund")}
                          </Button>
                        )}
                        <Button size="lg" variant="light" disabled={busy} onClick={() => doAttach(charge)}>
                          {t("devices.unresolved.attach")}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
