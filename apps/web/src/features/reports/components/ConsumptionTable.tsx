import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { useLocalMoney } from "../../settings/use-local-money";
import type { ConsumptionsReport } from "../reports-api";

/**
 * consumptions_report on screen: the ingredients the stock movements say the sales took, or,
 * without the stock module, what the sales consumed by category; either way it says which.
 */
export function ConsumptionTable({ report }: { report: ConsumptionsReport }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const format = useMenuFormat();
  const fromStock = report.source === "stock";
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="consumption-source">
        {t(fromStock ? "reports.expenses.consumptionFromStock" : "reports.expenses.consumptionFromSales")}
      </Text>
      <Table striped verticalSpacing="sm" fz="md">
        <Table.Tbody>
          {fromStock
            ? report.products.map((row) => (
                <Table.Tr key={row.ingredient_id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.unit ? format.quantity(row.qty, row.unit) : row.qty}</Table.Td>
                  <Table.Td ta="right">{money(row.total)}</Table.Td>
                </Table.Tr>
              ))
            : report.categories.map((row) => (
                <Table.Tr key={row.category_id ?? "none"}>
                  <Table.Td>{row.name ?? "—"}</Table.Td>
                  <Table.Td ta="right">{t("reports.units", { count: row.qty })}</Table.Td>
                  <Table.Td ta="right">{money(row.total)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
