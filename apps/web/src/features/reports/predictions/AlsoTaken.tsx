import type { BasketItem } from "@comanda/domain";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ReportQuery } from "../components/ReportQuery";
import type { Range } from "../reports-api";
import { useProbability } from "./predictions-api";

const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;

/** "Customers who took X also took Y", most likely first. */
export function AlsoTaken({ range, product }: { range: Range; product: BasketItem }) {
  const { t } = useTranslation();
  const probability = useProbability(range, product.product_id);
  return (
    <Stack gap="xs" data-testid="also-taken">
      <Title order={3} size="h4">
        {t("predictions.alsoTitle", { name: product.name })}
      </Title>
      <ReportQuery query={probability}>
        {(data) =>
          data.results.length === 0 ? (
            <Text c="dimmed">{t("predictions.alsoNone")}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("predictions.product")}</Table.Th>
                  <Table.Th ta="right">{t("predictions.count")}</Table.Th>
                  <Table.Th ta="right">{t("predictions.probability")}</Table.Th>
                  <Table.Th ta="right">{t("predictions.lift")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.slice(0, 10).map((row) => (
                  <Table.Tr key={row.product_id}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right">{percent(row.probability)}</Table.Td>
                    <Table.Td ta="right">{row.lift.toFixed(2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </ReportQuery>
    </Stack>
  );
}
