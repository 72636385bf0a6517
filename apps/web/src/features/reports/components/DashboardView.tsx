import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalMoney } from "../../settings/use-local-money";
import {
  type ProductFigure,
  type Range,
  type SalesTotals,
  useDashboardExpenses,
  useDashboardSales,
  useHourlyBilling,
  useWidgets,
} from "../reports-api";
import { DownloadButtons } from "./DownloadButtons";
import { ReportQuery } from "./ReportQuery";

const FIGURES = ["sales", "orders", "covers", "average_ticket", "tips", "discounts"] as const;
const MONEY_FIGURES = new Set<keyof SalesTotals>([
  "sales",
  "average_ticket",
  "tips",
  "discounts",
  "invitations",
]);
const COLORS = ["blue.6", "teal.6", "orange.6", "grape.6", "red.6"];

/** Dashboard: the period against the previous one, hours, weekdays, channels, methods, products. */
export function DashboardView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const [compareTo, setCompareTo] = useState<"previous_period" | "previous_week">("previous_period");
  const sales = useDashboardSales(range, compareTo);
  const hourly = useHourlyBilling(range);
  const widgets = useWidgets(range);
  const expenses = useDashboardExpenses(range);
  const show = (figure: keyof SalesTotals, value: number) =>
    MONEY_FIGURES.has(figure) ? money(value) : String(value);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <SegmentedControl
          size="md"
          value={compareTo}
          onChange={(value) => setCompareTo(value as typeof compareTo)}
          data={[
            { value: "previous_period", label: t("reports.compare.previous_period") },
            { value: "previous_week", label: t("reports.compare.previous_week") },
          ]}
        />
        <DownloadButtons
          path="download_dashboard"
          name="dashboard"
          params={{ ...range, compare_to: compareTo }}
          formats={["pdf"]}
        />
      </Group>
      <ReportQuery query={sales}>
        {(data) => (
          <Stack gap="md">
            <Text c="dimmed" data-testid="compared-with">
              {t("reports.comparedWith", { from: data.compared.date_from, to: data.compared.date_to })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              {FIGURES.map((figure) => (
                <Card key={figure} withBorder padding="md" data-testid={`kpi-${figure}`}>
                  <Text size="sm" c="dimmed">
                    {t(`reports.kpi.${figure}`)}
                  </Text>
                  <Text fz={28} fw={700} data-testid="kpi-value">
                    {show(figure, data.current[figure])}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="kpi-previous">
                    {t("reports.previous", { value: show(figure, data.previous[figure]) })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ChartCard title={t("reports.charts.byChannel")} empty={data.by_channel.length === 0}>
                <DonutChart
                  size={180}
                  thickness={30}
                  withLabelsLine
                  valueFormatter={money}
                  data={data.by_channel.map((row, index) => ({
                    name: t(`reports.kinds.${row.kind}`),
                    value: row.total,
                    color: COLORS[index % COLORS.length] ?? "blue.6",
                  }))}
                />
              </ChartCard>
              <ChartCard
                title={t("reports.charts.byPaymentMethod")}
                empty={data.by_payment_method.length === 0}
              >
                <DonutChart
                  size={180}
                  thickness={30}
                  valueFormatter={money}
                  data={data.by_payment_method.map((row, index) => ({
                    name: t(`reports.methods.${row.method}`),
                    value: row.total,
                    color: COLORS[index % COLORS.length] ?? "blue.6",
                  }))}
                />
              </ChartCard>
            </SimpleGrid>
          </Stack>
        )}
      </ReportQuery>
      <ReportQuery query={hourly}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartCard title={t("reports.charts.byHour")}>
              <BarChart
                h={240}
                dataKey="label"
                valueFormatter={money}
                data={data.by_hour.map((row) => ({ label: String(row.hour), total: row.total }))}
                series={[{ name: "total", label: t("reports.kpi.sales"), color: "blue.6" }]}
              />
            </ChartCard>
            <ChartCard title={t("reports.charts.byWeekday")}>
              <BarChart
                h={240}
                dataKey="label"
                valueFormatter={money}
                data={data.by_weekday.map((row) => ({
                  label: t(`reports.weekdays.${row.weekday}`),
                  total: row.total,
                }))}
                series={[{ name: "total", label: t("reports.kpi.sales"), color: "teal.6" }]}
              />
            </ChartCard>
          </SimpleGrid>
        )}
      </ReportQuery>
      <ReportQuery query={widgets}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ProductsCard title={t("reports.topProducts")} rows={data.top_products} />
            <ProductsCard title={t("reports.bottomProducts")} rows={data.bottom_products} />
            <Card withBorder padding="md">
              <Text size="sm" c="dimmed">
                {t("reports.openNow")}
              </Text>
              <Text fz={28} fw={700} data-testid="open-tables">
                {t("reports.openTables", { count: data.open_tables })}
              </Text>
              <Text>
                {t("reports.openOrders", { count: data.open_orders, total: money(data.open_total) })}
              </Text>
              <ReportQuery query={expenses}>
                {(spent) => (
                  <Stack gap={0} mt="md">
                    <Text size="sm" c="dimmed">
                      {t("reports.tabs.expenses")}
                    </Text>
                    <Text fz={22} fw={700}>
                      {money(spent.expenses)}
                    </Text>
                    <Text size="sm">{t("reports.otherTakings", { total: money(spent.subscriptions) })}</Text>
                  </Stack>
                )}
              </ReportQuery>
            </Card>
          </SimpleGrid>
        )}
      </ReportQuery>
    </Stack>
  );
}

function ChartCard({
  title,
  empty = false,
  children,
}: {
  title: string;
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{t("reports.noSales")}</Text> : children}
    </Card>
  );
}

function ProductsCard({ title, rows }: { title: string; rows: ProductFigure[] }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.product_id ?? row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{t("reports.units", { count: row.qty })}</Table.Td>
              <Table.Td ta="right">{money(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
