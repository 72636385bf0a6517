import { recipeMargins } from "./recipe-cost";

/**
 * Menu engineering (Kasavana & Smith): each product placed by how much it sells against the
 * others (popularity) and by what each unit leaves (contribution margin: price net of VAT minus
 * recipe cost). Money in integer cents.
 */
export const MENU_QUADRANTS = ["star", "plowhorse", "puzzle", "dog"] as const;
export type MenuQuadrant = (typeof MENU_QUADRANTS)[number];

/** Kasavana & Smith's rule: a product is popular when it has at least 70 % of an equal share. */
export const POPULARITY_FACTOR = 0.7;

export interface MenuEngineeringInput {
  id: number;
  name: string;
  units: number;
  price_net_cents: number;
  cost_cents: number;
  has_recipe: boolean;
}

export interface MenuEngineeringRow extends MenuEngineeringInput {
  /** The product's share of all units sold, 0–1. */
  share: number;
  margin_cents: number;
  total_margin_cents: number;
  markup: number | null;
  below_recommended: boolean;
  popular: boolean;
  profitable: boolean;
  /** Null when nothing was sold: with no mix there is nothing to compare against. */
  quadrant: MenuQuadrant | null;
}

export interface MenuEngineering {
  rows: MenuEngineeringRow[];
  units: number;
  /** 0.7 × 1/n, as a share (0–1); null without products. */
  popularity_threshold: number | null;
  /** The average margin weighted by units sold, in cents (not rounded); null when nothing sold. */
  margin_threshold_cents: number | null;
  total_margin_cents: number;
}

function quadrantOf(popular: boolean, profitable: boolean): MenuQuadrant {
  if (popular) return profitable ? "star" : "plowhorse";
  return profitable ? "puzzle" : "dog";
}

export function menuEngineering(items: readonly MenuEngineeringInput[]): MenuEngineering {
  const units = items.reduce((sum, item) => sum + item.units, 0);
  const totalMargin = items.reduce(
    (sum, item) => sum + (item.price_net_cents - item.cost_cents) * item.units,
    0,
  );
  const popularityThreshold = items.length === 0 ? null : POPULARITY_FACTOR / items.length;
  const marginThreshold = units === 0 ? null : totalMargin / units;
  const rows = items.map((item): MenuEngineeringRow => {
    const margin = item.price_net_cents - item.cost_cents;
    const share = units === 0 ? 0 : item.units / units;
    const { markup, below_recommended } = recipeMargins(item.price_net_cents, item.cost_cents);
    // Compared without rounding, so a product exactly at a threshold is in the upper half.
    const popular = popularityThreshold !== null && units > 0 && share >= popularityThreshold;
    const profitable = marginThreshold !== null && margin >= marginThreshold;
    return {
      ...item,
      share,
      margin_cents: margin,
      total_margin_cents: margin * item.units,
      markup,
      below_recommended,
      popular,
      profitable,
      quadrant: units === 0 ? null : quadrantOf(popular, profitable),
    };
  });
  return {
    rows,
    units,
    popularity_threshold: popularityThreshold,
    margin_threshold_cents: marginThreshold,
    total_margin_cents: totalMargin,
  };
}
