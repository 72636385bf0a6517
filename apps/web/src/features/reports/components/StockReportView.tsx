import { hasPermission, type StockReport } from "@comanda/domain";
import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../app/permissions";
import { sectionById } from "../../../app/routes";
import { EmptyState } from "../../../ui/states";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { WarehouseSelect } from "../../stock/components/WarehouseSelect";
import { type Range, useStockReport } from "../reports-api";
import { DownloadButtons } from "./DownloadButtons";
import { ReportFigure } from "./ReportFigure";
import { ReportQuery } from "./ReportQuery";

/** The sums above the table, each with its label. */
const SUM_FIGURES = [
  ["purchased_cost", "reports.stock.purchasedCost"],
  ["sold_cost", "reports.stock.soldCost"],
  ["counted_cost", "reports.stock.countedCost"],
  ["closing_value", "reports.stock.closingValue"],
] as const satisfies ReadonlyArray<readonly [keyof StockReport["sum"], string]>;

/**
 * The stock report (spec §2 "Report types: stock"): per ingredient or product, what the
 * warehouses held at the start of the range, what purchases brought, what sales took, what
 * counts corrected and what was left, read from the stock movements. Each movement is on
 * /stock's movements tab, one click away. The report is a reports call; the warehouse filter
 * and the link need the stock permission too (without it they would lead to a refusal).
 */
export function StockReportView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const [warehouse, setWarehouse] = useState<string>();
  const permissions = usePermissions();
  const canSeeStock = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "stk.view",
  );
  const report = useStockReport(range, warehouse);
  const params = warehouse ? { ...range, warehouse_uuid: warehouse } : range;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        {canSeeStock ? <WarehouseSelect value={warehouse} onChange={setWarehouse} allowAll /> : <span />}
        <Group gap="sm" align="end">
          {canSeeStock && (
            <Button
              size="lg"
              variant="default"
              component={Link}
              to={`${sectionById("stock").path}?tab=movements`}
            >
              {t("reports.stock.movements")}
            </Button>
          )}
          <DownloadButtons path="download_stock" name="stock" params={params} />
        </Group>
      </Group>
      <ReportQuery query={report}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title={t("reports.stock.empty")} />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                {SUM_FIGURES.map(([key, label]) => (
                  <ReportFigure key={key} label={t(label)} value={format.money(data.sum[key])} />
                ))}
              </SimpleGrid>
              <Card withBorder padding={0}>
                <Table.ScrollContainer minWidth={760}>
                  <Table striped verticalSpacing="sm" fz="md" aria-label={t("reports.tabs.stock")}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("reports.stock.item")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.opening")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.purchased")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.sold")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.counted")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.closing")}</Table.Th>
                        <Table.Th ta="right">{t("reports.stock.value")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.results.map((row) => (
                        <Table.Tr key={`${row.item_type}:${row.id}`} data-testid={`stock-report-${row.name}`}>
                          <Table.Td>{row.name}</Table.Td>
                          <Table.Td ta="right">{format.quantity(row.opening, row.unit)}</Table.Td>
                          <MovedCell
                            quantity={format.quantity(row.purchased, row.unit)}
                            cost={format.money(row.purchased_cost)}
                          />
                          <MovedCell
                            quantity={format.quantity(row.sold, row.unit)}
                            cost={format.money(row.sold_cost)}
                          />
                          <MovedCell
                            quantity={format.quantity(row.counted, row.unit)}
                            cost={format.money(row.counted_cost)}
                          />
                          <Table.Td ta="right">{format.quantity(row.closing, row.unit)}</Table.Td>
                          <Table.Td ta="right">{format.money(row.closing_value)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            </Stack>
          )
        }
      </ReportQuery>
    </Stack>
  );
}

/** What moved in, out or by a count: the quantity, and below it what it cost. */
function MovedCell({ quantity, cost }: { quantity: string; cost: string }) {
  return (
    <Table.Td ta="right">
      {quantity}
      <Text size="sm" c="dimmed">
        {cost}
      </Text>
    </Table.Td>
  );
}
