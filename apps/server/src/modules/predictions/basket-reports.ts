import type { AprioriBody, AprioriReport, BasketItem, ProbabilityReport } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { products } from "../menu/menu.schema";
import type { Period } from "../reports/report-sql";
import { alsoTaken, associationRules, frequentItemsets } from "./apriori";
import { baskets } from "./history";

/** A screen and a file read the strongest rules; thousands more would only hide them. */
export const RULES_LIMIT = 500;
export const ITEMSETS_LIMIT = 500;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** apriori (and the associations view): frequent itemsets and rules over the period's orders. */
export async function aprioriReport(db: Db, p: Period, body: AprioriBody): Promise<AprioriReport> {
  const { baskets: orders, names } = await baskets(db, p);
  const item = (id: number): BasketItem => ({ product_id: id, name: names.get(id) ?? "" });
  const itemsets = frequentItemsets(orders, body.min_support);
  const rules = associationRules(itemsets, orders.length, body.min_confidence).slice(0, RULES_LIMIT);
  return {
    orders: orders.length,
    itemsets: [...itemsets]
      .sort((a, b) => b.count - a.count || a.items.length - b.items.length)
      .slice(0, ITEMSETS_LIMIT)
      .map((set) => ({
        items: set.items.map(item),
        count: set.count,
        support: round(set.count / orders.length),
      })),
    rules: rules.map((rule) => ({
      antecedent: rule.antecedent.map(item),
      consequent: rule.consequent.map(item),
      count: rule.count,
      support: round(rule.support),
      confidence: round(rule.confidence),
      lift: round(rule.lift),
    })),
  };
}

/** probability: "customers who took X also took Y" over the period's orders. */
export async function probabilityReport(db: Db, p: Period, productId: number): Promise<ProbabilityReport> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.local_id, p.localId), eq(products.id, productId)));
  if (!product) throw errors.notFound();
  const { baskets: orders, names } = await baskets(db, p);
  const { withProduct, results } = alsoTaken(orders, productId);
  return {
    product: { product_id: productId, name: product.name },
    orders: orders.length,
    with_product: withProduct,
    results: results.map((row) => ({
      product_id: row.product_id,
      name: names.get(row.product_id) ?? "",
      count: row.count,
      probability: round(row.probability),
      lift: round(row.lift),
    })),
  };
}
