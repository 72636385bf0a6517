import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, LoadingState } from "../../../ui/states";
import { useBoxReports } from "../cash-api";
import { useDateTime, useMoney } from "../use-money";

export interface BoxReportsListProps {
  onOpen: (id: number) => void;
}

/** Past closings between two days, with the sums of what they counted. */
export function BoxReportsList({ onOpen }: BoxReportsListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const list = useBoxReports({
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  });
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t("cash.list.title")}
          </Title>
          <Group wrap="wrap">
            <TextInput
              type="date"
              size="lg"
              label={t("cash.list.from")}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              size="lg"
              label={t("cash.list.to")}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </Group>
        </Group>
        {!list.data ? (
          <LoadingState />
        ) : list.data.results.length === 0 ? (
          <EmptyState title={t("cash.list.empty")} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("cash.list.serial")}</Table.Th>
                  <Table.Th>{t("cash.list.date")}</Table.Th>
                  <Table.Th>{t("cash.list.type")}</Table.Th>
                  <Table.Th ta="right">{t("cash.list.total")}</Table.Th>
                  <Table.Th ta="right">{t("cash.list.cash")}</Table.Th>
                  <Table.Th ta="right">{t("cash.list.card")}</Table.Th>
                  <Table.Th ta="right">{t("cash.list.unbalance")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((report) => (
                  <Table.Tr key={report.id}>
                    <Table.Td>{report.serial}</Table.Td>
                    <Table.Td>{when(report.period_end)}</Table.Td>
                    <Table.Td>{t(`cash.closeTypes.${report.close_type}`)}</Table.Td>
                    <Table.Td ta="right">{money(report.total_general)}</Table.Td>
                    <Table.Td ta="right">{money(report.total_cash)}</Table.Td>
                    <Table.Td ta="right">{money(report.total_credit_card)}</Table.Td>
                    <Table.Td ta="right">
                      {report.unbalance === null ? "—" : money(report.unbalance)}
                    </Table.Td>
                    <Table.Td>
                      <Button variant="light" onClick={() => onOpen(report.id)}>
                        {t("cash.list.open", { serial: report.serial })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>{t("cash.list.sums", { count: list.data.total })}</Table.Th>
                  <Table.Th ta="right">{money(list.data.sum)}</Table.Th>
                  <Table.Th ta="right">{money(list.data.sum_cash)}</Table.Th>
                  <Table.Th ta="right">{money(list.data.sum_credit_card)}</Table.Th>
                  <Table.Th colSpan={2}>
                    <Text size="sm">
                      {t("cash.list.base")} {money(list.data.sum_base_imp)} · {t("cash.list.tax")}{" "}
                      {money(list.data.sum_total_imp)}
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
