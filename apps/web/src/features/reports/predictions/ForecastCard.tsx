import { FORECAST_MAX_DAYS, type ForecastGranularity } from "@comanda/domain";
import { Card, Group, NumberInput, SegmentedControl, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/states";
import { useLocalMoney } from "../../settings/use-local-money";
import { DownloadButtons } from "../components/DownloadButtons";
import { ReportQuery } from "../components/ReportQuery";
import type { Range } from "../reports-api";
import { BacktestNote } from "./BacktestNote";
import { ForecastChart } from "./ForecastChart";
import { useForecast } from "./predictions-api";

type Target = "sales" | "orders";

/** Sales or orders for the next days, per day or per hour, with the backtest beside it. */
export function ForecastCard({
  range,
  horizon,
  onHorizon,
  target,
  onTarget,
  granularity,
  onGranularity,
}: {
  range: Range;
  horizon: number;
  onHorizon: (value: number) => void;
  target: Target;
  onTarget: (value: Target) => void;
  granularity: ForecastGranularity;
  onGranularity: (value: ForecastGranularity) => void;
}) {
  const { t } = useTranslation();
  const money = useLocalMoney().amount;
  const forecast = useForecast(target, horizon, granularity);
  const format = target === "sales" ? money : (value: number) => String(value);
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h3">
            {t("predictions.forecastTitle")}
          </Title>
          <DownloadButtons
            path={`download_predictions/${target}?${new URLSearchParams({ horizon: String(horizon), granularity })}`}
            name={`predictions-${target}`}
            params={range}
          />
        </Group>
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            size="md"
            value={target}
            onChange={(value) => onTarget(value as Target)}
            data={(["sales", "orders"] as const).map((value) => ({
              value,
              label: t(`predictions.targets.${value}`),
            }))}
          />
          <SegmentedControl
            size="md"
            value={granularity}
            onChange={(value) => onGranularity(value as ForecastGranularity)}
            data={(["day", "hour"] as const).map((value) => ({
              value,
              label: t(`predictions.granularities.${value}`),
            }))}
          />
          <NumberInput
            label={t("predictions.horizon")}
            value={horizon}
            min={1}
            max={FORECAST_MAX_DAYS}
            clampBehavior="strict"
            allowDecimal={false}
            w={140}
            onChange={(value) => typeof value === "number" && value >= 1 && onHorizon(value)}
          />
        </Group>
        <ReportQuery query={forecast}>
          {({ result }) =>
            result.status === "ok" ? (
              <Stack gap="md" data-testid="forecast">
                <ForecastChart history={result.history} forecast={result.forecast} format={format} />
                <BacktestNote backtest={result.backtest} format={format} />
              </Stack>
            ) : (
              <EmptyState title={t("predictions.tooLittle", { days: result.days, needed: result.needed })} />
            )
          }
        </ReportQuery>
      </Stack>
    </Card>
  );
}
