import { ORDER_KINDS, ORDER_STATUSES, type OrderKind, type OrderStatus } from "@comanda/domain";
import { Button, Card, Group, Pagination, SegmentedControl, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDateTime } from "../../cash/use-money";
import { useLocalMoney } from "../../settings/use-local-money";
import { type Range, useProductsReport, useRedFlags, useRequestsHistories } from "../reports-api";
import { DownloadButtons } from "./DownloadButtons";
import { HistoryPeopleFilters, type PeopleFilters } from "./HistoryPeopleFilters";
import { OrderHistoryDialog } from "./OrderHistoryDialog";
import { ReportQuery } from "./ReportQuery";

const PARTS = ["products", "histories", "red_flags"] as const;
type Part = (typeof PARTS)[number];

/** Sales: products sold, every order with its history, and the red flags by employee. */
export function SalesView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>("products");
  const [product, setProduct] = useState<{ id: number; name: string } | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        size="md"
        value={part}
        onChange={(value) => setPart(value as Part)}
        data={PARTS.map((value) => ({ value, label: t(`reports.salesParts.${value}`) }))}
      />
      {part === "products" && (
        <ProductsTable
          range={range}
          onProduct={(chosen) => {
            setProduct(chosen);
            setPart("histories");
          }}
        />
      )}
      {part === "histories" && (
        <HistoriesTable range={range} product={product} onClearProduct={() => setProduct(null)} />
      )}
      {part === "red_flags" && <RedFlagsTable range={range} />}
    </Stack>
  );
}

function ProductsTable({
  range,
  onProduct,
}: {
  range: Range;
  onProduct: (product: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const report = useProductsReport(range);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <ReportQuery query={report}>
          {(data) => (
            <Text fz="lg" fw={700} data-testid="products-sum">
              {t("reports.sum", { total: money(data.sum) })}
            </Text>
          )}
        </ReportQuery>
        <DownloadButtons path="download_sales/products_report" name="products_report" params={range} />
      </Group>
      <ReportQuery query={report}>
        {(data) => (
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover verticalSpacing="sm" fz="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("reports.columns.product")}</Table.Th>
                  <Table.Th>{t("reports.columns.category")}</Table.Th>
                  <Table.Th ta="right">{t("reports.columns.units")}</Table.Th>
                  <Table.Th ta="right">{t("reports.columns.orders")}</Table.Th>
                  <Table.Th ta="right">{t("reports.columns.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.product_id ?? row.name}>
                    <Table.Td>
                      {row.product_id === null ? (
                        row.name
                      ) : (
                        <Button
                          variant="subtle"
                          px={0}
                          onClick={() => onProduct({ id: row.product_id as number, name: row.name })}
                        >
                          {row.name}
                        </Button>
                      )}
                    </Table.Td>
                    <Table.Td>{row.category ?? "—"}</Table.Td>
                    <Table.Td ta="right">{row.frequency}</Table.Td>
                    <Table.Td ta="right">{row.orders}</Table.Td>
                    <Table.Td ta="right">{money(row.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ReportQuery>
    </Card>
  );
}

function HistoriesTable({
  range,
  product,
  onClearProduct,
}: {
  range: Range;
  product: { id: number; name: string } | null;
  onClearProduct: () => void;
}) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const when = useDateTime();
  const [kind, setKind] = useState<OrderKind | null>(null);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [people, setPeople] = useState<PeopleFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const filters = {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(product ? { product: product.id } : {}),
    ...people,
  };
  const list = useRequestsHistories(range, { page, ...filters });
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <Select
            size="md"
            clearable
            label={t("reports.columns.kind")}
            value={kind}
            onChange={(value) => setKind(value as OrderKind | null)}
            data={ORDER_KINDS.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
          />
          <Select
            size="md"
            clearable
            label={t("reports.columns.status")}
            value={status}
            onChange={(value) => setStatus(value as OrderStatus | null)}
            data={ORDER_STATUSES.map((value) => ({ value, label: t(`reports.statuses.${value}`) }))}
          />
          <HistoryPeopleFilters
            value={people}
            onChange={(next) => {
              setPeople(next);
              setPage(1);
            }}
          />
          {product && (
            <Button variant="light" onClick={onClearProduct}>
              {t("reports.withProduct", { name: product.name })}
            </Button>
          )}
        </Group>
        <DownloadButtons
          path="download_sales/requests_histories"
          name="requests_histories"
          params={{ ...range, ...filters }}
        />
      </Group>
      <ReportQuery query={list}>
        {(data) => (
          <Stack gap="sm">
            <Text fw={700}>{t("reports.ordersFound", { count: data.total, total: money(data.sum) })}</Text>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm" fz="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("reports.columns.serial")}</Table.Th>
                    <Table.Th>{t("reports.columns.date")}</Table.Th>
                    <Table.Th>{t("reports.columns.kind")}</Table.Th>
                    <Table.Th>{t("reports.columns.status")}</Table.Th>
                    <Table.Th>{t("reports.columns.employee")}</Table.Th>
                    <Table.Th ta="right">{t("reports.columns.amount")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.id} data-testid="history-row">
                      <Table.Td>{row.serial ?? `#${row.id}`}</Table.Td>
                      <Table.Td>{when(row.closed_at ?? row.created_at)}</Table.Td>
                      <Table.Td>{t(`reports.kinds.${row.kind}`)}</Table.Td>
                      <Table.Td>{t(`reports.statuses.${row.status}`)}</Table.Td>
                      <Table.Td>{row.worker_name ?? "—"}</Table.Td>
                      <Table.Td ta="right">{money(row.total)}</Table.Td>
                      <Table.Td>
                        <Button variant="light" onClick={() => setOpen(row.id)}>
                          {t("reports.openOrder")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > 50 && (
              <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / 50)} />
            )}
          </Stack>
        )}
      </ReportQuery>
      <OrderHistoryDialog id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function RedFlagsTable({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const report = useRedFlags(range);
  const pair = (count: number, total: number) => (count === 0 ? "—" : `${count} · ${money(total)}`);
  return (
    <Card withBorder padding="md">
      <Group justify="flex-end" mb="sm">
        <DownloadButtons path="download_sales/red_flags" name="red_flags" params={range} />
      </Group>
      <ReportQuery query={report}>
        {(data) =>
          data.results.length === 0 ? (
            <Text>{t("reports.noRedFlags")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="sm" fz="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("reports.columns.employee")}</Table.Th>
                    <Table.Th ta="right">{t("reports.flags.voids")}</Table.Th>
                    <Table.Th ta="right">{t("reports.flags.lines_removed")}</Table.Th>
                    <Table.Th ta="right">{t("reports.flags.discounts")}</Table.Th>
                    <Table.Th ta="right">{t("reports.flags.invitations")}</Table.Th>
                    <Table.Th ta="right">{t("reports.flags.no_sale")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.user}>
                      <Table.Td>{row.name || `#${row.user}`}</Table.Td>
                      <Table.Td ta="right">{pair(row.voids, row.voids_total)}</Table.Td>
                      <Table.Td ta="right">{pair(row.lines_removed, row.lines_removed_total)}</Table.Td>
                      <Table.Td ta="right">{pair(row.discounts, row.discounts_total)}</Table.Td>
                      <Table.Td ta="right">{pair(row.invitations, row.invitations_total)}</Table.Td>
                      <Table.Td ta="right">{row.no_sale || "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </ReportQuery>
    </Card>
  );
}
