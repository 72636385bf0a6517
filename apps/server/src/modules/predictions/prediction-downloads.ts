import type { AprioriBody, ForecastBody, PredictionDownload, SeriesForecast } from "@comanda/domain";
import type { ReportColumn, ReportTable } from "../reports/report-files";
import type { PredictionsService } from "./predictions.service";

const text = (key: string): ReportColumn => ({ key, type: "text" });
const number = (key: string): ReportColumn => ({ key, type: "number" });
const money = (key: string): ReportColumn => ({ key, type: "money" });

const joined = (items: ReadonlyArray<{ name: string }>) => items.map((item) => item.name).join(" + ");

function forecastRows(result: SeriesForecast) {
  if (result.status !== "ok") return [];
  return result.forecast.map((point) => ({
    date: point.at,
    forecast: point.value,
    low: point.low,
    high: point.high,
    holiday: point.holiday ? "✓" : "",
  }));
}

/** download_predictions/*: the forecast or the rules on screen, as a table for a file. */
export async function predictionTable(
  predictions: PredictionsService,
  localId: number,
  report: PredictionDownload,
  query: ForecastBody & AprioriBody,
): Promise<ReportTable> {
  const title = `reports.report.predictions_${report}`;
  switch (report) {
    case "sales":
    case "orders": {
      const value = report === "sales" ? money : number;
      const { result } = await predictions.forecast(localId, report, query);
      return {
        title,
        columns: [text("date"), value("forecast"), value("low"), value("high"), text("holiday")],
        rows: forecastRows(result),
      };
    }
    case "products": {
      const { products } = await predictions.forecastProducts(localId, query.horizon);
      return {
        title,
        columns: [text("name"), text("date"), number("forecast"), number("low"), number("high")],
        rows: products.flatMap((product) =>
          forecastRows(product.result).map((row) => ({ name: product.name, ...row })),
        ),
      };
    }
    case "associations": {
      const { rules } = await predictions.apriori(localId, query);
      return {
        title,
        columns: [
          text("antecedent"),
          text("consequent"),
          number("count"),
          number("support"),
          number("confidence"),
          number("lift"),
        ],
        rows: rules.map((rule) => ({
          antecedent: joined(rule.antecedent),
          consequent: joined(rule.consequent),
          count: rule.count,
          support: rule.support,
          confidence: rule.confidence,
          lift: rule.lift,
        })),
      };
    }
  }
}
