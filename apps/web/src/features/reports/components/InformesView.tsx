import { INFORMATION_DIMENSIONS, type InformationDimension } from "@comanda/domain";
import { Card, Group, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalMoney } from "../../settings/use-local-money";
import { type Range, useInformation } from "../reports-api";
import { DownloadButtons } from "./DownloadButtons";
import { ReportQuery } from "./ReportQuery";

/** Labels that are codes (order types, payment methods) are translated; names are shown as stored. */
const CODED: Partial<Record<InformationDimension, string>> = {
  order_type: "reports.kinds",
  payment_method: "reports.methods",
};

/** Informes: one table per dimension (spec §7 informations/*). Month by month may span a year. */
export function InformesView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const [dimension, setDimension] = useState<InformationDimension>("day");
  const report = useInformation(dimension, range);
  const label = (name: string) => {
    const coded = CODED[dimension];
    return coded ? t(`${coded}.${name}`) : name || "—";
  };
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Select
          size="md"
          label={t("reports.informes.dimension")}
          value={dimension}
          allowDeselect={false}
          onChange={(value) => value && setDimension(value as InformationDimension)}
          data={INFORMATION_DIMENSIONS.map((value) => ({ value, label: t(`reports.informes.${value}`) }))}
        />
        <DownloadButtons path={`download_informations/${dimension}`} name={dimension} params={range} />
      </Group>
      <ReportQuery query={report}>
        {(data) => (
          <Stack gap="sm">
            <Text fz="lg" fw={700}>
              {t("reports.sum", { total: money(data.sum) })}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table striped verticalSpacing="sm" fz="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`reports.informes.${dimension}`)}</Table.Th>
                    <Table.Th ta="right">{t("reports.columns.count")}</Table.Th>
                    <Table.Th ta="right">{t("reports.columns.units")}</Table.Th>
                    <Table.Th ta="right">{t("reports.columns.amount")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{label(row.name)}</Table.Td>
                      <Table.Td ta="right">{row.count}</Table.Td>
                      <Table.Td ta="right">{row.qty ?? "—"}</Table.Td>
                      <Table.Td ta="right">{money(row.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </ReportQuery>
    </Card>
  );
}
