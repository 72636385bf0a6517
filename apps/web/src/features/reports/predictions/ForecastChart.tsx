import "@mantine/charts/styles.css";
import type { ForecastPoint, HistoryPoint } from "@comanda/domain";
import { LineChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";

/** History and forecast on one time axis; the interval as two dashed lines around the forecast. */
export function ForecastChart({
  history,
  forecast,
  format,
  height = 280,
}: {
  history: readonly HistoryPoint[];
  forecast: readonly ForecastPoint[];
  format: (value: number) => string;
  height?: number;
}) {
  const { t } = useTranslation();
  const data = [
    ...history.map((point) => ({ at: point.at, history: point.value })),
    ...forecast.map((point) => ({ at: point.at, forecast: point.value, low: point.low, high: point.high })),
  ];
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="at"
      valueFormatter={format}
      withLegend
      connectNulls={false}
      withDots={false}
      series={[
        { name: "history", label: t("predictions.series.history"), color: "blue.6" },
        { name: "forecast", label: t("predictions.series.forecast"), color: "orange.6" },
        { name: "low", label: t("predictions.series.low"), color: "orange.3", strokeDasharray: "5 5" },
        { name: "high", label: t("predictions.series.high"), color: "orange.3", strokeDasharray: "5 5" },
      ]}
    />
  );
}
