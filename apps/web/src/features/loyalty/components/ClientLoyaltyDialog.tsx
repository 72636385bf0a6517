import { Badge, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { appTimeZone } from "../../../lib/i18n";
import { localDateTime } from "../../../lib/local-time";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useClientLoyalty } from "../loyalty-api";

/** A client's points: the balance, the ledger (earned and reversed, with the order) and the offers used. */
export function ClientLoyaltyDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const loyalty = useClientLoyalty(clientId);
  const when = localDateTime(appTimeZone(), i18n.language);
  const data = loyalty.data;
  const orderText = (request: number | null, serial: string | null) =>
    request === null ? "" : t("loyalty.client.order", { order: serial ?? `#${request}` });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={data ? t("loyalty.client.title", { name: data.name }) : t("loyalty.client.points")}
      closeButtonProps={{ "aria-label": t("requests.close") }}
    >
      {loyalty.isError && <ErrorState onRetry={() => void loyalty.refetch()} />}
      {!data && !loyalty.isError && <LoadingState />}
      {data && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text>{t("loyalty.client.balance")}</Text>
            <Text fw={700} size="xl" data-testid="loyalty-balance">
              {t("loyalty.panel.balance", { points: data.balance })}
            </Text>
          </Group>
          <Title order={3} size="h5">
            {t("loyalty.client.entries")}
          </Title>
          {data.entries.length === 0 ? (
            <Text c="dimmed">{t("loyalty.client.noEntries")}</Text>
          ) : (
            <Table aria-label={t("loyalty.client.entries")}>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{when(entry.created_at)}</Table.Td>
                    <Table.Td>
                      {t(`loyalty.client.kinds.${entry.kind}`)}
                      {entry.award_name && ` · ${entry.award_name}`}
                    </Table.Td>
                    <Table.Td>{orderText(entry.request, entry.serial)}</Table.Td>
                    <Table.Td ta="right">{entry.points > 0 ? `+${entry.points}` : entry.points}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={3} size="h5">
            {t("loyalty.client.offersUsed")}
          </Title>
          {data.offers_used.length === 0 ? (
            <Text c="dimmed">{t("loyalty.client.noOffers")}</Text>
          ) : (
            <Table aria-label={t("loyalty.client.offersUsed")}>
              <Table.Tbody>
                {data.offers_used.map((use) => (
                  <Table.Tr key={use.id}>
                    <Table.Td>{when(use.used_at)}</Table.Td>
                    <Table.Td>
                      {use.code} · {use.name}
                    </Table.Td>
                    <Table.Td>{orderText(use.request, use.serial)}</Table.Td>
                    <Table.Td>
                      {use.released && (
                        <Badge color="gray" variant="light">
                          {t("loyalty.client.released")}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
