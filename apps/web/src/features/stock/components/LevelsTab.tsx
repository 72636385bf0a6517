import type { StockItemType } from "@comanda/domain";
import { Badge, Group, SegmentedControl, Stack, Switch, Table } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../ui/list/SearchBox";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { useStockLevels } from "../stock-api";
import { DownloadButton } from "./DownloadButton";
import { WarehouseSelect } from "./WarehouseSelect";

/** What each warehouse holds of every ingredient (spec "stock") or product ("stock_product"). */
export function LevelsTab() {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const [type, setType] = useState<StockItemType>("ingredient");
  const [warehouse, setWarehouse] = useState<string>();
  const [search, setSearch] = useState("");
  const [belowMin, setBelowMin] = useState(false);
  const levels = useStockLevels(type, {
    warehouse_uuid: warehouse,
    search,
    below_min: belowMin || undefined,
  });
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <SegmentedControl
          size="md"
          value={type}
          onChange={(value) => setType(value as StockItemType)}
          data={[
            { value: "ingredient", label: t("stock.levels.ingredients") },
            { value: "product", label: t("stock.levels.products") },
          ]}
        />
        <WarehouseSelect value={warehouse} onChange={setWarehouse} allowAll />
        <SearchBox onSearch={setSearch} label={t("stock.levels.search")} />
        <DownloadButton
          path="/api/v1/bars_stocks/products/download"
          params={{ item_type: type, warehouse_uuid: warehouse }}
          fileName="stock.xlsx"
        />
        <Switch
          size="lg"
          label={t("stock.levels.belowMin")}
          checked={belowMin}
          onChange={(e) => setBelowMin(e.currentTarget.checked)}
        />
      </Group>
      {levels.isPending ? (
        <LoadingState />
      ) : levels.isError ? (
        <ErrorState onRetry={() => void levels.refetch()} />
      ) : levels.data.results.length === 0 ? (
        <EmptyState title={t("stock.levels.empty")} />
      ) : (
        <Table striped verticalSpacing="sm" fz="md" aria-label={t("stock.tabs.levels")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("stock.levels.name")}</Table.Th>
              <Table.Th ta="right">{t("stock.levels.qty")}</Table.Th>
              <Table.Th ta="right">{t("stock.levels.minStock")}</Table.Th>
              <Table.Th ta="right">{t("stock.levels.value")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.data.results.map((row) => (
              <Table.Tr key={row.id} data-testid={`level-${row.name}`}>
                <Table.Td>
                  {row.name}{" "}
                  {row.below_min && (
                    <Badge color="red.9" variant="light" tt="none">
                      {t("stock.levels.under")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{format.quantity(row.qty, row.unit)}</Table.Td>
                <Table.Td ta="right">{format.quantity(row.min_stock, row.unit)}</Table.Td>
                <Table.Td ta="right">{format.money(row.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
