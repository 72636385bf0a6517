import { Badge, Card, Group, ScrollArea, Stack, Table, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DownloadButtons } from "../components/DownloadButtons";
import { ReportQuery } from "../components/ReportQuery";
import type { Range } from "../reports-api";
import { useProductsForecast } from "./predictions-api";

/** Units per product for the coming days, each with whether it beats the naive forecast. */
export function ProductsForecastCard({ range, horizon }: { range: Range; horizon: number }) {
  const { t } = useTranslation();
  const products = useProductsForecast(horizon);
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t("predictions.productsTitle")}
          </Title>
          <DownloadButtons
            path={`download_predictions/products?horizon=${horizon}`}
            name="predictions-products"
            params={range}
          />
        </Group>
        <ReportQuery query={products}>
          {(data) => (
            <ScrollArea.Autosize mah={360}>
              <Table striped data-testid="products-forecast">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("predictions.product")}</Table.Th>
                    <Table.Th ta="right">{t("predictions.total")}</Table.Th>
                    <Table.Th>{t("predictions.maseColumn")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.products.map((product) => (
                    <Table.Tr key={product.product_id}>
                      <Table.Td>{product.name}</Table.Td>
                      <Table.Td ta="right">{product.result.status === "ok" ? product.total : "—"}</Table.Td>
                      <Table.Td>
                        {product.result.status === "ok" ? (
                          <Badge
                            color={product.result.backtest.better_than_naive ? "teal" : "orange"}
                            variant="light"
                          >
                            {product.result.backtest.mase ?? "—"}
                          </Badge>
                        ) : (
                          t("predictions.tooLittle", {
                            days: product.result.days,
                            needed: product.result.needed,
                          })
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
        </ReportQuery>
      </Stack>
    </Card>
  );
}
