import { type MenuEngineeringBody, type MenuEngineeringInput, menuEngineering } from "@comanda/domain";
import type { MenuService } from "../menu/menu.service";
import type { ReportsService } from "./reports.service";

/** Every product sold in the period in one call (the report's screen pages are not ours). */
const ALL = { page: 1, page_size: 1_000_000 };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Menu engineering over the menu as it is now (the escandallos' prices and recipe costs) and
 * the units each product sold in the period. A product no longer on the menu is left out: the
 * analysis is about what to keep, reprice or drop; one on the menu that sold nothing is a dog.
 */
export async function menuEngineeringReport(
  reports: ReportsService,
  menu: MenuService,
  localId: number,
  body: MenuEngineeringBody,
) {
  const [sold, costed] = await Promise.all([
    reports.productsReport(localId, { ...body, ...ALL }),
    menu.scandals(localId, {}),
  ]);
  const units = new Map(sold.results.map((row) => [row.product_id, row.frequency]));
  const items = costed.results
    .filter((product) => body.category === undefined || product.category === body.category)
    .map(
      (product): MenuEngineeringInput => ({
        id: product.id,
        name: product.name,
        units: units.get(product.id) ?? 0,
        price_net_cents: cents(product.price_net),
        cost_cents: cents(product.cost),
        has_recipe: product.lines.length > 0,
      }),
    );
  const report = menuEngineering(items);
  return {
    results: report.rows.map((row) => ({
      product_id: row.id,
      name: row.name,
      units: row.units,
      share: row.share,
      price_net: row.price_net_cents / 100,
      cost: row.cost_cents / 100,
      margin: row.margin_cents / 100,
      total_margin: row.total_margin_cents / 100,
      markup: row.markup,
      below_recommended: row.below_recommended,
      has_recipe: row.has_recipe,
      quadrant: row.quadrant,
    })),
    units: report.units,
    popularity_threshold: report.popularity_threshold,
    margin_threshold:
      report.margin_threshold_cents === null ? null : Math.round(report.margin_threshold_cents) / 100,
    total_margin: report.total_margin_cents / 100,
  };
}
export type MenuEngineeringReport = Awaited<ReturnType<typeof menuEngineeringReport>>;
