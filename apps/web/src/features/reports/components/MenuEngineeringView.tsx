import "@mantine/charts/styles.css";
import { MENU_QUADRANTS, type MenuQuadrant } from "@comanda/domain";
import { ScatterChart } from "@mantine/charts";
import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCategoryTree } from "../../menu/categories-api";
import { useLocalMoney } from "../../settings/use-local-money";
import { type MenuEngineeringReport, type Range, useMenuEngineering } from "../reports-api";
import { DownloadButtons } from "./DownloadButtons";
import { ReportQuery } from "./ReportQuery";

const QUADRANT_COLORS: Record<MenuQuadrant, string> = {
  star: "yellow.6",
  plowhorse: "blue.6",
  puzzle: "grape.6",
  dog: "gray.6",
};

const percent = (share: number) => Math.round(share * 10_000) / 100;

/**
 * Menu engineering (Kasavana & Smith): each product by popularity (its share of the units sold)
 * and unit contribution margin, the quadrants split at 70 % of an equal share and at the
 * average margin weighted by units. Best read one category at a time.
 */
export function MenuEngineeringView({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const [category, setCategory] = useState<number | undefined>(undefined);
  const categories = useCategoryTree();
  const report = useMenuEngineering(range, category);
  const params = category === undefined ? range : { ...range, category };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          size="md"
          label={t("reports.menuEngineering.category")}
          placeholder={t("reports.menuEngineering.allCategories")}
          clearable
          value={category === undefined ? null : String(category)}
          onChange={(value) => setCategory(value === null ? undefined : Number(value))}
          data={(categories.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
        />
        <DownloadButtons path="download_menu_engineering" name="menu_engineering" params={params} />
      </Group>
      <ReportQuery query={report}>
        {(data) => <MenuEngineeringResult data={data} money={money} />}
      </ReportQuery>
    </Stack>
  );
}

function MenuEngineeringResult({
  data,
  money,
}: {
  data: MenuEngineeringReport;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const quadrantName = (quadrant: MenuQuadrant | null) =>
    t(`reports.menuEngineering.quadrants.${quadrant ?? "none"}`);
  const series = MENU_QUADRANTS.map((quadrant) => ({
    name: quadrantName(quadrant),
    color: QUADRANT_COLORS[quadrant],
    data: data.results
      .filter((row) => row.quadrant === quadrant)
      .map((row) => ({ share: percent(row.share), margin: row.margin })),
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t("reports.menuEngineering.units")} value={String(data.units)} testId="me-units" />
        <Figure
          label={t("reports.menuEngineering.popularityThreshold")}
          value={data.popularity_threshold === null ? "—" : `${percent(data.popularity_threshold)} %`}
          testId="me-popularity"
        />
        <Figure
          label={t("reports.menuEngineering.marginThreshold")}
          value={data.margin_threshold === null ? "—" : money(data.margin_threshold)}
          testId="me-margin"
        />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={3} size="h4" mb="sm">
          {t("reports.menuEngineering.chart")}
        </Title>
        {data.units === 0 ? (
          <Text c="dimmed">{t("reports.menuEngineering.noSales")}</Text>
        ) : (
          <ScatterChart
            h={320}
            data={series}
            dataKey={{ x: "share", y: "margin" }}
            labels={{ x: t("reports.menuEngineering.popularity"), y: t("reports.menuEngineering.margin") }}
            xAxisLabel={t("reports.menuEngineering.popularity")}
            yAxisLabel={t("reports.menuEngineering.margin")}
            unit={{ x: "%" }}
            valueFormatter={{ y: money }}
            withLegend
            referenceLines={[
              ...(data.popularity_threshold === null
                ? []
                : [{ x: percent(data.popularity_threshold), color: "red.5" }]),
              ...(data.margin_threshold === null ? [] : [{ y: data.margin_threshold, color: "red.5" }]),
            ]}
          />
        )}
      </Card>
      <Table.ScrollContainer minWidth={820}>
        <Table striped verticalSpacing="sm" fz="md" data-testid="menu-engineering-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("reports.columns.product")}</Table.Th>
              <Table.Th ta="right">{t("reports.columns.units")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.popularity")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.priceNet")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.cost")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.margin")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.totalMargin")}</Table.Th>
              <Table.Th ta="right">{t("reports.menuEngineering.markup")}</Table.Th>
              <Table.Th>{t("reports.menuEngineering.quadrant")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((row) => (
              <Table.Tr key={row.product_id} data-testid={`me-row-${row.product_id}`}>
                <Table.Td>
                  {row.name}
                  {!row.has_recipe && (
                    <Text span c="dimmed" fz="sm">
                      {" "}
                      ({t("reports.menuEngineering.noRecipe")})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.units}</Table.Td>
                <Table.Td ta="right">{`${percent(row.share)} %`}</Table.Td>
                <Table.Td ta="right">{money(row.price_net)}</Table.Td>
                <Table.Td ta="right">{money(row.cost)}</Table.Td>
                <Table.Td ta="right">{money(row.margin)}</Table.Td>
                <Table.Td ta="right">{money(row.total_margin)}</Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {row.markup === null ? "—" : `${row.markup} %`}
                    {row.below_recommended && (
                      <Badge color="red" variant="light">
                        {t("reports.menuEngineering.belowMarkup")}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.quadrant === null ? (
                    quadrantName(null)
                  ) : (
                    <Badge color={QUADRANT_COLORS[row.quadrant]} variant="light">
                      {quadrantName(row.quadrant)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Card>
  );
}
