import type { Backtest } from "@comanda/domain";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The honesty line of every forecast: its error on the local's own last weeks against naive. */
export function BacktestNote({
  backtest,
  format,
}: {
  backtest: Backtest;
  format: (value: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const better = backtest.better_than_naive;
  return (
    <Alert
      color={better ? "teal" : "orange"}
      icon={better ? <IconCircleCheck /> : <IconAlertTriangle />}
      title={t("predictions.backtestTitle", { weeks: backtest.weeks })}
      data-testid="backtest"
    >
      <Stack gap={4}>
        <Text fw={700} data-testid="backtest-mase">
          {backtest.mase === null
            ? t("predictions.maseNone")
            : t("predictions.mase", {
                mase: new Intl.NumberFormat(i18n.language === "ch" ? "zh-CN" : i18n.language, {
                  maximumFractionDigits: 2,
                }).format(backtest.mase),
              })}
        </Text>
        <Text size="sm">
          {t("predictions.mae", {
            mae: format(backtest.mae),
            naive: format(backtest.naive_mae),
            mean: format(backtest.mean_mae),
          })}
        </Text>
        <Text data-testid="backtest-verdict">
          {better ? t("predictions.better") : t("predictions.notBetter")}
        </Text>
      </Stack>
    </Alert>
  );
}
