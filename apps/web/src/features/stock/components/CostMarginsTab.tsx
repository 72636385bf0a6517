import { RECOMMENDED_MAX_FOOD_COST } from "@comanda/domain";
import { Badge, Group, Stack, Switch, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../ui/list/SearchBox";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { useCostMargins } from "../stock-api";
import { DownloadButton } from "./DownloadButton";

/**
 * The cost margins report (issue 30 point 6): per product, the recipe at current ingredient
 * prices, the theoretical food cost and the markup against the recommended 300 %.
 */
export function CostMarginsTab() {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const [search, setSearch] = useState("");
  const [below, setBelow] = useState(false);
  const margins = useCostMargins({ search, below });
  const params = { search: search || undefined, below: below ? "true" : undefined };
  const percent = (value: number | null) => (value === null ? "—" : format.percent(value));
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {t("stock.margins.hint", { maxFoodCost: format.percent(RECOMMENDED_MAX_FOOD_COST) })}
      </Text>
      <Group align="end" wrap="wrap">
        <SearchBox onSearch={setSearch} label={t("stock.margins.search")} />
        <Switch
          size="lg"
          label={t("stock.margins.belowOnly")}
          checked={below}
          onChange={(e) => setBelow(e.currentTarget.checked)}
        />
        <DownloadButton
          path="/api/v1/bars_stocks/cost_margins/download"
          params={{ ...params, format: "xlsx" }}
          fileName="cost-margins.xlsx"
          label={t("stock.margins.downloadXlsx")}
        />
        <DownloadButton
          path="/api/v1/bars_stocks/cost_margins/download"
          params={{ ...params, format: "csv" }}
          fileName="cost-margins.csv"
          label={t("stock.margins.downloadCsv")}
        />
      </Group>
      {margins.isPending ? (
        <LoadingState />
      ) : margins.isError ? (
        <ErrorState onRetry={() => void margins.refetch()} />
      ) : margins.data.results.length === 0 ? (
        <EmptyState title={t("stock.margins.empty")} />
      ) : (
        <Table striped verticalSpacing="sm" fz="md" aria-label={t("stock.tabs.margins")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("stock.margins.product")}</Table.Th>
              <Table.Th ta="right">{t("stock.margins.price")}</Table.Th>
              <Table.Th ta="right">{t("stock.margins.priceNet")}</Table.Th>
              <Table.Th ta="right">{t("stock.margins.cost")}</Table.Th>
              <Table.Th ta="right">{t("stock.margins.foodCost")}</Table.Th>
              <Table.Th ta="right">{t("stock.margins.markup")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {margins.data.results.map((row) => (
              <Table.Tr key={row.id} data-testid={`margin-${row.name}`}>
                <Table.Td>
                  {row.name}{" "}
                  {row.below_recommended && (
                    <Badge color="red.9" variant="light" tt="none">
                      {t("stock.margins.below")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{format.money(row.price)}</Table.Td>
                <Table.Td ta="right">{format.money(row.price_net)}</Table.Td>
                <Table.Td ta="right">{format.money(row.cost)}</Table.Td>
                <Table.Td ta="right">{percent(row.food_cost)}</Table.Td>
                <Table.Td ta="right">{percent(row.markup)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
