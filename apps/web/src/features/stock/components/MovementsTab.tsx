import { hasPermission } from "@comanda/domain";
import { Badge, Button, Group, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../app/permissions";
import { sectionById } from "../../../app/routes";
import { appTimeZone } from "../../../lib/i18n";
import { localDateTime } from "../../../lib/local-time";
import { EmptyState, ErrorState, LoadingState } from "../../../ui/states";
import { useMenuFormat } from "../../menu/components/recipes/useMenuFormat";
import { useStockMovements } from "../stock-api";
import { WarehouseSelect } from "./WarehouseSelect";

const REASONS = ["sale", "purchase", "count"] as const;

/**
 * Every change of stock: when, why (which order, purchase or count), how much and what it cost.
 * Their sums over a period are the reports section's stock report, linked from here.
 */
export function MovementsTab() {
  const { t, i18n } = useTranslation();
  const format = useMenuFormat();
  const when = localDateTime(appTimeZone(), i18n.language);
  const [warehouse, setWarehouse] = useState<string>();
  const [reason, setReason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const permissions = usePermissions();
  const canSeeReports = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "reports.view",
  );
  const movements = useStockMovements({ warehouse_uuid: warehouse, reason: reason ?? undefined }, page);
  const origin = (row: { request_id: number | null; purchase_id: number | null; count_id: number | null }) =>
    row.request_id !== null
      ? t("stock.movements.order", { id: row.request_id })
      : row.purchase_id !== null
        ? t("stock.movements.purchase", { id: row.purchase_id })
        : t("stock.movements.count", { id: row.count_id });
  return (
    <Stack gap="md">
      <Group align="end">
        <WarehouseSelect value={warehouse} onChange={setWarehouse} allowAll />
        <Select
          size="lg"
          label={t("stock.movements.reason")}
          placeholder={t("stock.movements.allReasons")}
          data={REASONS.map((value) => ({ value, label: t(`stock.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {canSeeReports && (
          <Button
            size="lg"
            variant="default"
            component={Link}
            to={`${sectionById("reports").path}?view=stock`}
            ml="auto"
          >
            {t("stock.stockReport")}
          </Button>
        )}
      </Group>
      {movements.isPending ? (
        <LoadingState />
      ) : movements.isError ? (
        <ErrorState onRetry={() => void movements.refetch()} />
      ) : movements.data.results.length === 0 ? (
        <EmptyState title={t("stock.movements.empty")} />
      ) : (
        <>
          <Table striped verticalSpacing="sm" fz="md" aria-label={t("stock.tabs.movements")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("stock.movements.when")}</Table.Th>
                <Table.Th>{t("stock.movements.item")}</Table.Th>
                <Table.Th>{t("stock.movements.reason")}</Table.Th>
                <Table.Th ta="right">{t("stock.movements.qty")}</Table.Th>
                <Table.Th ta="right">{t("stock.movements.cost")}</Table.Th>
                <Table.Th>{t("stock.warehouse")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements.data.results.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{when(row.created_at)}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <Badge tt="none" variant="light" color="gray.9">
                      {t(`stock.reasons.${row.reason}`)}
                    </Badge>{" "}
                    <Text span size="sm">
                      {origin(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{format.quantity(row.qty, row.unit)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.cost)}</Table.Td>
                  <Table.Td>{row.warehouse}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button size="md" variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t("stock.previous")}
            </Button>
            <Button
              size="md"
              variant="default"
              disabled={page * 50 >= movements.data.total}
              onClick={() => setPage(page + 1)}
            >
              {t("stock.next")}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
