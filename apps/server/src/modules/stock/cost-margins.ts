import { type CostMarginRow, type CostMarginsFilter, type Currency, foodCostPercent } from "@comanda/domain";
import type { Language } from "../../platform/errors/messages";
import { translate } from "../../platform/errors/messages";
import type { MenuService } from "../menu/menu.service";
import { type ReportTable, renderReportFile } from "../reports/report-files";

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The cost margins report (issue 30 point 6): the escandallos the recipes screen shows (recipe
 * cost at current ingredient prices, markup against the 300 % recommendation) with each
 * product's theoretical food cost.
 */
export async function costMargins(
  menu: Pick<MenuService, "scandals">,
  localId: number,
  filter: CostMarginsFilter,
): Promise<CostMarginRow[]> {
  const { results } = await menu.scandals(localId, filter);
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price,
    price_net: row.price_net,
    cost: row.cost,
    food_cost: foodCostPercent(cents(row.price_net), cents(row.cost)),
    markup: row.markup,
    below_recommended: row.below_recommended,
  }));
}

/** The report as XLSX or CSV, labelled in the local's language; `day` is the prices' date. */
export function costMarginsFile(
  rows: CostMarginRow[],
  format: "xlsx" | "csv",
  options: { language: Language; timeZone: string; currency: Currency; day: string },
) {
  const table: ReportTable = {
    title: "reports.report.cost_margins",
    columns: [
      { key: "name", type: "text" },
      { key: "sale_price", type: "money" },
      { key: "net_price", type: "money" },
      { key: "recipe_cost", type: "money" },
      { key: "food_cost", type: "number" },
      { key: "markup_pct", type: "number" },
      { key: "below_recommended", type: "text" },
    ],
    rows: rows.map((row) => ({
      name: row.name,
      sale_price: row.price,
      net_price: row.price_net,
      recipe_cost: row.cost,
      food_cost: row.food_cost,
      markup_pct: row.markup,
      below_recommended: row.below_recommended ? translate(options.language, "stock.margins.below") : "",
    })),
  };
  return renderReportFile(table, format, { ...options, dateFrom: options.day, dateTo: options.day });
}
