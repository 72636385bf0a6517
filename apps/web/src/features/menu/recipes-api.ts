import type { IngredientTendency, Measure, UnitType } from "@comanda/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** An ingredient as the generic `ingredients` list returns it. */
export interface Ingredient {
  id: number;
  name: string;
  price: number;
  old_price: number | null;
  tendency: IngredientTendency | null;
  unit: Measure;
  min_stock: number;
  iva: number;
  sku: string | null;
  description: string | null;
  image: string | null;
  is_active: boolean;
}

/** A unit of the local's own, e.g. a 75 cl bottle. */
export interface MenuUnit {
  id: number;
  name: string;
  type: UnitType;
  value: number;
  unit_reference: Measure;
}

export interface Allergen {
  id: number;
  name: string;
  name_en: string | null;
  name_ch: string | null;
}

/** One line of a product's recipe, costed at the ingredient's current price. */
export interface ScandalLine {
  id: number;
  name: string;
  qty: number;
  unit: Measure;
  cost_cents: number;
  cost: number;
}

/** A product's escandallo: its sale price against what its recipe costs. */
export interface Scandal {
  id: number;
  name: string;
  category: number;
  price: number;
  iva: number;
  price_net: number;
  lines: ScandalLine[];
  cost: number;
  /** Percent of the net sale price left after the cost; null when the price is 0. */
  margin: number | null;
  /** Percent added on top of the cost; null when the recipe costs nothing. */
  markup: number | null;
  below_recommended: boolean;
}

export interface ScandalFilters {
  search: string;
  isBelowOnly: boolean;
}

export function useScandals({ search, isBelowOnly }: ScandalFilters) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: ["products", "scandals", trimmed, isBelowOnly],
    queryFn: () =>
      api<{ results: Scandal[]; total: number }>("/api/v1/products/scandals", {
        params: { search: trimmed || undefined, below: isBelowOnly ? "true" : undefined },
      }),
  });
}
