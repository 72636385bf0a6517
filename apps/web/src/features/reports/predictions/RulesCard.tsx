import type { BasketItem } from "@comanda/domain";
import { Button, Card, Group, NumberInput, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/states";
import { DownloadButtons } from "../components/DownloadButtons";
import { ReportQuery } from "../components/ReportQuery";
import type { Range } from "../reports-api";
import { AlsoTaken } from "./AlsoTaken";
import { type Thresholds, useApriori } from "./predictions-api";

/** Research notes §6.1: restaurant tickets need low supports; 1 % and 30 % are a fair start. */
const START: Thresholds = { min_support: 0.01, min_confidence: 0.3 };
const SHOWN_RULES = 50;

const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
const names = (items: readonly BasketItem[]) => items.map((item) => item.name).join(" + ");

/** Association rules of the period's orders, thresholds chosen here; a product's "also took". */
export function RulesCard({ range }: { range: Range }) {
  const { t } = useTranslation();
  const [thresholds, setThresholds] = useState<Thresholds>(START);
  const [product, setProduct] = useState<BasketItem | null>(null);
  const rules = useApriori(range, thresholds);
  const setPercent = (key: keyof Thresholds) => (value: string | number) => {
    if (typeof value === "number" && value > 0 && value <= 100)
      setThresholds((current) => ({ ...current, [key]: value / 100 }));
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t("predictions.rulesTitle")}
          </Title>
          <DownloadButtons
            path={`download_predictions/associations?${new URLSearchParams({
              min_support: String(thresholds.min_support),
              min_confidence: String(thresholds.min_confidence),
            })}`}
            name="predictions-associations"
            params={range}
          />
        </Group>
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t("predictions.minSupport")}
            value={thresholds.min_support * 100}
            min={0.1}
            max={100}
            step={0.5}
            decimalScale={1}
            w={180}
            onChange={setPercent("min_support")}
          />
          <NumberInput
            label={t("predictions.minConfidence")}
            value={thresholds.min_confidence * 100}
            min={1}
            max={100}
            step={5}
            decimalScale={0}
            w={180}
            onChange={setPercent("min_confidence")}
          />
        </Group>
        <ReportQuery query={rules}>
          {(data) => (
            <Stack gap="xs">
              <Text c="dimmed">{t("predictions.rulesPeriod", { orders: data.orders })}</Text>
              {data.rules.length === 0 ? (
                <EmptyState title={t("predictions.noRules")} text={t("predictions.noRulesHint")} />
              ) : (
                <ScrollArea.Autosize mah={420}>
                  <Table striped data-testid="rules">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("predictions.antecedent")}</Table.Th>
                        <Table.Th>{t("predictions.consequent")}</Table.Th>
                        <Table.Th ta="right">{t("predictions.count")}</Table.Th>
                        <Table.Th ta="right">{t("predictions.support")}</Table.Th>
                        <Table.Th ta="right">{t("predictions.confidence")}</Table.Th>
                        <Table.Th ta="right">{t("predictions.lift")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.rules.slice(0, SHOWN_RULES).map((rule) => (
                        <Table.Tr key={`${names(rule.antecedent)}>${names(rule.consequent)}`}>
                          <Table.Td>
                            {rule.antecedent.map((item) => (
                              <Button
                                key={item.product_id}
                                variant="subtle"
                                size="compact-md"
                                onClick={() => setProduct(item)}
                              >
                                {item.name}
                              </Button>
                            ))}
                          </Table.Td>
                          <Table.Td>{names(rule.consequent)}</Table.Td>
                          <Table.Td ta="right">{rule.count}</Table.Td>
                          <Table.Td ta="right">{percent(rule.support)}</Table.Td>
                          <Table.Td ta="right">{percent(rule.confidence)}</Table.Td>
                          <Table.Td ta="right">{rule.lift.toFixed(2)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              )}
            </Stack>
          )}
        </ReportQuery>
        {product && <AlsoTaken range={range} product={product} />}
      </Stack>
    </Card>
  );
}
